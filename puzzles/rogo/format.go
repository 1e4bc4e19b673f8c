package rogo

import (
	"strconv"
	"strings"
)

// Format returns the puzzle file text of p: the kind line, the key lines,
// the grid (whitespace-separated cells) and, when p.Known is set, the line
// "solution" followed by the solution block. Parse(Format(p)) gives p back.
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString("rogo\n")
	b.WriteString("steps " + strconv.Itoa(p.Steps) + "\n")
	if p.HasBest {
		b.WriteString("best " + strconv.Itoa(p.Best) + "\n")
	}
	for r := range p.Rows {
		for c := range p.Cols {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(cellToken(p, r, c))
		}
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution returns the solution block of s: the line "score S", then
// the grid with the loop's cells written @1, @2, ... in canonical order
// (see Canonical), so that equal loops print equally.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	b.WriteString("score " + strconv.Itoa(s.Score) + "\n")
	label := make(map[Cell]int, len(s.Loop))
	for i, c := range Canonical(s.Loop) {
		if _, ok := label[c]; !ok {
			label[c] = i + 1
		}
	}
	for r := range p.Rows {
		for c := range p.Cols {
			if c > 0 {
				b.WriteByte(' ')
			}
			if k, ok := label[Cell{r, c}]; ok {
				b.WriteString("@" + strconv.Itoa(k))
			} else {
				b.WriteString(cellToken(p, r, c))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// cellToken spells the cell at row r, column c: "#", "." or its points.
func cellToken(p *Puzzle, r, c int) string {
	if r < len(p.Blocked) && c < len(p.Blocked[r]) && p.Blocked[r][c] {
		return "#"
	}
	if r < len(p.Points) && c < len(p.Points[r]) && p.Points[r][c] != 0 {
		return strconv.Itoa(p.Points[r][c])
	}
	return "."
}
