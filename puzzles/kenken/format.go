package kenken

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Format writes p in the file format: the kind line, the grid of cage
// names, one clue line per cage in the order of p.Cages and, when p.Known is
// set, a solution block. Parse(Format(p)) gives p back (but for Name).
func Format(p *Puzzle) string {
	n := p.N
	names := make([][]string, n)
	for r := range names {
		names[r] = make([]string, n)
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
	b.WriteString("kenken\n")
	for _, row := range names {
		var line strings.Builder
		for c, name := range row {
			if name == "" {
				name = "?"
			}
			if spaced && c > 0 {
				line.WriteString(strings.Repeat(" ", 1+w-utf8.RuneCountInString(row[c-1])))
			}
			line.WriteString(name)
		}
		b.WriteString(line.String())
		b.WriteByte('\n')
	}
	for _, cg := range p.Cages {
		b.WriteString(cg.Name)
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(cg.Target))
		b.WriteString(cg.Op.String())
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
