package nonogram

import (
	"strconv"
	"strings"
)

// Format writes p in the file format: the kind line, the "rows" section,
// the "columns" section ("0" for an empty clue) and, when p.Known is set, a
// solution block. Parse(Format(p)) gives p back (but for Name).
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString("nonogram\nrows\n")
	for _, c := range p.RowClues {
		b.WriteString(FormatClue(c))
		b.WriteByte('\n')
	}
	b.WriteString("columns\n")
	for _, c := range p.ColClues {
		b.WriteString(FormatClue(c))
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatClue writes a clue as a file line does: the run lengths separated
// by spaces, "0" for an empty clue.
func FormatClue(clue []int) string {
	if len(clue) == 0 {
		return "0"
	}
	parts := make([]string, len(clue))
	for i, v := range clue {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " ")
}

// FormatSolution writes the solution block of s: its rows of "#" (filled)
// and "." (blank). It ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for _, row := range s.Filled {
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
