package slitherlink

import "strings"

// Format writes p in the file format: the kind line, the grid (a digit
// per clue, '.' per cell without one) and, when p.Known is set, the
// solution block. Parse(Format(p)) gives p back (but for Name).
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString(KindName + "\n")
	for _, row := range p.Clues {
		for _, v := range row {
			b.WriteByte(clueChar(v))
		}
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution writes the solution block of s: rows of dots '+' joined
// by '-' where the loop runs, between rows of cells with '|' where the
// loop runs down a side and the clue (or '.') at each cell's centre.
//
//	+-+-+
//	|3 2|
//	+-+ +
//
// It ends with a newline; trailing spaces are left out.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r := 0; r <= p.Rows; r++ {
		var l []byte
		for c := 0; c <= p.Cols; c++ {
			l = append(l, '+')
			if c < p.Cols {
				l = append(l, pick(s.H[r][c], '-'))
			}
		}
		b.Write(l)
		b.WriteByte('\n')
		if r == p.Rows {
			break
		}
		l = l[:0]
		for c := 0; c <= p.Cols; c++ {
			l = append(l, pick(s.V[r][c], '|'))
			if c < p.Cols {
				l = append(l, clueChar(p.Clues[r][c]))
			}
		}
		b.WriteString(strings.TrimRight(string(l), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

func pick(on bool, ch byte) byte {
	if on {
		return ch
	}
	return ' '
}

// LoopyID writes p as a Loopy game ID on a square grid, "WxHt0:DESC",
// which `sgt-loopy` opens.
func LoopyID(p *Puzzle) string {
	var b strings.Builder
	b.WriteString(itoa(p.Cols) + "x" + itoa(p.Rows) + "t0:")
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	for _, row := range p.Clues {
		for _, v := range row {
			if v == NoClue {
				run++
				continue
			}
			flush()
			b.WriteByte(byte('0' + v))
		}
	}
	flush()
	return b.String()
}
