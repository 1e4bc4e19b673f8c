package search

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

func queensModel(tb testing.TB, n int) (*cp.Store, []cp.VarID) {
	tb.Helper()
	s := cp.NewStore()
	q := make([]cp.VarID, n)
	for i := range q {
		q[i] = s.NewVar(0, n-1)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			for _, c := range []int{0, j - i, i - j} {
				if err := propagators.NotEqual(s, q[i], q[j], c); err != nil {
					tb.Fatal(err)
				}
			}
		}
	}
	return s, q
}

var allocOptions = []Options{
	{VarSelect: InputOrder, ValSelect: ValMin},
	{VarSelect: FirstFail, ValSelect: ValMedian},
	{VarSelect: DomWDeg, ValSelect: ValRandom, Seed: 5, Restart: Luby(1)},
	{VarSelect: DomWDeg, ValSelect: ValSplit, Restart: Geometric(2, 1.5)},
	{Phases: []Phase{{VarSelect: FirstFail, ValSelect: ValMax}, {VarSelect: InputOrder}, {VarSelect: DomWDeg, ValSelect: ValRandom}}, Seed: 3},
	{Phases: []Phase{{VarSelect: DomWDeg, ValSelect: ValSplit}, {VarSelect: FirstFail, ValSelect: ValMedian}}, Restart: Luby(2)},
	{Phases: []Phase{{VarSelect: Smallest, ValSelect: ValReverseSplit}, {VarSelect: Largest, ValSelect: ValMiddle},
		{VarSelect: AntiFirstFail}, {VarSelect: Occurrence, ValSelect: ValMax}, {VarSelect: MaxRegret, ValSelect: ValSplit}}},
	{VarSelect: FirstFail, Lookahead: Lookahead{MaxDomain: 6, Depth: AllDepths}},
}

// withVars returns o branching on q: as Vars, or split evenly over o's
// phases (the phases are copied).
func withVars(o Options, q []cp.VarID) Options {
	if len(o.Phases) == 0 {
		o.Vars = q
		return o
	}
	o.Phases = append([]Phase(nil), o.Phases...)
	n := len(o.Phases)
	for k := range o.Phases {
		o.Phases[k].Vars = q[k*len(q)/n : (k+1)*len(q)/n]
	}
	return o
}

func (o Options) name() string {
	if len(o.Phases) == 0 {
		return o.VarSelect.String() + "/" + o.ValSelect.String()
	}
	name := "phases"
	for _, ph := range o.Phases {
		name += " " + ph.VarSelect.String() + "/" + ph.ValSelect.String()
	}
	return name
}

// One step of a warmed-up search allocates nothing.
func TestStepAllocs(t *testing.T) {
	for _, o := range allocOptions {
		s, q := queensModel(t, 8)
		o = withVars(o, q)
		o.Objective = Maximize(q[0]) // bounds and restarts too
		e, err := New(s, o)
		if err != nil {
			t.Fatal(err)
		}
		e.Run(nil) // warm up: stack and trail reach their size
		e.begin()
		e.root()
		steps, solutions := 0, 0
		allocs := testing.AllocsPerRun(5000, func() {
			switch e.step() {
			case evDone:
				e.finish(Exhausted)
				e.begin()
				e.root()
			case evSolution:
				solutions++
			}
			steps++
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per step", o.name(), allocs)
		}
		if solutions == 0 {
			t.Errorf("%s: no solution in %d steps", o.name(), steps)
		}
	}
}

// A whole search run again on a warmed-up Search allocates nothing.
func TestRunAllocs(t *testing.T) {
	for _, o := range allocOptions {
		s, q := queensModel(t, 6)
		o = withVars(o, q)
		o.Progress = func(Stats) {}
		o.ProgressEvery = 10
		e, err := New(s, o)
		if err != nil {
			t.Fatal(err)
		}
		count := 0
		onSolution := func(*cp.Store) bool { count++; return true }
		want := e.Run(onSolution)
		if want.Solutions != 4 {
			t.Fatalf("%d solutions", want.Solutions)
		}
		allocs := testing.AllocsPerRun(20, func() {
			r := e.Run(onSolution)
			if r.Nodes != want.Nodes || r.Solutions != 4 {
				t.Fatalf("re-run: %d nodes, %d solutions; first run %d, %d", r.Nodes, r.Solutions, want.Nodes, want.Solutions)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per run", o.name(), allocs)
		}
	}
}

func TestLuby(t *testing.T) {
	want := []int64{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, 1, 2}
	for i, w := range want {
		if got := luby(int64(i + 1)); got != w {
			t.Errorf("luby(%d) = %d, want %d", i+1, got, w)
		}
	}
	var r restarter
	r.reset(Luby(3), false)
	var cut []int64
	for range 7 {
		cut = append(cut, r.cutoff)
		r.next()
	}
	for i, c := range cut {
		if c != 3*want[i] {
			t.Errorf("Luby(3) cutoff %d = %d, want %d", i, c, 3*want[i])
		}
	}
	r.reset(Geometric(10, 1.5), false)
	for i, w := range []int64{10, 15, 22, 33, 50} {
		if r.cutoff != w {
			t.Errorf("geometric cutoff %d = %d, want %d", i, r.cutoff, w)
		}
		r.next()
	}
	r.reset(Geometric(1, 1e9), false)
	for range 10 {
		r.next()
	}
	if r.cutoff != maxCutoff {
		t.Errorf("cutoff %d, want the cap", r.cutoff)
	}
}

// TestFreeRestarts: Chuffed's -f sequence at scale 100 (its restart_type
// default: run k fails 100·lowbit(k/2+1) times), the runs in pairs,
// model, model, activity, activity, ….
func TestFreeRestarts(t *testing.T) {
	wantCut := []int64{100, 100, 200, 200, 100, 100, 400, 400, 100, 100, 200, 200, 100, 100, 800, 800}
	wantAct := []bool{false, false, true, true, false, false, true, true, false, false, true, true, false, false, true, true}
	var r restarter
	r.reset(Luby(100), true)
	for k := range wantCut {
		if r.cutoff != wantCut[k] || r.activityRun() != wantAct[k] {
			t.Errorf("run %d: cutoff %d, activity %v; want %d, %v", k, r.cutoff, r.activityRun(), wantCut[k], wantAct[k])
		}
		r.next()
	}
	r.reset(Luby(100), false) // a policy of its own: runs alternate
	for k := range 4 {
		if r.activityRun() != (k%2 == 1) {
			t.Errorf("Luby run %d: activity %v", k, r.activityRun())
		}
		r.next()
	}
}

func TestValueSelection(t *testing.T) {
	s := cp.NewStore()
	x := s.NewVarValues([]int{-70, -3, 0, 4, 9, 64, 65, 200})
	if got := kth(s, x, 0); got != -70 {
		t.Errorf("kth 0 = %d", got)
	}
	for k, v := range []int{-70, -3, 0, 4, 9, 64, 65, 200} {
		if got := kth(s, x, k); got != v {
			t.Errorf("kth %d = %d, want %d", k, got, v)
		}
	}
	var b brancher
	o := Options{Vars: []cp.VarID{x}, ValSelect: ValMedian}
	b.init(s, &o)
	b.reset()
	if d, ok := b.choose(s); !ok || d.v != 4 || d.op != opEq {
		t.Errorf("median: %+v", d)
	}
	b.phases[0].valSel = ValSplit
	if d, _ := b.choose(s); d.v != 65 || d.op != opLe {
		t.Errorf("split: %+v", d)
	}
	b.phases[0].valSel = ValMax
	if d, _ := b.choose(s); d.v != 200 {
		t.Errorf("max: %+v", d)
	}
	// Bounds -70..200: split at 65, the upper half first.
	b.phases[0].valSel = ValReverseSplit
	if d, _ := b.choose(s); d.v != 66 || d.op != opGe {
		t.Errorf("reverse split: %+v", d)
	}
	// The middle 65 is in the domain; without it 64 and 9 are nearest
	// on either side, 64 nearer.
	b.phases[0].valSel = ValMiddle
	if d, _ := b.choose(s); d.v != 65 || d.op != opEq {
		t.Errorf("middle: %+v", d)
	}
	s.Push()
	s.Remove(x, 65)
	if d, _ := b.choose(s); d.v != 64 {
		t.Errorf("middle without 65: %+v", d)
	}
	s.Remove(x, 64)
	s.Remove(x, 9) // 4 (61 below) and 200 (135 above): 4
	if d, _ := b.choose(s); d.v != 4 {
		t.Errorf("middle without 64, 65, 9: %+v", d)
	}
	s.PopTo(0)
	// opGe branches: left x ≥ v, right x < v.
	s.Push()
	dec := decision{x, 10, opGe}
	if !dec.left(s) || s.Min(x) != 64 {
		t.Errorf("x ≥ 10 left min %d", s.Min(x))
	}
	s.PopTo(0)
	s.Push()
	if !dec.right(s) || s.Max(x) != 9 {
		t.Errorf("x < 10 left max %d", s.Max(x))
	}
	s.PopTo(0)
	// Random values are uniform over the domain.
	b.phases[0].valSel = ValRandom
	hits := map[int]int{}
	for range 8000 {
		d, _ := b.choose(s)
		if !s.Contains(x, d.v) {
			t.Fatalf("random value %d not in the domain", d.v)
		}
		hits[d.v]++
	}
	for v, n := range hits {
		if n < 800 || n > 1200 {
			t.Errorf("value %d drawn %d times of 8000", v, n)
		}
	}
	if len(hits) != 8 {
		t.Errorf("%d distinct values drawn", len(hits))
	}
}

func TestVariableSelection(t *testing.T) {
	s := cp.NewStore()
	a, b, c, d := s.NewVar(0, 5), s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 9)
	// c has a larger degree than b: first-fail picks c.
	for _, y := range []cp.VarID{a, d} {
		if err := propagators.NotEqual(s, c, y, 0); err != nil {
			t.Fatal(err)
		}
	}
	if err := propagators.NotEqual(s, b, a, 0); err != nil {
		t.Fatal(err)
	}
	vars := []cp.VarID{a, b, c, d}
	pick := func(vs VarSelect) cp.VarID {
		var br brancher
		o := Options{Vars: vars, VarSelect: vs}
		br.init(s, &o)
		br.reset()
		dec, ok := br.choose(s)
		if !ok {
			t.Fatal("no decision")
		}
		return dec.x
	}
	if x := pick(InputOrder); x != a {
		t.Errorf("input order picked %d", x)
	}
	if x := pick(FirstFail); x != c {
		t.Errorf("first-fail picked %d, want %d", x, c)
	}
	// dom/wdeg: b 4/1, c 4/2, a 6/2, d 10/1.
	if x := pick(DomWDeg); x != c {
		t.Errorf("dom/wdeg picked %d, want %d", x, c)
	}
	// Degrees a 2, b 1, c 2, d 1. Narrowed below to a 2..5, b 1..3,
	// c 0..2, d {0, 2..9}.
	s.Push()
	s.SetMin(b, 1) // b 1..3
	s.SetMin(a, 2) // a 2..5
	s.Remove(d, 1) // d 0, 2..9: a regret of 2
	s.SetMax(c, 2) // c 0..2
	for _, k := range []struct {
		vs   VarSelect
		want cp.VarID
	}{
		{Smallest, c},      // min 0 for c and d: the earlier, c
		{Largest, d},       // max 9
		{AntiFirstFail, d}, // 9 values
		{Occurrence, a},    // degree 2, as c: the earlier
		{MaxRegret, d},     // 0 then 2
	} {
		if x := pick(k.vs); x != k.want {
			t.Errorf("%v picked %d, want %d", k.vs, x, k.want)
		}
	}
	s.Assign(a, 3) // fixed: never picked
	if x := pick(Occurrence); x != c {
		t.Errorf("occurrence with a fixed picked %d, want %d", x, c)
	}
	s.PopTo(0)
	if cmpRatio(4, 0, 100, 1) <= 0 || cmpRatio(4, 0, 5, 0) >= 0 || cmpRatio(3, 2, 6, 4) != 0 {
		t.Error("cmpRatio")
	}
}

// Every failure of a propagator bumps its weight; weights restart at 1.
func TestWeightsBumped(t *testing.T) {
	s, q := queensModel(t, 8)
	e, err := New(s, Options{Vars: q, VarSelect: DomWDeg})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		r := e.Run(nil)
		var bumps int64
		for _, w := range e.br.w.weight {
			bumps += w - 1
		}
		if r.Failures == 0 || bumps != r.Failures {
			t.Errorf("%d weight bumps for %d failures", bumps, r.Failures)
		}
	}
}

// A phase branches only once every earlier phase is fixed: each decision
// is checked against the store it was taken at, step by step, through
// backtracks, restarts and the objective branched last.
func TestPhaseOrder(t *testing.T) {
	for _, o := range allocOptions {
		if len(o.Phases) == 0 {
			continue
		}
		for _, obj := range []bool{false, true} {
			s, q := queensModel(t, 10)
			o := withVars(o, q)
			if obj {
				m := s.NewVar(0, 9)
				if err := propagators.LessEq(s, q[3], m, 0); err != nil {
					t.Fatal(err)
				}
				o.Objective = Minimize(m)
			}
			phaseOf := map[cp.VarID]int{}
			for k, ph := range o.Phases {
				for _, x := range ph.Vars {
					phaseOf[x] = k
				}
			}
			e, err := New(s, o)
			if err != nil {
				t.Fatal(err)
			}
			e.begin()
			e.root()
			decisions := make([]int, len(o.Phases)+1)
			done := false
			for steps := 0; steps < 100000 && !done; steps++ {
				var unfixed []int // unfixed variables per phase before the step
				if e.phase == phaseDescend {
					unfixed = make([]int, len(o.Phases))
					for x, k := range phaseOf {
						if !s.Fixed(x) {
							unfixed[k]++
						}
					}
				}
				n := len(e.stack)
				if done = e.step() == evDone; done {
					break
				}
				if unfixed == nil || len(e.stack) != n+1 {
					continue // not a new decision
				}
				x := e.stack[n].d.x
				k, ok := phaseOf[x]
				if !ok {
					k = len(o.Phases) // the objective, after every phase
				}
				decisions[k]++
				for j := range k {
					if unfixed[j] > 0 {
						t.Fatalf("%s: decision on x%d of phase %d with %d unfixed variables in phase %d", o.name(), x, k, unfixed[j], j)
					}
				}
			}
			e.finish(Exhausted)
			if !done {
				t.Fatalf("%s: search not done in 100000 steps", o.name())
			}
			for k := range o.Phases {
				if decisions[k] == 0 {
					t.Errorf("%s: no decision in phase %d", o.name(), k)
				}
			}
			if obj != (decisions[len(o.Phases)] > 0) {
				t.Errorf("%s: %d decisions on the objective", o.name(), decisions[len(o.Phases)])
			}
		}
	}
}
