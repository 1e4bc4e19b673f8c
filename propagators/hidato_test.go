package propagators

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// hidato is a Hidato (king moves) or Numbrix (rook moves, one step)
// puzzle: the numbers 1..n go into the n cells so that consecutive numbers
// are in adjacent cells; clue[i] > 0 fixes cell i's number.
type hidato struct {
	rows, cols int
	at         [][]int // cell index at (row, col), -1 for a hole
	rc         [][2]int
	clue, sol  []int
	adj        [][]int
	king       bool // king moves (Hidato), else one orthogonal step (Numbrix)
}

// readHidato reads testdata's format: '#' comments, "moves king|rook",
// "puzzle" and "solution" grids ('.' a hole, '__' an empty cell).
func readHidato(path string) (*hidato, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	h := &hidato{}
	king, section := false, ""
	var grid, solGrid [][]string
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		switch {
		case text == "" || strings.HasPrefix(text, "#"):
		case text == "moves king" || text == "moves rook":
			king = text == "moves king"
		case text == "puzzle" || text == "solution":
			section = text
		case section == "puzzle":
			grid = append(grid, strings.Fields(text))
		case section == "solution":
			solGrid = append(solGrid, strings.Fields(text))
		default:
			return nil, fmt.Errorf("%s:%d: unexpected %q", path, line, text)
		}
	}
	if len(grid) == 0 || len(solGrid) != len(grid) {
		return nil, fmt.Errorf("%s: want a puzzle grid and a solution grid of the same size", path)
	}
	h.rows, h.cols, h.king = len(grid), len(grid[0]), king
	for r, row := range grid {
		if len(row) != h.cols || len(solGrid[r]) != h.cols {
			return nil, fmt.Errorf("%s: row %d has %d cells, want %d", path, r+1, len(row), h.cols)
		}
		h.at = append(h.at, make([]int, h.cols))
		for c, tok := range row {
			h.at[r][c] = -1
			if tok == "." {
				continue
			}
			clue := 0
			if tok != "__" {
				if clue, err = strconv.Atoi(tok); err != nil {
					return nil, fmt.Errorf("%s: row %d: bad cell %q", path, r+1, tok)
				}
			}
			sol, err := strconv.Atoi(solGrid[r][c])
			if err != nil {
				return nil, fmt.Errorf("%s: solution row %d: bad cell %q", path, r+1, solGrid[r][c])
			}
			h.at[r][c] = len(h.rc)
			h.rc, h.clue, h.sol = append(h.rc, [2]int{r, c}), append(h.clue, clue), append(h.sol, sol)
		}
	}
	h.adj = make([][]int, len(h.rc))
	for i, p := range h.rc {
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				r, c := p[0]+dr, p[1]+dc
				if (dr == 0 && dc == 0) || (!king && dr != 0 && dc != 0) || r < 0 || c < 0 || r >= h.rows || c >= h.cols || h.at[r][c] < 0 {
					continue
				}
				h.adj[i] = append(h.adj[i], h.at[r][c])
			}
		}
	}
	return h, nil
}

// verify checks numbers (one per cell) against the rules and the clues,
// without the engine.
func (h *hidato) verify(num []int) error {
	n := len(h.rc)
	where := make([]int, n+1)
	for i := range where {
		where[i] = -1
	}
	for i, v := range num {
		if v < 1 || v > n || where[v] >= 0 {
			return fmt.Errorf("cell %v holds %d: out of 1..%d or repeated", h.rc[i], v, n)
		}
		where[v] = i
		if h.clue[i] > 0 && h.clue[i] != v {
			return fmt.Errorf("cell %v holds %d, its clue is %d", h.rc[i], v, h.clue[i])
		}
	}
	for v := 1; v < n; v++ {
		a, b := h.rc[where[v]], h.rc[where[v+1]]
		dr, dc := max(a[0]-b[0], b[0]-a[0]), max(a[1]-b[1], b[1]-a[1])
		if dr > 1 || dc > 1 || !h.king && dr+dc != 1 {
			return fmt.Errorf("%d at %v and %d at %v are not adjacent", v, a, v+1, b)
		}
	}
	return nil
}

// hidatoModel is a posted model: the decision variables and a reader of
// each cell's number at a solution.
type hidatoModel struct {
	vars []cp.VarID
	num  func(s *cp.Store) []int
	succ []cp.VarID // the successors, for models that have them
}

// The three models compared.
var hidatoModels = []struct {
	name  string
	build func(s *cp.Store, h *hidato) (hidatoModel, error)
}{
	{"path-order", hidatoPathOrder},
	{"path-order-succ", func(s *cp.Store, h *hidato) (hidatoModel, error) {
		m, err := hidatoPathOrder(s, h)
		m.vars = m.succ
		return m, err
	}},
	{"circuit-dummy", hidatoCircuitDummy},
	{"position-table", hidatoPositionTable},
}

// hidatoPathOrder: PathOrder over the cells, successors among the
// neighbours (or n for the last cell), positions fixed by the clues;
// branching on the positions ("path-order-succ" branches on the
// successors instead).
func hidatoPathOrder(s *cp.Store, h *hidato) (hidatoModel, error) {
	n := len(h.rc)
	succ, order := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range succ {
		succ[i] = s.NewVarValues(append(append([]int(nil), h.adj[i]...), n))
		if h.clue[i] > 0 {
			order[i] = s.NewConst(h.clue[i] - 1)
		} else {
			order[i] = s.NewVar(0, n-1)
		}
	}
	start, end := s.NewVar(0, n-1), s.NewVar(0, n-1)
	if err := PathOrder(s, succ, order, start, end); err != nil {
		return hidatoModel{}, err
	}
	return hidatoModel{vars: order, succ: succ, num: func(s *cp.Store) []int {
		out := make([]int, n)
		for i, x := range order {
			out[i] = s.Value(x) + 1
		}
		return out
	}}, nil
}

// hidatoCircuitDummy is the model without Path: a dummy node n closes the
// path into a Circuit, and positions are channelled by n ElementVar
// constraints pos[succ[i]] = pos[i] + 1 (pos[n] = n); branching on the
// positions.
func hidatoCircuitDummy(s *cp.Store, h *hidato) (hidatoModel, error) {
	n := len(h.rc)
	succ, pos := make([]cp.VarID, n+1), make([]cp.VarID, n+1)
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	for i := 0; i < n; i++ {
		succ[i] = s.NewVarValues(append(append([]int(nil), h.adj[i]...), n))
		if h.clue[i] > 0 {
			pos[i] = s.NewConst(h.clue[i] - 1)
		} else {
			pos[i] = s.NewVar(0, n-1)
		}
	}
	succ[n], pos[n] = s.NewVarValues(all), s.NewConst(n)
	if err := Circuit(s, succ); err != nil {
		return hidatoModel{}, err
	}
	if err := AllDifferent(s, pos[:n], Domain); err != nil {
		return hidatoModel{}, err
	}
	for i := 0; i < n; i++ {
		next := s.NewVar(1, n)
		if err := Equal(s, next, pos[i], 1); err != nil {
			return hidatoModel{}, err
		}
		if err := ElementVar(s, pos, succ[i], next); err != nil {
			return hidatoModel{}, err
		}
	}
	return hidatoModel{vars: pos[:n], num: func(s *cp.Store) []int {
		out := make([]int, n)
		for i := 0; i < n; i++ {
			out[i] = s.Value(pos[i]) + 1
		}
		return out
	}}, nil
}

// hidatoPositionTable is the pure position model: cell[k] is the cell of
// number k+1, all different, consecutive ones adjacent by a binary table;
// branching on the cells.
func hidatoPositionTable(s *cp.Store, h *hidato) (hidatoModel, error) {
	n := len(h.rc)
	var pairs [][]int
	for i, ns := range h.adj {
		for _, j := range ns {
			pairs = append(pairs, []int{i, j})
		}
	}
	cell := make([]cp.VarID, n)
	for k := range cell {
		cell[k] = s.NewVar(0, n-1)
	}
	for i, c := range h.clue {
		if c > 0 {
			s.Assign(cell[c-1], i)
		}
	}
	if err := AllDifferent(s, cell, Domain); err != nil {
		return hidatoModel{}, err
	}
	for k := 0; k+1 < n; k++ {
		if err := Table(s, []cp.VarID{cell[k], cell[k+1]}, pairs); err != nil {
			return hidatoModel{}, err
		}
	}
	return hidatoModel{vars: cell, num: func(s *cp.Store) []int {
		out := make([]int, n)
		for k, x := range cell {
			out[s.Value(x)] = k + 1
		}
		return out
	}}, nil
}

var hidatoPuzzles = []string{"hidato_wikipedia", "numbrix_rosetta1", "numbrix_rosetta2"}

// solveHidato counts up to two solutions of the model (a complete count of
// one proves the published solution unique), checking each with verify and
// against the published one.
func solveHidato(t testing.TB, h *hidato, build func(*cp.Store, *hidato) (hidatoModel, error)) search.Result {
	return solveHidatoWith(t, h, build, true, 0)
}

// solveHidatoWith looks for two solutions within maxNodes (0: no limit),
// branching on the model's variables smallest domain first; every solution
// must pass verify and, when published is set, equal h.sol.
func solveHidatoWith(t testing.TB, h *hidato, build func(*cp.Store, *hidato) (hidatoModel, error), published bool, maxNodes int64) search.Result {
	s := cp.NewStore()
	m, err := build(s, h)
	if err != nil {
		t.Fatal(err)
	}
	opt := search.Options{Vars: m.vars, VarSelect: search.FirstFail, MaxSolutions: 2, MaxNodes: maxNodes}
	res, err := search.Solve(s, opt,
		func(s *cp.Store) bool {
			num := m.num(s)
			if err := h.verify(num); err != nil {
				t.Errorf("the search reports a wrong solution: %v", err)
			}
			for i := 0; published && i < len(num); i++ {
				if num[i] != h.sol[i] {
					t.Errorf("cell %v holds %d, the published solution %d", h.rc[i], num[i], h.sol[i])
					break
				}
			}
			return true
		})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestHidatoModels solves each puzzle with each model, proving the solution
// unique, and logs the nodes and time of each (the comparison the puzzle
// kinds pick their model from).
func TestHidatoModels(t *testing.T) {
	for _, name := range hidatoPuzzles {
		h, err := readHidato("testdata/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		if err := h.verify(h.sol); err != nil {
			t.Fatalf("%s: the published solution fails verify: %v", name, err)
		}
		for _, model := range hidatoModels {
			t.Run(name+"/"+model.name, func(t *testing.T) {
				res := solveHidato(t, h, model.build)
				if res.Solutions != 1 || !res.Complete() {
					t.Fatalf("%d solutions (search %v), want exactly 1", res.Solutions, res.Reason)
				}
				t.Logf("%s, %s: unique solution in %d nodes, %d failures, %v", name, model.name, res.Nodes, res.Failures, res.Elapsed)
			})
		}
	}
}

// BenchmarkHidato solves the published puzzles (proving them unique) and
// two generated ones (two solutions, at most 20,000 nodes) with each model.
func BenchmarkHidato(b *testing.B) {
	type inst struct {
		name      string
		h         *hidato
		published bool
	}
	var insts []inst
	for _, name := range hidatoPuzzles {
		h, err := readHidato("testdata/" + name + ".txt")
		if err != nil {
			b.Fatal(err)
		}
		insts = append(insts, inst{name, h, true})
	}
	for _, k := range []int{0, 4} {
		g := hidatoGenerated[k]
		insts = append(insts, inst{fmt.Sprintf("gen%dx%d-seed%d", g.rows, g.cols, g.seed), hidatoRandom(g.seed, g.rows, g.cols, true, g.every), false})
	}
	for _, in := range insts {
		for _, model := range hidatoModels {
			b.Run(in.name+"/"+model.name, func(b *testing.B) {
				b.ReportAllocs()
				var res search.Result
				for b.Loop() {
					res = solveHidatoWith(b, in.h, model.build, in.published, 20_000)
				}
				b.ReportMetric(float64(res.Nodes), "nodes/op")
				b.ReportMetric(float64(res.Failures), "fails/op")
			})
		}
	}
}

// hidatoRandom builds a puzzle from a random Hamiltonian path over a full
// rows×cols board (a snake path scrambled by backbite moves, fixed seed):
// the clues are 1, n and each other number with probability 1/every. It
// may have several solutions; sol is the hidden one.
func hidatoRandom(seed uint64, rows, cols int, king bool, every int) *hidato {
	r := rand.New(rand.NewPCG(seed, 0x41da70))
	h := &hidato{rows: rows, cols: cols, king: king}
	for y := 0; y < rows; y++ {
		h.at = append(h.at, make([]int, cols))
		for x := 0; x < cols; x++ {
			h.at[y][x] = len(h.rc)
			h.rc = append(h.rc, [2]int{y, x})
		}
	}
	n := len(h.rc)
	h.adj = make([][]int, n)
	for i, p := range h.rc {
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				y, x := p[0]+dr, p[1]+dc
				if (dr != 0 || dc != 0) && (king || dr == 0 || dc == 0) && y >= 0 && x >= 0 && y < rows && x < cols {
					h.adj[i] = append(h.adj[i], h.at[y][x])
				}
			}
		}
	}
	path := make([]int, 0, n)
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			if y%2 == 1 {
				path = append(path, h.at[y][cols-1-x])
			} else {
				path = append(path, h.at[y][x])
			}
		}
	}
	idx := make([]int, n)
	for step := 0; step < 20*n*n; step++ {
		if r.IntN(2) == 0 {
			slices.Reverse(path)
		}
		for k, u := range path {
			idx[u] = k
		}
		end := path[0]
		v := h.adj[end][r.IntN(len(h.adj[end]))]
		if k := idx[v]; k >= 2 {
			slices.Reverse(path[:k])
		}
	}
	h.clue, h.sol = make([]int, n), make([]int, n)
	for k, u := range path {
		h.sol[u] = k + 1
		if k == 0 || k == n-1 || r.IntN(every) == 0 {
			h.clue[u] = k + 1
		}
	}
	return h
}

// hidatoGenerated are the generated puzzles of the model comparison: king
// moves, clues 1, n and about one number in every.
var hidatoGenerated = []struct {
	rows, cols, every int
	seed              uint64
}{{8, 8, 4, 1}, {8, 8, 4, 2}, {8, 8, 4, 3}, {10, 10, 5, 1}, {10, 10, 5, 2}, {10, 10, 5, 3}}

// TestHidatoModelsGenerated compares the models on generated puzzles with
// sparse clues (several solutions each): each model looks for two solutions
// within 10,000 nodes; every solution it reports must verify, and the
// PathOrder model must find two on each puzzle. The figures are logged.
func TestHidatoModelsGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("the weaker models run to their node limit")
	}
	for _, g := range hidatoGenerated {
		h := hidatoRandom(g.seed, g.rows, g.cols, true, g.every)
		if err := h.verify(h.sol); err != nil {
			t.Fatalf("the generator's hidden solution fails verify: %v", err)
		}
		for _, model := range hidatoModels {
			name := fmt.Sprintf("%dx%d-every%d-seed%d/%s", g.rows, g.cols, g.every, g.seed, model.name)
			t.Run(name, func(t *testing.T) {
				res := solveHidatoWith(t, h, model.build, false, 10_000)
				if model.name == "path-order" && res.Solutions != 2 {
					t.Errorf("PathOrder found %d solutions (search %v), want 2", res.Solutions, res.Reason)
				}
				t.Logf("%s: %d solutions, %d nodes, %d failures, %v (%v)", name, res.Solutions, res.Nodes, res.Failures, res.Elapsed, res.Reason)
			})
		}
	}
}
