package killer

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Format writes p in the file format: the kind line, the grid of cage
// names ('.' for a cell in no cage), one sum line per cage in the order of
// p.Cages and, when p.Known is set, a solution block. Parse(Format(p))
// gives p back (but for Name).
func Format(p *Puzzle) string {
	n := p.N
	names := make([][]string, n)
	for r := range names {
		names[r] = make([]string, n)
		for c := range names[r] {
			names[r][c] = "."
		}
	}
	spaced, w := p.Spaced, 1
	for _, cg := range p.Cages {
		l := utf8.RuneCountInString(cg.Name)
		spaced = spaced || l != 1
		w = max(w, l)
		for _, c := range cg.Cells {
			if c.Row >= 0 && c.Row < n && c.Col >= 0 && c.Col < n {
				names[c.Row][c.Col] = cg.Name
			}
		}
	}
	var b strings.Builder
	b.WriteString("killer\n")
	for _, row := range names {
		for c, name := range row {
			if spaced && c > 0 {
				b.WriteString(strings.Repeat(" ", 1+w-utf8.RuneCountInString(row[c-1])))
			}
			b.WriteString(name)
		}
		b.WriteByte('\n')
	}
	for _, cg := range p.Cages {
		b.WriteString(cg.Name)
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(cg.Sum))
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution writes the solution block of s: N rows of values, as digits
// when N <= 9, else as whitespace-separated numbers. It ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	w := len(strconv.Itoa(p.N))
	for _, row := range s.Grid {
		for c, v := range row {
			tok := strconv.Itoa(v)
			if p.N > 9 {
				if c > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(strings.Repeat(" ", max(0, w-len(tok))))
			}
			b.WriteString(tok)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
