package futoshiki

import (
	"strconv"
	"strings"
)

// Format writes p in the file format: the kind line, then the N rows of
// cells ('.' or the given, separated by ' ', '<' or '>') with a row of
// signs ('^', 'v', '-' under each cell) between each two, and, when
// p.Known is set, a solution block. Parse(Format(p)) gives p back (but for
// Name).
func Format(p *Puzzle) string {
	n := p.N
	var b strings.Builder
	b.WriteString("futoshiki\n")
	for r := range n {
		for c := range n {
			v := at(p.Givens, r, c)
			if v == 0 {
				b.WriteByte('.')
			} else {
				b.WriteString(strconv.Itoa(v))
			}
			if c < n-1 {
				b.WriteByte(" <>"[relAt(p.Right, r, c)])
			}
		}
		b.WriteByte('\n')
		if r < n-1 {
			for c := range n {
				if c > 0 {
					b.WriteByte(' ')
				}
				b.WriteByte("-^v"[relAt(p.Below, r, c)])
			}
			b.WriteByte('\n')
		}
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution writes the solution block of s: N rows of N digits. It
// ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for _, row := range s.Grid {
		for _, v := range row {
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func at(g [][]int, r, c int) int {
	if r >= 0 && r < len(g) && c >= 0 && c < len(g[r]) {
		return g[r][c]
	}
	return 0
}

func relAt(g [][]Rel, r, c int) Rel {
	if r >= 0 && r < len(g) && c >= 0 && c < len(g[r]) && g[r][c] >= None && g[r][c] <= Greater {
		return g[r][c]
	}
	return None
}
