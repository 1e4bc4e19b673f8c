package starbattle

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Format writes p in the file format: the kind line, the "stars" line, the
// grid of region names and, when p.Known is set, a solution block.
// Parse(Format(p)) gives p back (but for Name).
func Format(p *Puzzle) string {
	spaced, w := p.Spaced, 1
	for _, name := range p.Names {
		l := utf8.RuneCountInString(name)
		spaced = spaced || l != 1
		w = max(w, l)
	}
	var b strings.Builder
	b.WriteString("starbattle\nstars ")
	b.WriteString(strconv.Itoa(p.Stars))
	b.WriteByte('\n')
	for _, row := range p.Region {
		for c, k := range row {
			name := "?"
			if k >= 0 && k < len(p.Names) {
				name = p.Names[k]
			}
			if spaced {
				if c > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(strings.Repeat(" ", w-utf8.RuneCountInString(name)))
			}
			b.WriteString(name)
		}
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution writes the solution block of s: N rows of "*" (star) and
// "." (empty). It ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for _, row := range s.Star {
		for _, on := range row {
			if on {
				b.WriteByte('*')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
