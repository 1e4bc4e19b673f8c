package kenken

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

const clueSyntax = "a clue line 'NAME TARGETop' or 'NAME:TARGETop' (op one of + - * / x × ÷; a bare number for a one-cell cage)"

// Parse reads one KenKen file. Every malformed input gives a *text.Error
// naming the line and what was expected; the puzzle returned has passed
// Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("kenken"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Solution); err != nil {
		return nil, err
	}
	rows := d.Body
	if len(rows) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the kenken cage rows after the kind line")
	}
	n := len(text.Tokens(rows[0].Text))
	if n > MaxN {
		return nil, d.Errorf(rows[0].No, "expected a row of at most %d cage names, found %d", MaxN, n)
	}
	if len(rows) < n {
		return nil, d.EndErrorf(d.SolutionLine, "expected %d rows of cage names (the first row has %d cells), found %d lines", n, n, len(rows))
	}
	p := &Puzzle{Name: file, N: n, Spaced: strings.ContainsAny(rows[0].Text, " \t"), rowLines: make([]int, n)}
	index := map[string]int{} // cage name -> index in p.Cages
	for r, l := range rows[:n] {
		t := text.Tokens(l.Text)
		if len(t) != n {
			hint := ""
			if _, _, _, ok := splitClue(l.Text); ok {
				hint = " (is a clue line missing its cage rows?)"
			}
			return nil, d.Errorf(l.No, "expected a row of %d cage names, found %d%s", n, len(t), hint)
		}
		p.rowLines[r] = l.No
		for c, name := range t {
			k, ok := index[name]
			if !ok {
				k = len(p.Cages)
				index[name] = k
				p.Cages = append(p.Cages, Cage{Name: name})
			}
			p.Cages[k].Cells = append(p.Cages[k].Cells, Cell{Row: r, Col: c})
		}
	}
	p.clueLines = make([]int, len(p.Cages))
	for _, l := range rows[n:] {
		name, target, op, ok := splitClue(l.Text)
		if !ok {
			hint := ""
			if t := text.Tokens(l.Text); len(t) == n {
				hint = "; the grid has " + strconv.Itoa(n) + " rows"
			}
			return nil, d.Errorf(l.No, "expected %s, found '%s'%s", clueSyntax, l.Text, hint)
		}
		k, ok := index[name]
		if !ok {
			return nil, d.Errorf(l.No, "clue for cage '%s', but no cell of the grid is in a cage of that name", name)
		}
		if p.clueLines[k] != 0 {
			return nil, d.Errorf(l.No, "second clue for cage '%s' (first on line %d)", name, p.clueLines[k])
		}
		if len(target) > 13 {
			return nil, d.Errorf(l.No, "cage '%s': target %s is too large (at most %d)", name, target, MaxTarget)
		}
		v, _ := strconv.Atoi(target)
		cg := &p.Cages[k]
		cg.Target, cg.Op = v, op
		if len(cg.Cells) == 1 {
			cg.Op = Given // an operator on a one-cell cage is ignored
		}
		p.clueLines[k] = l.No
	}
	for k, cg := range p.Cages {
		if p.clueLines[k] == 0 {
			c := cg.Cells[0]
			return nil, d.Errorf(p.rowLines[c.Row], "cage '%s' (first at row %d, column %d) has no clue; expected a line '%s TARGETop' after the grid",
				cg.Name, c.Row+1, c.Col+1, cg.Name)
		}
	}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the kenken solution block after 'solution'")
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

// splitClue splits a clue line "NAME TARGETop" or "NAME:TARGETop" into the
// name, the target digits and the operation (Given when there is none).
func splitClue(s string) (name, target string, op Op, ok bool) {
	i := strings.IndexFunc(s, func(r rune) bool { return r == ':' || unicode.IsSpace(r) })
	if i <= 0 {
		return "", "", 0, false
	}
	name = s[:i]
	rest := strings.TrimSpace(s[i:])
	if strings.HasPrefix(rest, ":") {
		rest = strings.TrimSpace(rest[1:])
	}
	j := 0
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j++
	}
	if j == 0 {
		return "", "", 0, false
	}
	target = rest[:j]
	switch strings.TrimSpace(rest[j:]) {
	case "":
		op = Given
	case "+":
		op = Add
	case "-", "−":
		op = Sub
	case "*", "x", "X", "×":
		op = Mul
	case "/", "÷":
		op = Div
	default:
		return "", "", 0, false
	}
	return name, target, op, true
}

// ParseSolution reads a KenKen solution block for p: a file holding just the
// block (optionally after header comments and the kind line), or a whole
// puzzle file ending with a solution block. It checks the shape against p,
// not the rules (see Verify).
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "kenken", false)
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

// readSolution reads n rows of n values 1..n, as digits or tokens.
func readSolution(d *text.Doc, rows []text.Line, n int) (*Solution, []int, error) {
	g, lines, err := d.ValueGrid(rows, n)
	if err != nil {
		return nil, nil, err
	}
	return &Solution{Grid: g}, lines, nil
}
