package kakurasu

import (
	"strconv"
	"strings"
)

// Format writes p in the file format: the kind line, the "rows" and "cols"
// clue lines ("-" for no clue) and, when p.Known is set, a solution block.
// Parse(Format(p)) gives p back (but for Name).
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString("kakurasu\n")
	writeClues(&b, "rows", p.RowClues)
	writeClues(&b, "cols", p.ColClues)
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

func writeClues(b *strings.Builder, key string, clues []int) {
	b.WriteString(key)
	for _, v := range clues {
		b.WriteByte(' ')
		if v < 0 {
			b.WriteByte('-')
		} else {
			b.WriteString(strconv.Itoa(v))
		}
	}
	b.WriteByte('\n')
}

// FormatSolution writes the solution block of s: N rows of "#" (shaded) and
// "." (blank). It ends with a newline.
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
