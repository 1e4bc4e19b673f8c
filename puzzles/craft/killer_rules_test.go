package craft

import (
	"github.com/tessera-cp/tessera/puzzles/killer"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// postRuleOnDomain posts a companion propagator on a fresh store woken by
// any change of xs (the killer rules read whole domains).
func postRuleOnDomain(s *cp.Store, p cp.Propagator, xs []cp.VarID) {
	id := s.Post(p, cp.Linear, "rule")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
}

// TestKillerCageSound checks a cage's minmax and sums analysis on random
// cages of 2 to 6 cells of 1..9 with distinct digits: with any of the
// digits placed and other candidates struck out at random, the rule never
// removes a digit of the cage's own solution, and it does prune.
func TestKillerCageSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	combos := killerCombos(9)
	pruned := 0
	for range 4000 {
		k := 2 + rng.IntN(5)
		digits, sum := distinctDigits(rng, k)
		s := cp.NewStore()
		xs := make([]cp.VarID, k)
		for i := range xs {
			xs[i] = s.NewVar(1, 9)
		}
		postRuleOnDomain(s, &killerCage{xs: xs, sum: sum, combos: combos, free: make([]cp.VarID, 0, k)}, xs)
		given := strike(t, s, rng, xs, digits)
		if !s.Propagate() {
			t.Fatalf("cage %v (sum %d): the rule fails", digits, sum)
		}
		pruned += kept(t, s, xs, digits, given)
	}
	if pruned == 0 {
		t.Fatal("the rule pruned nothing")
	}
}

// distinctDigits draws k distinct digits 1..9 and their sum.
func distinctDigits(rng *rand.Rand, k int) ([]int, int) {
	digits := rng.Perm(9)[:k]
	sum := 0
	for i := range digits {
		digits[i]++
		sum += digits[i]
	}
	return digits, sum
}

// TestKillerUnitSound checks the 45 rule of every row, column and box,
// with the cages' rules, on random solved grids cut into random cages of
// 1 to 5 cells: with any of the grid's digits placed and other candidates
// struck out at random, no rule removes a digit of the grid, and they do
// prune (place digits the cages alone do not).
func TestKillerUnitSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	const n, b = 9, 3
	combos := killerCombos(n)
	pruned := 0
	for range 300 {
		grid := randomSudoku(rng)
		owner, cageCells := randomCages(rng, grid, n, 5)
		s := cp.NewStore()
		vars := make([]cp.VarID, n*n)
		for i := range vars {
			vars[i] = s.NewVar(1, n)
		}
		cages := make([]killerCageInfo, len(cageCells))
		for k, cells := range cageCells {
			ci := killerCageInfo{cells: cells}
			for _, c := range cells {
				ci.xs = append(ci.xs, vars[c])
				ci.sum += grid[c]
			}
			cages[k] = ci
			postRuleOnDomain(s, &killerCage{xs: ci.xs, sum: ci.sum, combos: combos, free: make([]cp.VarID, 0, len(cells))}, ci.xs)
		}
		for u := range 3 * n {
			ku := newKillerUnit(vars, n, b, unitCells(n, b, u), owner, cages, combos)
			scope, _ := ku.scope()
			postRuleOnDomain(s, ku, scope)
		}
		given := strike(t, s, rng, vars, grid)
		if !s.Propagate() {
			t.Fatal("the rules fail on a solved grid's cages")
		}
		pruned += kept(t, s, vars, grid, given)
	}
	if pruned == 0 {
		t.Fatal("the rules pruned nothing")
	}
}

// strike places about a quarter of the solution's digits and strikes a
// third of the other candidates out; it returns which cells it placed.
func strike(t *testing.T, s *cp.Store, rng *rand.Rand, xs []cp.VarID, sol []int) []bool {
	t.Helper()
	given := make([]bool, len(xs))
	for i, x := range xs {
		if rng.IntN(4) == 0 {
			given[i] = true
			if !s.Assign(x, sol[i]) {
				t.Fatal("assign")
			}
			continue
		}
		for v := 1; v <= 9; v++ {
			if v != sol[i] && rng.IntN(3) == 0 && !s.Remove(x, v) {
				t.Fatal("remove")
			}
		}
	}
	return given
}

// kept fails the test if a solution digit left its cell, and counts the
// open cells that lost a candidate the striking left them.
func kept(t *testing.T, s *cp.Store, xs []cp.VarID, sol []int, given []bool) int {
	t.Helper()
	n := 0
	for i, x := range xs {
		if !s.Contains(x, sol[i]) {
			t.Fatalf("the rule removes %d from cell %d of %v", sol[i], i, sol)
		}
		if !given[i] && s.Fixed(x) {
			n++
		}
	}
	return n
}

// randomSudoku is a solved 9×9 grid (reading order): the base pattern
// with its digits, bands, stacks, rows and columns shuffled.
func randomSudoku(rng *rand.Rand) []int {
	digits := rng.Perm(9)
	order := func() []int {
		var out []int
		for _, band := range rng.Perm(3) {
			for _, r := range rng.Perm(3) {
				out = append(out, band*3+r)
			}
		}
		return out
	}
	rows, cols := order(), order()
	g := make([]int, 81)
	for r := range 9 {
		for c := range 9 {
			rr, cc := rows[r], cols[c]
			g[r*9+c] = digits[(rr%3*3+rr/3+cc)%9] + 1
		}
	}
	return g
}

// randomCages cuts a solved n×n grid into cages of 1 to most cells, each
// grown from a cell through free neighbours holding digits it does not
// have yet; owner maps each cell to its cage.
func randomCages(rng *rand.Rand, grid []int, n, most int) (owner []int, cages [][]int) {
	owner = make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	for _, start := range rng.Perm(n * n) {
		if owner[start] >= 0 {
			continue
		}
		k := len(cages)
		cells := []int{start}
		owner[start] = k
		size := 1 + rng.IntN(most)
		for len(cells) < size {
			c := cells[rng.IntN(len(cells))]
			var next []int
			for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				r, col := c/n+d[0], c%n+d[1]
				if r >= 0 && r < n && col >= 0 && col < n && owner[r*n+col] < 0 && !holds(grid, cells, grid[r*n+col]) {
					next = append(next, r*n+col)
				}
			}
			if len(next) == 0 {
				break
			}
			nc := next[rng.IntN(len(next))]
			owner[nc] = k
			cells = append(cells, nc)
		}
		cages = append(cages, cells)
	}
	return owner, cages
}

// holds reports whether one of cells holds digit v in grid.
func holds(grid, cells []int, v int) bool {
	for _, c := range cells {
		if grid[c] == v {
			return true
		}
	}
	return false
}

// TestKillerNothingGivenAtBuild: the ladder model of Solo's killers fixes
// no cell before the walk but a one-cell cage's: a deduction the kind's
// model makes while it is built (a one-cell sum of the 45 rule) would
// read as a given and escape the grade.
func TestKillerNothingGivenAtBuild(t *testing.T) {
	n := 0
	for _, set := range loadCalibration(t) {
		if set.game != "solokiller" {
			continue
		}
		for i, p := range set.puzzles {
			if testing.Short() && i%8 != 0 {
				continue
			}
			kp, _ := unwrap[killer.Puzzle](p)
			single := map[int]bool{}
			for _, cg := range kp.Cages {
				if len(cg.Cells) == 1 {
					single[cg.Cells[0].Row*kp.N+cg.Cells[0].Col] = true
				}
			}
			m, err := Build(p)
			if err != nil {
				t.Fatal(err)
			}
			for c, x := range m.Vars {
				if m.Store.Fixed(x) && !single[c] {
					t.Errorf("%s: r%dc%d is fixed before the walk", p.Name(), c/kp.N+1, c%kp.N+1)
				}
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no Solo killer read")
	}
}

// TestKillerRulesAllocFree: the cage's and the unit's rules allocate
// nothing when they run.
func TestKillerRulesAllocFree(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	grid := randomSudoku(rng)
	owner, cageCells := randomCages(rng, grid, 9, 4)
	s := cp.NewStore()
	vars := make([]cp.VarID, 81)
	for i := range vars {
		vars[i] = s.NewVar(1, 9)
	}
	combos := killerCombos(9)
	cages := make([]killerCageInfo, len(cageCells))
	for k, cells := range cageCells {
		for _, c := range cells {
			cages[k].cells = append(cages[k].cells, c)
			cages[k].xs = append(cages[k].xs, vars[c])
			cages[k].sum += grid[c]
		}
	}
	big := 0 // the largest cage, left open
	for k := range cages {
		if len(cages[k].xs) > len(cages[big].xs) {
			big = k
		}
	}
	cage := &killerCage{xs: cages[big].xs, sum: cages[big].sum, combos: combos, free: make([]cp.VarID, 0, len(cages[big].xs))}
	unit := newKillerUnit(vars, 9, 3, unitCells(9, 3, 0), owner, cages, combos)
	for i, x := range vars {
		if i%3 == 0 && owner[i] != big && !s.Assign(x, grid[i]) {
			t.Fatal("assign")
		}
	}
	if a := testing.AllocsPerRun(50, func() { cage.Propagate(s); unit.Propagate(s) }); a != 0 {
		t.Fatalf("%v allocations per run", a)
	}
}
