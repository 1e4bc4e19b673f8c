package starbattle

import (
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// Parse reads one Star Battle file. Every malformed input gives a
// *text.Error naming the line and what was expected; the puzzle returned
// has passed Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("starbattle"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Solution); err != nil {
		return nil, err
	}
	p := &Puzzle{Name: file}
	body := d.Body
	if len(body) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected a line 'stars k' (stars per row, column and region) after the kind line")
	}
	f := strings.Fields(body[0].Text)
	if !strings.EqualFold(f[0], "stars") {
		return nil, d.Errorf(body[0].No, "expected a line 'stars k' (stars per row, column and region) before the grid, found '%s'", body[0].Text)
	}
	if len(f) != 2 || !text.IsDigits(f[1]) || len(f[1]) > 3 {
		return nil, d.Errorf(body[0].No, "expected 'stars k' with k a positive number, found '%s'", body[0].Text)
	}
	p.Stars, _ = strconv.Atoi(f[1])
	p.starsLine = body[0].No
	rows := body[1:]
	if len(rows) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the star battle grid's rows of region names after the 'stars' line")
	}
	n := len(text.Tokens(rows[0].Text))
	if n > MaxN {
		return nil, d.Errorf(rows[0].No, "expected a row of at most %d region names, found %d", MaxN, n)
	}
	if len(rows) < n {
		return nil, d.EndErrorf(d.SolutionLine, "expected %d rows of region names (the first row has %d cells), found %d", n, n, len(rows))
	}
	if len(rows) > n {
		return nil, d.Errorf(rows[n].No, "expected %d rows of region names (the first row has %d cells); this is row %d", n, n, n+1)
	}
	p.N, p.Spaced = n, strings.ContainsAny(rows[0].Text, " \t")
	index := map[string]int{} // region name -> index in p.Names
	for _, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != n {
			return nil, d.Errorf(l.No, "expected a row of %d region names, found %d", n, len(t))
		}
		row := make([]int, n)
		for c, name := range t {
			k, ok := index[name]
			if !ok {
				k = len(p.Names)
				index[name] = k
				p.Names = append(p.Names, name)
			}
			row[c] = k
		}
		p.Region = append(p.Region, row)
		p.rowLines = append(p.rowLines, l.No)
	}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the star battle solution block after 'solution'")
		}
		s, lines, err := readSolution(d, d.Solution, n)
		if err != nil {
			return nil, err
		}
		p.Known, p.knownLines = s, lines
	}
	if err := p.Validate(); err != nil {
		return nil, atLine(d, err)
	}
	return p, nil
}

// ParseSolution reads a Star Battle solution block for p: a file holding
// just the block (optionally after header comments and the kind line), or a
// whole puzzle file ending with a solution block. It checks the shape
// against p, not the rules (see Verify).
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "starbattle", false)
	if err != nil {
		return nil, err
	}
	if err := d.RejectComments(lines); err != nil {
		return nil, err
	}
	if p.N < 1 || p.N > MaxN {
		return nil, d.Errorf(lines[0].No, "the puzzle has side %d, expected 1..%d", p.N, MaxN)
	}
	s, _, err := readSolution(d, lines, p.N)
	return s, err
}

// readSolution reads n rows of n cells "*" or ".".
func readSolution(d *text.Doc, lines []text.Line, n int) (*Solution, []int, error) {
	if len(lines) < n {
		return nil, nil, d.EOFErrorf("expected %d rows of %d cells (* or .), found %d", n, n, len(lines))
	}
	if len(lines) > n {
		return nil, nil, d.Errorf(lines[n].No, "expected %d rows of %d cells (* or .); this is row %d", n, n, n+1)
	}
	s := &Solution{Star: make([][]bool, n)}
	nums := make([]int, n)
	for r, l := range lines {
		t := text.Tokens(l.Text)
		if len(t) != n {
			return nil, nil, d.Errorf(l.No, "expected a row of %d cells (* or .), found %d", n, len(t))
		}
		s.Star[r] = make([]bool, n)
		nums[r] = l.No
		for c, tok := range t {
			switch tok {
			case "*":
				s.Star[r][c] = true
			case ".":
			default:
				return nil, nil, d.Errorf(l.No, "expected * (star) or . in a star battle solution row, found '%s'", tok)
			}
		}
	}
	return s, nums, nil
}
