package propagators

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// The grid of AllDifferents (AllDifferentGrid): units over shared
// variables, each unit at domain consistency when a call ends.

// gridClaim is what AllDifferentGrid prunes.
const gridClaim = "every unit domain consistent (Régin on each), to the fixpoint of all units"

// gridOracleCase is a case of variables xs[0..n) and units over them
// (index lists, each of at least three distinct variables).
func gridOracleCase(doms [][]int, units [][]int) oracleCase {
	scopes := func(xs []cp.VarID) [][]cp.VarID {
		out := make([][]cp.VarID, len(units))
		for k, u := range units {
			for _, i := range u {
				out[k] = append(out[k], xs[i])
			}
		}
		return out
	}
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error { return AllDifferentGrid(s, scopes(xs), nil) },
		check: func(vals []int) bool {
			for _, u := range units {
				for a := range u {
					for b := a + 1; b < len(u); b++ {
						if vals[u[a]] == vals[u[b]] {
							return false
						}
					}
				}
			}
			return true
		},
		reference: func(doms [][]int) [][]int { return gridReference(doms, units) },
	}
}

// gridReference keeps, unit by unit until nothing changes, the values
// that some assignment of the unit's domains with distinct values
// supports (brute force), and returns the domains, all emptied on a
// failure.
func gridReference(doms [][]int, units [][]int) [][]int {
	d := make([][]int, len(doms))
	for i := range doms {
		d[i] = slices.Clone(doms[i])
	}
	for again := true; again; {
		again = false
		for _, u := range units {
			supported := make([]map[int]bool, len(u))
			for a := range u {
				supported[a] = map[int]bool{}
			}
			vals := make([]int, len(u))
			var walk func(a int)
			walk = func(a int) {
				if a == len(u) {
					for b, v := range vals {
						supported[b][v] = true
					}
					return
				}
				for _, v := range d[u[a]] {
					if !slices.Contains(vals[:a], v) {
						vals[a] = v
						walk(a + 1)
					}
				}
			}
			walk(0)
			for a, i := range u {
				kept := d[i][:0:0]
				for _, v := range d[i] {
					if supported[a][v] {
						kept = append(kept, v)
					}
				}
				if len(kept) == 0 {
					return emptied(doms)
				}
				if len(kept) != len(d[i]) {
					d[i], again = kept, true
				}
			}
		}
	}
	return d
}

// gridRandomCase draws 4 to 7 variables over values 1..k and 2 to 4
// units of 3 to 5 of them.
func gridRandomCase(r *rand.Rand) oracleCase {
	n := 4 + r.IntN(4)
	k := 3 + r.IntN(3)
	doms := make([][]int, n)
	for i := range doms {
		doms[i] = randDom(r, 1, k)
	}
	units := make([][]int, 2+r.IntN(3))
	for u := range units {
		units[u] = r.Perm(n)[:3+r.IntN(min(3, n-2))]
	}
	return gridOracleCase(doms, units)
}

// gridOracleRow is the grid's oracle row. It runs in its own test
// rather than registered with addOracleRow: the shared harnesses seed each
// row by its index in the sorted list, and a new row would move every
// later row's cases.
var gridOracleRow = oracleRow{
	name: "alldifferent-grid", strength: claimed, claim: gridClaim,
	gen: gridRandomCase,
	// A 2x3 Latin rectangle's rows and two columns, sharing corners.
	tiny: func() oracleCase {
		return gridOracleCase([][]int{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}, {1, 2}, {2, 3}, {1, 3}},
			[][]int{{0, 1, 2}, {3, 4, 5}, {0, 3, 1}, {2, 5, 4}})
	},
}

// TestOracleGrid is TestOracle's checks on the grid's row: soundness,
// the claimed pruning, fixed assignments, idempotence and PopTo.
func TestOracleGrid(t *testing.T) {
	row := gridOracleRow
	r := rand.New(rand.NewPCG(2024, 0x7e55e7a))
	st, n, exhaustive := runOracleRow(t, row, r)
	t.Logf("%s: %d random + %d exhaustive cases, %d with solutions, %d failed at propagation; %d fixpoints checked against the claim, on %d cases the claimed rules prune the starting domains",
		row.name, n, exhaustive, st.withSolutions, st.propFailures, st.claimChecked, st.claimActive)
	if st.claimActive == 0 || st.propFailures == 0 || st.withSolutions == 0 {
		t.Error("the cases never prune, fail or have solutions: the check is empty")
	}
}

// latinUnits lists the units of an n×n Latin square, cells in reading
// order: the rows and the columns, and with diagonals the n wrapped
// diagonals and n anti-diagonals too (4n units: more than 64 from
// n = 17, the grid's general path).
func latinUnits(n int, diagonals bool) [][]int {
	var units [][]int
	for k := range n {
		row, col, dia, anti := make([]int, n), make([]int, n), make([]int, n), make([]int, n)
		for c := range n {
			row[c], col[c] = k*n+c, c*n+k
			dia[c], anti[c] = c*n+(c+k)%n, c*n+(k-c+n)%n
		}
		units = append(units, row, col)
		if diagonals {
			units = append(units, dia, anti)
		}
	}
	return units
}

// postLatin makes n×n variables over 1..n on s and posts units over
// them, as one grid or as one AllDifferent each.
func postLatin(t testing.TB, s *cp.Store, n int, units [][]int, grid bool) []cp.VarID {
	cells := make([]cp.VarID, n*n)
	for i := range cells {
		cells[i] = s.NewVar(1, n)
	}
	scopes := make([][]cp.VarID, len(units))
	for k, u := range units {
		for _, i := range u {
			scopes[k] = append(scopes[k], cells[i])
		}
	}
	if grid {
		if err := AllDifferentGrid(s, scopes, nil); err != nil {
			t.Fatal(err)
		}
		return cells
	}
	for _, sc := range scopes {
		if err := AllDifferent(s, sc, Domain); err != nil {
			t.Fatal(err)
		}
	}
	return cells
}

// TestAllDifferentGridAsSeparate compares the grid with one AllDifferent
// per unit on Latin squares (4×4 to 7×7, and 17×17 with diagonals: 68
// units) under random assignments, removals and backtracks: the same
// domains at every fixpoint, the same failures.
func TestAllDifferentGridAsSeparate(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 9))
	for round := 0; round < 200; round++ {
		n, diagonals := 4+r.IntN(4), false
		switch {
		case round%50 == 49:
			n = 33 // 66 units: more than one word of them
		case round%10 == 9:
			n, diagonals = 17, true
		}
		units := latinUnits(n, diagonals)
		g, a := cp.NewStore(), cp.NewStore()
		gc, ac := postLatin(t, g, n, units, true), postLatin(t, a, n, units, false)
		if a.NumProps() != len(units) {
			t.Fatalf("%d propagators for %d units apart", a.NumProps(), len(units))
		}
		og, oa := g.Propagate(), a.Propagate()
		for step := 0; step < 30 && og == oa && og; step++ {
			if g.Level() > 0 && r.IntN(4) == 0 {
				lvl := r.IntN(g.Level())
				g.PopTo(lvl)
				a.PopTo(lvl)
			}
			g.Push()
			a.Push()
			i, v := r.IntN(n*n), 1+r.IntN(n)
			if r.IntN(2) == 0 {
				g.Assign(gc[i], v)
				a.Assign(ac[i], v)
			} else {
				g.Remove(gc[i], v)
				a.Remove(ac[i], v)
			}
			og, oa = g.Propagate(), a.Propagate()
			if og != oa {
				t.Fatalf("round %d step %d: grid %v, separate %v", round, step, og, oa)
			}
			if !og {
				break
			}
			for c := range gc {
				if g.String(gc[c]) != a.String(ac[c]) {
					t.Fatalf("round %d step %d: cell %d grid %s, separate %s", round, step, c, g.String(gc[c]), a.String(ac[c]))
				}
			}
		}
	}
}

// TestAllDifferentGridFailsAsSeparate: assigning values still in the
// domains until propagation fails, the unit of the grid that fails is the
// AllDifferent that fails when the units are posted apart (the grid runs
// its dirty units in the order the store's queue would run them): the
// part dom/wdeg bumps is the propagator it bumps apart.
func TestAllDifferentGridFailsAsSeparate(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 10))
	fails := 0
	for round := 0; round < 120; round++ {
		n, diagonals := 4+r.IntN(5), round%2 == 1
		if round%40 == 39 {
			n, diagonals = 33, false // 66 units: more than one word of them
		}
		units := latinUnits(n, diagonals)
		g, a := cp.NewStore(), cp.NewStore()
		gc, ac := postLatin(t, g, n, units, true), postLatin(t, a, n, units, false)
		if a.NumProps() != len(units) {
			t.Fatalf("%d propagators for %d units apart", a.NumProps(), len(units))
		}
		ok := g.Propagate() && a.Propagate()
		for ok {
			i := r.IntN(n * n)
			if a.Fixed(ac[i]) {
				continue
			}
			v := 1 + r.IntN(n)
			for !a.Contains(ac[i], v) {
				v = 1 + r.IntN(n)
			}
			g.Assign(gc[i], v)
			a.Assign(ac[i], v)
			og, oa := g.Propagate(), a.Propagate()
			if og != oa {
				t.Fatalf("round %d: grid %v, separate %v", round, og, oa)
			}
			if ok = og; !ok {
				fails++
				k := g.Propagator(g.FailedProp()).(cp.PartWeigher).FailedPartIndex()
				if p := a.FailedProp(); k != int(p) {
					t.Fatalf("round %d: the grid failed at unit %d, apart propagator %d failed", round, k, p)
				}
			}
			done := true
			for _, x := range ac {
				done = done && a.Fixed(x)
			}
			ok = ok && !done
		}
	}
	if fails < 40 {
		t.Fatalf("only %d of 120 rounds failed in propagation", fails)
	}
}

// TestAllDifferentGridParts: the parts dom/wdeg weighs are the units.
func TestAllDifferentGridParts(t *testing.T) {
	s := cp.NewStore()
	units := latinUnits(4, false)
	postLatin(t, s, 4, units, true)
	pw, ok := s.Propagator(0).(cp.PartWeigher)
	if !ok {
		t.Fatal("the grid has no parts")
	}
	parts := pw.Parts()
	if len(parts) != len(units) {
		t.Fatalf("%d parts for %d units", len(parts), len(units))
	}
	for k, u := range units {
		for i, c := range u {
			if parts[k][i] != cp.VarID(c) {
				t.Fatalf("part %d is %v, want the cells %v", k, parts[k], u)
			}
		}
	}
}

// TestAllDifferentGridAllocs: a search step (assign, propagate, pop) on
// a 9×9 Latin grid allocates nothing.
func TestAllDifferentGridAllocs(t *testing.T) {
	s := cp.NewStore()
	cells := postLatin(t, s, 9, latinUnits(9, false), true)
	if !s.Propagate() {
		t.Fatal("root")
	}
	k := 0
	allocs := testing.AllocsPerRun(200, func() {
		s.Push()
		s.Assign(cells[k%81], 1+k%9)
		s.Propagate()
		s.PopTo(0)
		k++
	})
	if allocs != 0 {
		t.Errorf("%v allocations per step, want 0", allocs)
	}
}

// TestAllDifferentGridArgs: bad units are refused with the unit named,
// short ones are posted apart.
func TestAllDifferentGridArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, z := s.NewVar(1, 3), s.NewVar(1, 3), s.NewVar(1, 3)
	if err := AllDifferentGrid(s, [][]cp.VarID{{x, y, x}}, nil); err == nil {
		t.Error("a repeated variable was accepted")
	}
	if err := AllDifferentGrid(s, [][]cp.VarID{{x, y, z}, {x, 99}}, nil); err == nil {
		t.Error("a variable of no store was accepted")
	}
	iv := s.NewIntervalVar(1, 3)
	if err := AllDifferentGrid(s, [][]cp.VarID{{x, y, iv}}, nil); err == nil {
		t.Error("an interval variable was accepted")
	}
	before := s.NumProps()
	if err := AllDifferentGrid(s, [][]cp.VarID{{x, y}, {}, {z}}, nil); err != nil || s.NumProps() != before+1 || s.Kind(cp.PropID(before)) == "alldifferent-grid" {
		t.Errorf("short units: %v, %d propagators posted", err, s.NumProps()-before)
	}
}

// TestOracleGridReasons is TestOracleReasons on the grid's row: every
// fact and failure of the grid, under explanation, is implied by the
// reason its units give (the harness checks each against the brute-force
// solutions), and none falls back on the coarse reason.
func TestOracleGridReasons(t *testing.T) {
	row := gridOracleRow
	n := 300 * *oracleScale
	if testing.Short() {
		n = 60
	}
	r := rand.New(rand.NewPCG(2024, 0x5ea5015))
	st := &reasonStats{}
	for k := 0; k < n && !t.Failed(); k++ {
		c := row.gen(r)
		if k%2 == 1 {
			// As a learning search runs it: the one-word units.
			post := c.post
			c.post = func(s *cp.Store, xs []cp.VarID) error {
				if err := post(s, xs); err != nil {
					return err
				}
				for p := range s.NumProps() {
					if g, ok := s.Propagator(cp.PropID(p)).(*alldiffFamily); ok {
						g.SetLearning(true)
					}
				}
				return nil
			}
		}
		runReasonCase(t, row, c, r, st, fmt.Sprintf("random case %d", k))
	}
	t.Logf("%s: %d cases; facts: %d precise, %d fell back, %d coarse; failures: %d (%d by an Explainer)",
		row.name, st.cases, st.precise, st.fallback, st.coarse, st.failures, st.failuresPrecis)
	if st.precise == 0 || st.failures == 0 {
		t.Error("no fact or no failure explained: the check is empty")
	}
	if st.coarse+st.fallback > 0 {
		t.Errorf("%d facts fell back on the coarse reason", st.coarse+st.fallback)
	}
}

// TestAllDifferentGridFailedPart: a failure names the unit that failed,
// and a short unit posted apart carries its name.
func TestAllDifferentGridFailedPart(t *testing.T) {
	s := cp.NewStore()
	a, b, c, d := s.NewVar(1, 3), s.NewVar(1, 3), s.NewVar(1, 2), s.NewVar(1, 2)
	e := s.NewVar(1, 2)
	err := AllDifferentGrid(s, [][]cp.VarID{{a, b, c}, {c, d, e}, {a, e}}, []string{"row 1", "row 2", "pair"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Fatal("three variables over {1,2} propagate")
	}
	g, ok := s.Propagator(s.FailedProp()).(cp.PartNamer)
	if !ok {
		t.Fatalf("the failed propagator (%s) names no part", s.Kind(s.FailedProp()))
	}
	if kind, label, ok := g.FailedPart(); !ok || kind != "alldifferent-domain" || label != "row 2" {
		t.Errorf("failed part %q %q %v, want alldifferent-domain row 2", kind, label, ok)
	}
	if err := AllDifferentGrid(s, [][]cp.VarID{{a, b, c}}, []string{"x", "y"}); err == nil {
		t.Error("two names for one unit were accepted")
	}
	found := false
	for p := range s.NumProps() {
		found = found || s.Label(cp.PropID(p)) == "pair"
	}
	if !found {
		t.Error("the short unit posted apart has lost its name")
	}
}
