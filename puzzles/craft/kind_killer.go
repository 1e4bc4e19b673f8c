package craft

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/killer"
)

// Killer Sudoku's ladder, tuned to Simon Tatham's Solo in killer mode.
// Solo's killer solver reads each cage, before any Sudoku technique, by
// its bounds (a digit too large or too small for the cage's sum with the
// smallest or largest digits of its other cells: "minmax"), by the sets
// of 2 to 4 distinct digits that make its sum ("sums": a digit no
// possible set uses is ruled out), and by the 45 rule over each row,
// column and box (the cells of a unit outside the cages it holds whole
// make a cage of their own, whose sum is 45 less those cages'; when those
// cells all lie in one cage, its cells outside the unit make the rest of
// its sum). Those are the companions on the Forward rung (killerCage,
// killerUnit), beside forward checking and a digit's one place in its box
// (Solo's Trivial); a digit's one place in its row or column is Basic
// (Counting), a box and a line sharing three cells Intermediate
// (Strength), Hall sets Advanced (Combined, with what the kind's model
// knows beyond Solo: each cage at full strength and the 45 rule over
// several units), forcing chains Extreme (Lookahead) and guessing
// Unreasonable, split from Extreme by the score (killerScore).
func init() {
	kinds["killer"] = &kindCraft{
		tune:       tuneKiller,
		chainCheck: killerForcingChain,
		outside:    killerOutside,
		score:      killerScore,
		split:      killerSplit,
		view: func(m *Model) *view {
			p, ok := unwrap[killer.Puzzle](m.Puzzle)
			if !ok || len(m.Vars) != p.N*p.N {
				return nil
			}
			return digitView(m, p.N)
		},
		bands: []Band{
			{"trivial", Forward}, {"basic", Counting}, {"intermediate", Strength},
			{"advanced", Combined}, {"extreme", Lookahead}, {"unreasonable", Search},
		},
	}
}

// killerSplit makes Killer's top bands follow killerScore: advanced is
// Solo's techniques alone up to Hall sets (a Combined grade with no step
// outside Solo scores below Lookahead), extreme a score below
// sudokuUnreasonable (steps outside Solo, or forcing chains, on the
// Combined or the Lookahead rung), unreasonable the rest. By the rungs
// alone, Solo's Extreme killers of the calibration set graded advanced 29
// times in 40 (their steps outside Solo sit on Combined) and all 40 of
// its Unreasonable ones advanced; by the score 39 Extreme ones grade
// extreme (one unreasonable) and 17 Unreasonable ones unreasonable (23
// extreme), and its Advanced ones stay advanced (TestKillerBandsFollowSolo;
// the cut is Sudoku's, not fitted here).
var killerSplit = scoreSplit{band: "advanced", below: float64(Lookahead), next: &scoreSplit{band: "extreme", below: sudokuUnreasonable}}

// killerOutside tells the Combined steps that Solo's killer solver has no
// technique for: those of the kind's model but the units' Hall sets (each
// cage at full strength, the sums of innies and outies), where Solo needs
// forcing chains or guesses.
func killerOutside(s *cp.Store, p cp.PropID) bool {
	if Rung(s.Rung(p)) != Combined {
		return false
	}
	k := s.Kind(p)
	return k != "alldifferent-domain" && k != "alldifferent-grid" && k != "alldifferent-value"
}

// killerScore scores a Killer grade. Past Solo's Advanced (Hall sets
// alone, on the Combined rung) the hard steps are those outside Solo's
// techniques (Difficulty.Outside) and the lookahead steps: Solo's Extreme
// and Unreasonable killers need forcing chains or guessing where the
// ladder takes either, so they are weighed together, each step outside
// Solo as one, a lookahead step with 32 cells open as one (deeper with
// more of the grid open), one beyond a forcing chain as 40: the score is
// Lookahead plus a fraction that grows with them, whichever of the two
// rungs is the hardest. On the calibration set (TestCalibration) Solo's
// Advanced killers take no step outside Solo, its Extreme ones 0 to 13
// (median 1.5), its Unreasonable ones 1 to 26 (median 7.5), and only
// Extreme ones need a lookahead step. Below, and above Lookahead, it is
// score. The bands past intermediate follow the score (killerSplit):
// unreasonable (split, as Sudoku's, at sudokuUnreasonable) takes a grade
// whose weighed steps reach 12.5, on either rung.
func killerScore(d Difficulty) float64 {
	if d.Hardest < Combined || d.Hardest > Lookahead || d.Hardest == Combined && d.Outside == 0 {
		return score(d)
	}
	k := float64(d.Outside) + float64(d.Open[Lookahead])/32 + 40*float64(d.Beyond)
	return float64(Lookahead) + k/(k+8)
}

// killerForcingChain is sudokuForcingChain on a Killer grid.
func killerForcingChain(m *Model) bool {
	p, ok := unwrap[killer.Puzzle](m.Puzzle)
	if !ok || len(m.Vars) != p.N*p.N {
		return true
	}
	return forcingChain(m, p.N, killer.Box(p.N))
}

func tuneKiller(p puzzles.Puzzle, t *Tuner) {
	kp, ok := unwrap[killer.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a killer puzzle"))
		return
	}
	n, b := kp.N, killer.Box(kp.N)
	if n > 31 {
		t.Fail(fmt.Errorf("killer side %d: the ladder reads at most 31 digits", n))
		return
	}
	s := t.Store()
	// Everything the kind's model posts (the units' AllDifferents, each
	// cage's table, the sums of innies and outies) goes beyond Solo's
	// solver short of guessing: Combined.
	for i := range s.NumProps() {
		s.SetRung(cp.PropID(i), Combined.cp())
	}
	cell := func(r, c int) cp.VarID { return t.Vars()[r*n+c] }
	values := make([]int, n)
	for v := range values {
		values[v] = v + 1
	}
	var units [][]cp.VarID
	var unitNames []string
	for k := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for i := range n {
			row[i], col[i] = cell(k, i), cell(i, k)
		}
		r0, c0 := k/b*b, k%b*b
		box := make([]cp.VarID, 0, n)
		for i := range b {
			for j := range b {
				box = append(box, cell(r0+i, c0+j))
			}
		}
		boxName := fmt.Sprintf("box %d (rows %d-%d, columns %d-%d)", k+1, r0+1, r0+b, c0+1, c0+b)
		t.Unit(Forward, Counting, "row "+strconv.Itoa(k+1), row, values)
		t.Unit(Forward, Counting, "column "+strconv.Itoa(k+1), col, values)
		t.Unit(Forward, Forward, boxName, box, values)
		units = append(units, row, col, box)
		unitNames = append(unitNames, "row "+strconv.Itoa(k+1), "column "+strconv.Itoa(k+1), boxName)
	}
	// Each box against each row and column through it (Intermediate).
	for k := range n {
		r0, c0 := k/b*b, k%b*b
		for i := range b {
			for _, row := range []bool{true, false} {
				var boxOnly, lineOnly []cp.VarID
				for j := range n {
					bi, bj := r0+j/b, c0+j%b // the box's j-th cell
					if (row && bi != r0+i) || (!row && bj != c0+i) {
						boxOnly = append(boxOnly, cell(bi, bj))
					}
					li, lj := r0+i, j // the line's j-th cell
					if !row {
						li, lj = j, c0+i
					}
					if li/b*b != r0 || lj/b*b != c0 {
						lineOnly = append(lineOnly, cell(li, lj))
					}
				}
				what, idx := "row", r0+i
				if !row {
					what, idx = "column", c0+i
				}
				t.Overlap(Strength, fmt.Sprintf("box %d and %s %d", k+1, what, idx+1), boxOnly, lineOnly, values)
			}
		}
	}
	if Forward > t.ceiling && t.ceiling != 0 {
		return
	}
	combos := killerCombos(n)
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	cages := make([]killerCageInfo, len(kp.Cages))
	for k, cg := range kp.Cages {
		ci := killerCageInfo{sum: cg.Sum}
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
			ci.cells = append(ci.cells, c.Row*n+c.Col)
			ci.xs = append(ci.xs, cell(c.Row, c.Col))
		}
		cages[k] = ci
		label := killer.CageName(cg)
		xs := ci.xs
		t.Post(Forward, label+" adds up to "+strconv.Itoa(cg.Sum), func() error {
			pr := &killerCage{xs: xs, sum: cg.Sum, combos: combos, free: make([]cp.VarID, 0, len(xs))}
			id := s.Post(pr, cp.Linear, "killer-cage")
			for j, x := range xs {
				s.Subscribe(id, x, cp.OnDomain, int32(j))
			}
			return nil
		})
	}
	for u := range units {
		ku := newKillerUnit(t.Vars(), n, b, unitCells(n, b, u), owner, cages, combos)
		scope, inUnit := ku.scope()
		t.Post(Forward, "the 45 rule on "+unitNames[u], func() error {
			id := s.Post(ku, cp.Linear, "killer-45")
			for j, x := range scope {
				// Outside the unit only placed digits count.
				cond := cp.OnFixed
				if inUnit[j] {
					cond = cp.OnDomain
				}
				s.Subscribe(id, x, cond, int32(j))
			}
			return nil
		})
	}
}

// unitCells lists the cell indices (reading order) of unit u, in the order
// tuneKiller builds its units: row k, column k, box k for k = u/3.
func unitCells(n, b, u int) []int {
	k := u / 3
	out := make([]int, 0, n)
	for i := range n {
		switch u % 3 {
		case 0:
			out = append(out, k*n+i)
		case 1:
			out = append(out, i*n+k)
		default:
			out = append(out, (k/b*b+i/b)*n+k%b*b+i%b)
		}
	}
	return out
}

// killerCageInfo is one cage: its cells (reading order), their variables
// and its sum.
type killerCageInfo struct {
	cells []int
	xs    []cp.VarID
	sum   int
}

// comboTable lists, for k cells and a sum, the sets of k distinct digits
// 1..n that make it, as bit masks (bit v for digit v): masks[k][sum].
type comboTable struct {
	n     int
	cells int // the most cells it lists sets for
	masks [][][]uint32
}

// maxComboCells is the largest cage Solo's sums analysis reads: 4 cells.
const maxComboCells = 4

var comboCache struct {
	sync.Mutex
	tables map[[2]int]*comboTable
}

// killerCombos returns the shared table of digit sets of Solo's sums
// analysis: digits 1..n, up to 4 cells.
func killerCombos(n int) *comboTable { return digitSets(n, maxComboCells) }

// digitSets returns the shared table of the sets of up to cells distinct
// digits 1..n.
func digitSets(n, cells int) *comboTable {
	comboCache.Lock()
	defer comboCache.Unlock()
	key := [2]int{n, cells}
	if ct, ok := comboCache.tables[key]; ok {
		return ct
	}
	if comboCache.tables == nil {
		comboCache.tables = map[[2]int]*comboTable{}
	}
	maxSum := n * (n + 1) / 2
	ct := &comboTable{n: n, cells: cells, masks: make([][][]uint32, cells+1)}
	for k := range ct.masks {
		ct.masks[k] = make([][]uint32, maxSum+1)
	}
	var rec func(from, k, sum int, mask uint32)
	rec = func(from, k, sum int, mask uint32) {
		if k > 0 {
			ct.masks[k][sum] = append(ct.masks[k][sum], mask)
		}
		if k == cells {
			return
		}
		for v := from; v <= n; v++ {
			rec(v+1, k+1, sum+v, mask|1<<v)
		}
	}
	rec(1, 0, 0, 0)
	comboCache.tables[key] = ct
	return ct
}

// sets returns the digit sets of k cells adding up to sum (none when the
// table does not hold k or sum).
func (ct *comboTable) sets(k, sum int) []uint32 {
	if k < 1 || k > ct.cells || sum < 0 || sum >= len(ct.masks[k]) {
		return nil
	}
	return ct.masks[k][sum]
}

// domainMask is the bit mask of x's values (bit v for value v), read
// from the domain's first word when x is a small bitset variable.
func domainMask(s *cp.Store, x cp.VarID) uint32 {
	if b := s.Base(x); !s.IsInterval(x) && b >= 0 && s.Max(x) < 32 {
		return uint32(s.Word0(x) << b)
	}
	var m uint32
	for v := max(s.Min(x), 0); v <= s.Max(x) && v < 32; v++ {
		if s.Contains(x, v) {
			m |= 1 << v
		}
	}
	return m
}

// restrictMask keeps in x only the values of mask.
func restrictMask(s *cp.Store, x cp.VarID, mask uint32) bool {
	if b := s.Base(x); !s.IsInterval(x) && b >= 0 && s.Max(x) < 32 {
		return s.IntersectWord0(x, uint64(mask)>>b)
	}
	for v := s.Min(x); v <= s.Max(x); v++ {
		if s.Contains(x, v) && (v < 0 || v >= 32 || mask&(1<<v) == 0) {
			if !s.Remove(x, v) {
				return false
			}
		}
	}
	return true
}

// minmax is Solo's killer minmax over the cells xs that must add up to
// sum: a cell cannot exceed sum less the other cells' minima, nor fall
// below sum less their maxima (distinctness is not used).
func minmax(s *cp.Store, xs []cp.VarID, sum int) bool {
	lo, hi := 0, 0
	for _, x := range xs {
		lo += s.Min(x)
		hi += s.Max(x)
	}
	for _, x := range xs {
		if !s.SetMax(x, sum-(lo-s.Min(x))) || !s.SetMin(x, sum-(hi-s.Max(x))) {
			return false
		}
	}
	return true
}

// possibleSets returns the union and the intersection of the digit sets
// of ct for len(xs) cells adding up to sum that lie within the digits of
// within and of which every cell can take a digit (0, 0 when none can).
func possibleSets(s *cp.Store, ct *comboTable, xs []cp.VarID, sum int, within uint32) (union, common uint32) {
	common = ^uint32(0)
	for _, set := range ct.sets(len(xs), sum) {
		ok := set&^within == 0
		for _, x := range xs {
			if !ok {
				break
			}
			ok = domainMask(s, x)&set != 0
		}
		if ok {
			union |= set
			common &= set
		}
	}
	if union == 0 {
		return 0, 0
	}
	return union, common
}

// sumSets is Solo's killer sums analysis over 2 to 4 cells xs (of one
// unit, so distinct) that add up to sum: a set of digits is possible when
// every cell can take one of its digits; each cell keeps the digits of
// the possible sets. It fails when no set is possible; with more cells
// than the table lists (4 for Solo's) it does nothing.
func sumSets(s *cp.Store, ct *comboTable, xs []cp.VarID, sum int) bool {
	if len(xs) < 2 || len(xs) > ct.cells {
		return true
	}
	union, _ := possibleSets(s, ct, xs, sum, ^uint32(0))
	if union == 0 {
		return false
	}
	for _, x := range xs {
		if !restrictMask(s, x, union) {
			return false
		}
	}
	return true
}

// killerCage is Solo's reading of one cage: a placed digit leaves its
// sum; the open cells get minmax and, when 2 to 4 are open (as many as
// combos lists), the sums analysis. A placed digit does not leave the
// cage's other cells here (it leaves those in its row, column and box
// by the units' rules): Solo
// removes it from the rest of its cage, but its 45 rule splits cages
// (the part in a unit becomes a cage of its own, with its share of the
// sum) and the parts then forget each other's digits, and most digits
// placed in a cage are placed in such a part. With the removal, 6 of
// Solo's 80 Extreme and Unreasonable killers of the calibration set
// solve on the Forward rung (rank correlation 0.925 without it, 0.865
// with it, by score); the cage's own rule at full strength (on Combined)
// keeps its digits distinct.
type killerCage struct {
	xs     []cp.VarID
	sum    int
	combos *comboTable
	free   []cp.VarID // scratch: the open cells
}

func (p *killerCage) Propagate(s *cp.Store) cp.Status {
	var rest int
	var st cp.Status
	if p.free, rest, _, st = placedDigits(s, p.xs, p.sum, p.free); st != cp.NoFix {
		return st
	}
	if !sumSets(s, p.combos, p.free, rest) {
		return cp.Fail
	}
	return cp.NoFix
}

// placedDigits reads the cells xs of a sum of distinct digits: it puts
// the open ones in free (reused), and returns them, the rest of the sum
// they must make, the placed digits (bit v for digit v), and Fail when
// two placed digits are equal or the open cells' bounds cannot make the
// rest (minmax, applied), Subsumed when every cell is placed and adds up,
// else NoFix.
func placedDigits(s *cp.Store, xs []cp.VarID, sum int, free []cp.VarID) ([]cp.VarID, int, uint32, cp.Status) {
	rest, placed := sum, uint32(0)
	free = free[:0]
	for _, x := range xs {
		if !s.Fixed(x) {
			free = append(free, x)
			continue
		}
		v := s.Value(x)
		if v >= 0 && v < 32 {
			if placed&(1<<v) != 0 {
				return free, rest, placed, cp.Fail
			}
			placed |= 1 << v
		}
		rest -= v
	}
	switch {
	case len(free) == 0 && rest != 0:
		return free, rest, placed, cp.Fail
	case len(free) == 0:
		return free, rest, placed, cp.Subsumed
	case !minmax(s, free, rest):
		return free, rest, placed, cp.Fail
	}
	return free, rest, placed, cp.NoFix
}

// Clone implements cp.Cloner: xs and combos are shared, free is scratch.
func (p *killerCage) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.free = make([]cp.VarID, 0, len(p.xs))
	return &c
}

// killerUnit is Solo's 45 rule on one unit (a row, a column or a box): the
// cages whose open cells all lie in the unit take their sums (less their
// placed digits) from the unit's; the unit's other open cells make a
// deduced cage with the rest, which gets minmax and the sums analysis
// (one cell: it is placed). When they all lie in one cage, that cage's
// open cells outside the unit make the rest of its sum (Solo splits the
// cage), with minmax, and the sums analysis when they lie in one unit.
type killerUnit struct {
	vars   []cp.VarID
	n, b   int
	cells  []int // the unit's cells, reading order
	in     []bool
	owner  []int // cell -> cage, -1 none
	cages  []killerCageInfo
	touch  []int // the cages with a cell in the unit
	combos *comboTable
	// scratch
	inner []cp.VarID
	outer []cp.VarID
	outC  []int
}

func newKillerUnit(vars []cp.VarID, n, b int, cells []int, owner []int, cages []killerCageInfo, combos *comboTable) *killerUnit {
	u := &killerUnit{vars: vars, n: n, b: b, cells: cells, in: make([]bool, n*n), owner: owner, cages: cages, combos: combos}
	seen := map[int]bool{}
	for _, c := range cells {
		u.in[c] = true
		if k := owner[c]; k >= 0 && !seen[k] {
			seen[k] = true
			u.touch = append(u.touch, k)
		}
	}
	u.inner = make([]cp.VarID, 0, n)
	u.outer = make([]cp.VarID, 0, n*n)
	u.outC = make([]int, 0, n*n)
	return u
}

// scope is every variable the rule reads: the unit's cells and those of
// the cages it touches, and whether each lies in the unit.
func (u *killerUnit) scope() (out []cp.VarID, inUnit []bool) {
	seen := map[int]bool{}
	add := func(c int) {
		if !seen[c] {
			seen[c] = true
			out = append(out, u.vars[c])
			inUnit = append(inUnit, u.in[c])
		}
	}
	for _, c := range u.cells {
		add(c)
	}
	for _, k := range u.touch {
		for _, c := range u.cages[k].cells {
			add(c)
		}
	}
	return out, inUnit
}

func (u *killerUnit) Propagate(s *cp.Store) cp.Status {
	rest := u.n * (u.n + 1) / 2
	anyPlaced := false
	for _, c := range u.cells {
		if x := u.vars[c]; s.Fixed(x) {
			rest -= s.Value(x)
			anyPlaced = true
		}
	}
	whole := false
	for _, k := range u.touch {
		cg := &u.cages[k]
		open, inside, crest := 0, true, cg.sum
		for i, c := range cg.cells {
			if x := cg.xs[i]; s.Fixed(x) {
				crest -= s.Value(x)
				continue
			}
			open++
			inside = inside && u.in[c]
		}
		if open > 0 && inside {
			rest -= crest
			whole = true
		}
	}
	if !whole && !anyPlaced {
		return cp.NoFix // Solo makes no deduced cage of a unit left whole
	}
	u.inner = u.inner[:0]
	one, oneCage := -2, true // the one cage the inner cells lie in
	for _, c := range u.cells {
		x := u.vars[c]
		if s.Fixed(x) || u.wholeOpen(s, u.owner[c]) {
			continue
		}
		u.inner = append(u.inner, x)
		if one == -2 {
			one = u.owner[c]
		} else if u.owner[c] != one {
			oneCage = false
		}
	}
	if len(u.inner) == 0 {
		if rest != 0 {
			return cp.Fail
		}
		return cp.NoFix
	}
	// The outer cells and their sum are read before the inner cells are
	// narrowed (a cell placed by them would be counted twice).
	u.outer, u.outC = u.outer[:0], u.outC[:0]
	crest := 0
	if oneCage && one >= 0 {
		// The inner cells all lie in cage one: its open cells outside
		// the unit make the rest of its sum.
		cg := &u.cages[one]
		crest = cg.sum - rest
		for i, c := range cg.cells {
			x := cg.xs[i]
			if s.Fixed(x) {
				crest -= s.Value(x)
			} else if !u.in[c] {
				u.outer = append(u.outer, x)
				u.outC = append(u.outC, c)
			}
		}
	}
	if !minmax(s, u.inner, rest) || !sumSets(s, u.combos, u.inner, rest) {
		return cp.Fail
	}
	if !oneCage || one < 0 {
		return cp.NoFix
	}
	if len(u.outer) == 0 {
		if crest != 0 {
			return cp.Fail
		}
		return cp.NoFix
	}
	if !minmax(s, u.outer, crest) {
		return cp.Fail
	}
	if u.oneUnit(u.outC) && !sumSets(s, u.combos, u.outer, crest) {
		return cp.Fail
	}
	return cp.NoFix
}

// wholeOpen reports whether cage k's open cells all lie in the unit
// (false for no cage).
func (u *killerUnit) wholeOpen(s *cp.Store, k int) bool {
	if k < 0 {
		return false
	}
	cg := &u.cages[k]
	for i, c := range cg.cells {
		if !u.in[c] && !s.Fixed(cg.xs[i]) {
			return false
		}
	}
	return true
}

// oneUnit reports whether the cells lie in one row, column or box.
func (u *killerUnit) oneUnit(cells []int) bool {
	row, col, box := true, true, true
	n, b := u.n, u.b
	for _, c := range cells[1:] {
		c0 := cells[0]
		row = row && c/n == c0/n
		col = col && c%n == c0%n
		box = box && c/n/b == c0/n/b && c%n/b == c0%n/b
	}
	return row || col || box
}

// Clone implements cp.Cloner: the tables are shared, the rest is scratch.
func (u *killerUnit) Clone(*cp.Store) cp.Propagator {
	c := *u
	c.inner = make([]cp.VarID, 0, cap(u.inner))
	c.outer = make([]cp.VarID, 0, cap(u.outer))
	c.outC = make([]int, 0, cap(u.outC))
	return &c
}
