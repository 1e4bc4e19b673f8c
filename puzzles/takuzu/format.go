package takuzu

import "strings"

// Format writes p in the file format: the kind line (with "unique" under
// the unique rule), the grid in p's spelling and, when p.Known is set, a
// solution block. Parse(Format(p)) gives p back (but for Name).
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString("takuzu")
	if p.Unique {
		b.WriteString(" unique")
	}
	b.WriteByte('\n')
	writeGrid(&b, p.Grid, p.Spaced)
	if p.Known != nil {
		b.WriteString("solution\n")
		writeGrid(&b, p.Known.Grid, p.Spaced)
	}
	return b.String()
}

// FormatSolution writes the solution block of s: rows of 0 and 1, in the
// spelling of p. It ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	writeGrid(&b, s.Grid, p.Spaced)
	return b.String()
}

func writeGrid(b *strings.Builder, g [][]int8, spaced bool) {
	for _, row := range g {
		for c, v := range row {
			if spaced && c > 0 {
				b.WriteByte(' ')
			}
			switch v {
			case 0:
				b.WriteByte('0')
			case 1:
				b.WriteByte('1')
			case -1:
				b.WriteByte('.')
			default:
				b.WriteByte('?')
			}
		}
		b.WriteByte('\n')
	}
}
