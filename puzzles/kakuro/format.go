package kakuro

import (
	"strconv"
	"strings"
)

// Format writes p in the file format: the kind line, then the grid, one
// row per line, its tokens ('.', '#', 'DOWN\ACROSS') padded to a common
// width, and, when p.Known is set, a solution block. Parse(Format(p))
// gives p back (but for Name).
func Format(p *Puzzle) string {
	toks := make([][]string, p.Rows)
	w := 1
	for r := range p.Rows {
		toks[r] = make([]string, p.Cols)
		for c := range p.Cols {
			toks[r][c] = cellToken(p, r, c)
			w = max(w, len(toks[r][c]))
		}
	}
	var b strings.Builder
	b.WriteString("kakuro\n")
	for _, row := range toks {
		for c, t := range row {
			if c > 0 {
				b.WriteString(strings.Repeat(" ", 1+w-len(row[c-1])))
			}
			b.WriteString(t)
		}
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// cellToken is the file token of cell (r, c).
func cellToken(p *Puzzle, r, c int) string {
	if p.isWhite(r, c) {
		return "."
	}
	down, across := at(p.Down, r, c), at(p.Across, r, c)
	if down == 0 && across == 0 {
		return "#"
	}
	s := `\`
	if down != 0 {
		s = strconv.Itoa(down) + s
	}
	if across != 0 {
		s += strconv.Itoa(across)
	}
	return s
}

// FormatSolution writes the solution block of s: one line per row, a digit
// for each white cell and '#' for each black one. It ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r, row := range s.Grid {
		for c, v := range row {
			if !p.isWhite(r, c) {
				b.WriteByte('#')
				continue
			}
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
