package abcpath

import "strings"

// Format returns the puzzle file text of p: the kind line, the 7x7 frame
// ("." for empty cells) and, when p.Known is set, the line "solution"
// followed by the solution block. Parse(Format(p)) gives p back.
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString("abcpath\n")
	f := frame(p)
	for _, row := range f {
		for _, x := range row {
			b.WriteByte(spell(x))
		}
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution returns the solution block of s: 5 rows of 5 letters.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for _, row := range s.Grid {
		for _, x := range row {
			b.WriteByte(spell(x))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// spell writes a cell: its letter, or "." when empty.
func spell(x byte) byte {
	if x == 0 {
		return '.'
	}
	return x
}
