package outsidekind_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// Fence is a kind written the way another module writes one, through the
// public API only: a grid of cells, some with a clue 0-4; draw lines on
// the grid's edges so that each clue counts the lines around its cell and
// each dot has no line or two (a set of closed loops), with at least one
// line. The file:
//
//	fence
//	3x3
//	.2.
//	2.2
//	.2.
//
// and optionally "solution", the horizontal edges (rows+1 lines of '-' or
// '.') then the vertical ones (rows lines of '|' or '.').

type fencePuzzle struct {
	Name       string
	Rows, Cols int
	Clues      [][]int // -1: none
	Known      *fenceSolution
}

// fenceSolution holds a line flag per edge, in render.GridEdges order.
type fenceSolution struct {
	Line []bool
}

var errFence = errors.New("fence")

func fenceErr(file string, line int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %w: %s", file, line, errFence, fmt.Sprintf(format, args...))
}

func parseFence(file string, data []byte) (*fencePuzzle, error) {
	var lines []string
	var nums []int
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		lines, nums = append(lines, l), append(nums, i+1)
	}
	if len(lines) == 0 || lines[0] != "fence" {
		return nil, fenceErr(file, 1, "expected the kind line 'fence'")
	}
	if len(lines) < 2 {
		return nil, fenceErr(file, nums[0], "expected a size line RxC")
	}
	rs, cs, ok := strings.Cut(lines[1], "x")
	rows, err1 := strconv.Atoi(rs)
	cols, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil || rows < 1 || cols < 1 || rows > 30 || cols > 30 {
		return nil, fenceErr(file, nums[1], "expected a size RxC of 1..30, found %q", lines[1])
	}
	p := &fencePuzzle{Name: file, Rows: rows, Cols: cols}
	if len(lines) < 2+rows {
		return nil, fenceErr(file, nums[len(nums)-1], "expected %d rows of clues", rows)
	}
	for r := range rows {
		l := lines[2+r]
		if len(l) != cols {
			return nil, fenceErr(file, nums[2+r], "expected %d clues (0-4 or .), found %q", cols, l)
		}
		row := make([]int, cols)
		for c, ch := range l {
			switch {
			case ch == '.':
				row[c] = -1
			case ch >= '0' && ch <= '4':
				row[c] = int(ch - '0')
			default:
				return nil, fenceErr(file, nums[2+r], "expected a clue 0-4 or '.', found %q", ch)
			}
		}
		p.Clues = append(p.Clues, row)
	}
	rest := lines[2+rows:]
	if len(rest) > 0 {
		s, err := readFenceSolution(p, file, rest, nums[2+rows:])
		if err != nil {
			return nil, err
		}
		p.Known = s
	}
	return p, nil
}

func readFenceSolution(p *fencePuzzle, file string, lines []string, nums []int) (*fenceSolution, error) {
	if len(lines) == 0 || lines[0] != "solution" {
		return nil, fenceErr(file, nums[0], "expected 'solution'")
	}
	lines, nums = lines[1:], nums[1:]
	if len(lines) != 2*p.Rows+1 {
		return nil, fenceErr(file, nums[0]-1, "expected %d lines of edges", 2*p.Rows+1)
	}
	s := &fenceSolution{}
	for i, l := range lines {
		want, mark := p.Cols, byte('-')
		if i > p.Rows {
			want, mark = p.Cols+1, '|'
		}
		if len(l) != want {
			return nil, fenceErr(file, nums[i], "expected %d edges, found %q", want, l)
		}
		for j := range len(l) {
			switch l[j] {
			case mark:
				s.Line = append(s.Line, true)
			case '.':
				s.Line = append(s.Line, false)
			default:
				return nil, fenceErr(file, nums[i], "expected %q or '.', found %q", mark, l[j])
			}
		}
	}
	return s, nil
}

func parseFenceSolution(p *fencePuzzle, file string, data []byte) (*fenceSolution, error) {
	text := string(data)
	if i := strings.Index("\n"+text, "\nsolution\n"); i >= 0 {
		text = text[i:]
	} else {
		text = "solution\n" + text
	}
	var lines []string
	var nums []int
	for i, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines, nums = append(lines, l), append(nums, i+1)
		}
	}
	return readFenceSolution(p, file, lines, nums)
}

func formatFence(p *fencePuzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "fence\n%dx%d\n", p.Rows, p.Cols)
	for _, row := range p.Clues {
		for _, v := range row {
			if v < 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(byte('0' + v))
			}
		}
		b.WriteByte('\n')
	}
	if p.Known != nil {
		b.WriteString(formatFenceSolution(p, p.Known))
	}
	return b.String()
}

func formatFenceSolution(p *fencePuzzle, s *fenceSolution) string {
	var b strings.Builder
	b.WriteString("solution\n")
	i := 0
	for r := 0; r <= p.Rows; r++ {
		for range p.Cols {
			b.WriteByte(".-"[btoi(s.Line[i])])
			i++
		}
		b.WriteByte('\n')
	}
	for range p.Rows {
		for range p.Cols + 1 {
			b.WriteByte(".|"[btoi(s.Line[i])])
			i++
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// cellEdges are the four edges around cell (r, c); dotEdges those at a dot.
func cellEdges(r, c int) []render.Edge {
	return []render.Edge{render.HEdge(r, c), render.HEdge(r+1, c), render.VEdge(r, c), render.VEdge(r, c+1)}
}

func dotEdges(p *fencePuzzle, r, c int) []render.Edge {
	var out []render.Edge
	for _, e := range []render.Edge{render.HEdge(r, c-1), render.HEdge(r, c), render.VEdge(r-1, c), render.VEdge(r, c)} {
		if e.InGrid(p.Rows, p.Cols) {
			out = append(out, e)
		}
	}
	return out
}

// verifyFence checks the rules on the lines alone.
func verifyFence(p *fencePuzzle, s *fenceSolution) error {
	n := len(render.GridEdges(p.Rows, p.Cols))
	if len(s.Line) != n {
		return fmt.Errorf("%d edges, expected %d", len(s.Line), n)
	}
	on := func(e render.Edge) bool { return s.Line[render.EdgeIndex(e, p.Rows, p.Cols)] }
	any := false
	for _, l := range s.Line {
		any = any || l
	}
	if !any {
		return errors.New("no line drawn")
	}
	for r := range p.Rows {
		for c := range p.Cols {
			if v := p.Clues[r][c]; v >= 0 {
				k := 0
				for _, e := range cellEdges(r, c) {
					k += btoi(on(e))
				}
				if k != v {
					return fmt.Errorf("the %d at r%dc%d has %d lines around it", v, r+1, c+1, k)
				}
			}
		}
	}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			k := 0
			for _, e := range dotEdges(p, r, c) {
				k += btoi(on(e))
			}
			if k != 0 && k != 2 {
				return fmt.Errorf("%d lines meet at the dot %s", k, render.Dot{Row: r, Col: c})
			}
		}
	}
	return nil
}

// buildFence: one 0/1 variable per edge (render.GridEdges order), a sum
// per clue, a degree 0 or 2 per dot, at least one line.
func buildFence(p *fencePuzzle) (*model.Model[fenceSolution], error) {
	m := tessera.NewModel()
	edges := render.GridEdges(p.Rows, p.Cols)
	x := m.IntVars(len(edges), 0, 1, "edge")
	at := func(e render.Edge) tessera.IntVar { return x[render.EdgeIndex(e, p.Rows, p.Cols)] }
	for r := range p.Rows {
		for c := range p.Cols {
			if v := p.Clues[r][c]; v >= 0 {
				var around []tessera.IntVar
				for _, e := range cellEdges(r, c) {
					around = append(around, at(e))
				}
				m.Add(tessera.Sum(around...).Eq(v)).Namedf("the %d at r%dc%d", v, r+1, c+1)
			}
		}
	}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			var es []tessera.IntVar
			for _, e := range dotEdges(p, r, c) {
				es = append(es, at(e))
			}
			d := m.IntVarValues([]int{0, 2}, fmt.Sprintf("deg%d.%d", r, c))
			m.Add(tessera.Sum(es...).Eq(d)).Namedf("the dot %s", render.Dot{Row: r, Col: c})
		}
	}
	m.Add(tessera.Sum(x...).Ge(1)).Named("some line")
	if err := m.Err(); err != nil {
		return nil, err
	}
	vars := tessera.IDs(x)
	decode := func(s *cp.Store) *fenceSolution {
		out := &fenceSolution{Line: make([]bool, len(vars))}
		for i, v := range vars {
			out.Line[i] = s.Value(v) == 1
		}
		return out
	}
	return &model.Model[fenceSolution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// The picture: dots, clues, the state's lines and crosses.
func fenceSVG(p *fencePuzzle, st *render.State, opt render.Options) ([]byte, error) {
	if err := st.Check(p.Rows, p.Cols, 0); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(p.Rows, p.Cols, 0); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, p.Rows, p.Cols)
	s := render.NewSVG(float64(p.Cols)*size+16, float64(p.Rows)*size+16, p.Name, render.EdgeStyle)
	g := render.NewGrid(s, p.Rows, p.Cols, size, 8, 8)
	g.HighlightCells(opt.Highlight)
	for r, row := range p.Clues {
		for c, v := range row {
			if v >= 0 {
				g.Value(r, c, strconv.Itoa(v), "clue")
			}
		}
	}
	g.HighlightEdges(opt.Highlight)
	g.DrawEdges(st)
	g.Dots("dot")
	g.HighlightScope(opt.Highlight)
	g.EdgeHits()
	return s.Bytes(), nil
}

func fenceDraw(p *fencePuzzle, s *fenceSolution) string {
	on := func(e render.Edge) bool { return s.Line[render.EdgeIndex(e, p.Rows, p.Cols)] }
	var b strings.Builder
	for r := 0; r <= p.Rows; r++ {
		for c := range p.Cols {
			b.WriteString("+" + map[bool]string{true: "-", false: " "}[on(render.HEdge(r, c))])
		}
		b.WriteString("+\n")
		if r == p.Rows {
			break
		}
		for c := 0; c <= p.Cols; c++ {
			b.WriteString(map[bool]string{true: "|", false: " "}[on(render.VEdge(r, c))])
			if c < p.Cols {
				if v := p.Clues[r][c]; v >= 0 {
					b.WriteString(strconv.Itoa(v))
				} else {
					b.WriteByte(' ')
				}
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// fenceSolutionState holds lines and crosses only: a kind played on edges
// need not fill State.Values (the page fills them).
func fenceSolutionState(p *fencePuzzle, s *fenceSolution) *render.State {
	st := &render.State{}
	for i, e := range render.GridEdges(p.Rows, p.Cols) {
		if s.Line[i] {
			st.Edges = append(st.Edges, e)
		} else {
			st.Crosses = append(st.Crosses, e)
		}
	}
	return st
}

// fenceStateSolution reads the lines; complete once every dot has no line
// or two and some line is drawn.
func fenceStateSolution(p *fencePuzzle, st *render.State) (*fenceSolution, bool) {
	s := &fenceSolution{Line: make([]bool, len(render.GridEdges(p.Rows, p.Cols)))}
	if st == nil {
		return s, false
	}
	for _, e := range st.Edges {
		if i := render.EdgeIndex(e, p.Rows, p.Cols); i >= 0 {
			s.Line[i] = true
		}
	}
	any := false
	for _, l := range s.Line {
		any = any || l
	}
	if !any {
		return s, false
	}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			k := 0
			for _, e := range dotEdges(p, r, c) {
				k += btoi(s.Line[render.EdgeIndex(e, p.Rows, p.Cols)])
			}
			if k == 1 {
				return s, false
			}
		}
	}
	return s, true
}

func fenceConflicts(p *fencePuzzle, st *render.State) []render.Highlight {
	s, _ := fenceStateSolution(p, st)
	var out []render.Highlight
	for r := range p.Rows {
		for c := range p.Cols {
			v := p.Clues[r][c]
			k := 0
			for _, e := range cellEdges(r, c) {
				k += btoi(s.Line[render.EdgeIndex(e, p.Rows, p.Cols)])
			}
			if v >= 0 && k > v {
				out = append(out, render.Highlight{Cells: []render.Cell{{Row: r, Col: c}}, Caption: fmt.Sprintf("the %d at r%dc%d has %d lines", v, r+1, c+1, k)})
			}
		}
	}
	return out
}

// fenceWords: every decision variable is an edge.
func fenceVar(p *fencePuzzle, i int) (puzzles.Place, bool) {
	es := render.GridEdges(p.Rows, p.Cols)
	if i < 0 || i >= len(es) {
		return puzzles.Place{}, false
	}
	return puzzles.Place{Edge: es[i], OnEdge: true}, true
}

// drawFence draws a rectangle loop and every clue around it.
func drawFence(seed uint64, rows, cols int) (*fencePuzzle, error) {
	rng := rand.New(rand.NewPCG(seed, 7))
	r1, r2 := rng.IntN(rows), rng.IntN(rows)
	c1, c2 := rng.IntN(cols), rng.IntN(cols)
	r1, r2 = min(r1, r2), max(r1, r2)+1
	c1, c2 = min(c1, c2), max(c1, c2)+1
	p := &fencePuzzle{Name: "drawn", Rows: rows, Cols: cols}
	sol := &fenceSolution{Line: make([]bool, len(render.GridEdges(rows, cols)))}
	for c := c1; c < c2; c++ {
		sol.Line[render.EdgeIndex(render.HEdge(r1, c), rows, cols)] = true
		sol.Line[render.EdgeIndex(render.HEdge(r2, c), rows, cols)] = true
	}
	for r := r1; r < r2; r++ {
		sol.Line[render.EdgeIndex(render.VEdge(r, c1), rows, cols)] = true
		sol.Line[render.EdgeIndex(render.VEdge(r, c2), rows, cols)] = true
	}
	for r := range rows {
		row := make([]int, cols)
		for c := range cols {
			for _, e := range cellEdges(r, c) {
				row[c] += btoi(sol.Line[render.EdgeIndex(e, rows, cols)])
			}
		}
		p.Clues = append(p.Clues, row)
	}
	return p, nil
}

func keepFence(p *fencePuzzle, keep []bool) *fencePuzzle {
	q := &fencePuzzle{Name: p.Name, Rows: p.Rows, Cols: p.Cols}
	for r, row := range p.Clues {
		nr := make([]int, len(row))
		for c, v := range row {
			nr[c] = v
			if !keep[r*p.Cols+c] {
				nr[c] = -1
			}
		}
		q.Clues = append(q.Clues, nr)
	}
	return q
}

// fenceKind is the kind, as a user registers it.
var fenceKind = puzzles.Kind[fencePuzzle, fenceSolution]{
	Name:           "fence",
	Parse:          parseFence,
	PuzzleName:     func(p *fencePuzzle) string { return p.Name },
	Size:           func(p *fencePuzzle) string { return fmt.Sprintf("%dx%d", p.Rows, p.Cols) },
	Known:          func(p *fencePuzzle) *fenceSolution { return p.Known },
	Format:         formatFence,
	FormatSolution: func(p *fencePuzzle, s *fenceSolution) string { return formatFenceSolution(p, s) },
	ParseSolution:  parseFenceSolution,
	Verify:         verifyFence,
	Build:          buildFence,
	Bundled: fstest.MapFS{
		"testdata/ring.txt": {Data: []byte(ringFile)},
	},
	Picture: &puzzles.Picture[fencePuzzle, fenceSolution]{
		SVG: fenceSVG, Draw: fenceDraw, SolutionState: fenceSolutionState,
		StateSolution: fenceStateSolution, Conflicts: fenceConflicts,
		Input: func(p *fencePuzzle) render.Input { return render.Input{Mode: "edges", Rows: p.Rows, Cols: p.Cols} },
	},
	Words: &puzzles.Words[fencePuzzle]{Var: fenceVar},
	Generator: &puzzles.Generator[fencePuzzle]{
		Size: func(rows, cols int) (int, int, error) {
			if rows == 0 {
				rows, cols = 4, 4
			}
			if rows < 2 || cols < 2 || rows > 12 || cols > 12 {
				return 0, 0, fmt.Errorf("size %dx%d, expected 2..12", rows, cols)
			}
			return rows, cols, nil
		},
		Draw:  drawFence,
		Clues: func(p *fencePuzzle) int { return p.Rows * p.Cols },
		Keep:  keepFence,
	},
	FormatHelp: "fence: a size line RxC, then R rows of clues 0-4 or '.'.",
}

// ringFile is a 3x3 fence whose one solution is the ring around the grid.
const ringFile = `# a ring
fence
3x3
212
101
212
`
