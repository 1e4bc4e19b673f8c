package hitori

import (
	"strconv"
	"strings"
)

// Format writes p in the file format: the kind line, the grid (runs of
// digits, or numbers aligned in columns when p.Spaced is set or a number has
// two digits or more) and, when p.Known is set, a solution block.
// Parse(Format(p)) gives p back (but for Name).
func Format(p *Puzzle) string {
	spaced, w := p.Spaced, 1
	for _, row := range p.Grid {
		for _, v := range row {
			l := len(strconv.Itoa(v))
			spaced = spaced || l > 1
			w = max(w, l)
		}
	}
	var b strings.Builder
	b.WriteString("hitori\n")
	for _, row := range p.Grid {
		for c, v := range row {
			tok := strconv.Itoa(v)
			if spaced {
				if c > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(strings.Repeat(" ", w-len(tok)))
			}
			b.WriteString(tok)
		}
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution writes the solution block of s: its rows of "#" (shaded)
// and "." (unshaded). It ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for _, row := range s.Shaded {
		for _, on := range row {
			if on {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
