package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// schedMaxTime bounds every start, duration and capacity the scheduling
// constraints accept, so that their sums and energies cannot overflow.
const schedMaxTime = 1 << 40

// Disjunctive posts that the tasks i, each running from starts[i] for
// durations[i] time units, never overlap (a unary resource): for i ≠ j with
// positive durations, starts[i]+durations[i] ≤ starts[j] or
// starts[j]+durations[j] ≤ starts[i]. A task of duration 0 takes no time and
// may be anywhere (MiniZinc's disjunctive, not disjunctive_strict). The
// same start variable may serve several tasks.
//
// It returns an error wrapping ErrArgs for mismatched lengths, a negative
// duration, a variable that does not belong to s, or a start or duration
// beyond ±2⁴⁰.
//
// Consistency: bounds on the starts, at the common fixpoint of the rules
// below and their mirror images (time reversed: est and lct swap roles, so
// not-last gives not-first and the others push the latest start down).
// With est_i = min start, lct_i = max start + duration, lst_i = lct_i − p_i,
// p_i the duration, and ECT(Ω) = max over non-empty Ω' ⊆ Ω of
// min est_Ω' + Σ p_Ω':
//
//   - overload checking: fail if ECT(Ω) > max lct_Ω for some set Ω;
//   - detectable precedences: est_i ≥ ECT({j ≠ i : lst_j < est_i + p_i});
//   - not-last: if ECT(Ω) > lst_i for some Ω ∌ i, then
//     lct_i ≤ max lst_Ω;
//   - edge finding: if ECT(Ω ∪ {i}) > max lct_Ω for some Ω ∌ i, then
//     est_i ≥ ECT(Ω).
//
// Each rule is applied to every task and set at once by Vilím's Θ-tree and
// Θ-Λ-tree algorithms (Vilím 2004, "O(n log n) filtering algorithms for
// unary resource constraint"), so a pass over both directions costs
// O(n log n); the propagator runs passes until the bounds stop changing.
// Tasks of duration 0 take no part. It wakes on bound changes of the starts,
// which may be interval variables (cp.Store.IsInterval): only bounds are read.
func Disjunctive(s *cp.Store, starts []cp.VarID, durations []int) error {
	const name = "Disjunctive"
	if len(durations) != len(starts) {
		return argErr(name, "%d starts but %d durations", len(starts), len(durations))
	}
	if err := checkVarsAny(s, name, true, starts...); err != nil {
		return err
	}
	for i, d := range durations {
		if d < 0 || d > schedMaxTime {
			return argErr(name, "duration %d of task %d is outside 0..2^40", d, i)
		}
	}
	if err := schedCheckTimes(s, name, "start", starts); err != nil {
		return err
	}
	var ts []cp.VarID
	var ds []int
	for i, d := range durations {
		if d > 0 {
			ts, ds = append(ts, starts[i]), append(ds, d)
		}
	}
	if len(ts) < 2 {
		return nil // nothing can overlap
	}
	p := newDisjunctive(ts, ds, nil)
	subscribeOnce(s, s.Post(p, cp.Quadratic, "disjunctive"), cp.OnBounds, ts...)
	return nil
}

// DisjunctiveVar is Disjunctive with variable durations (restricted to be
// non-negative). The rules of Disjunctive are applied to the relaxation
// where task i has p_i = min duration and lct_i = max start + max duration;
// a task whose duration may be 0 takes no part until its minimum is
// positive. The deduction "task i ends by L" sets max start ≤ L − min
// duration and max duration ≤ L − min start. Same cost and consistency
// statement, on that relaxation; it wakes on bound changes of starts and
// durations.
func DisjunctiveVar(s *cp.Store, starts, durations []cp.VarID) error {
	const name = "DisjunctiveVar"
	if len(durations) != len(starts) {
		return argErr(name, "%d starts but %d durations", len(starts), len(durations))
	}
	if err := checkVarsAny(s, name, true, starts...); err != nil {
		return err
	}
	if err := checkVarsAny(s, name, true, durations...); err != nil {
		return err
	}
	if err := schedCheckTimes(s, name, "start", starts); err != nil {
		return err
	}
	if err := schedCheckTimes(s, name, "duration", durations); err != nil {
		return err
	}
	// A variable in two roles is read through a fresh copy (see CumulativeVar).
	all, err := distinctArgs(s, slices.Concat(starts, durations))
	if err != nil {
		return err
	}
	starts, durations = all[:len(starts)], all[len(starts):]
	for _, d := range durations {
		if !s.SetMin(d, 0) {
			return nil // the store has failed
		}
	}
	if len(starts) < 2 {
		return nil
	}
	p := newDisjunctive(starts, nil, durations)
	id := s.Post(p, cp.Quadratic, "disjunctive-var")
	subscribeOnce(s, id, cp.OnBounds, slices.Concat(starts, durations)...)
	return nil
}

// schedCheckTimes verifies that the variables' bounds lie within
// ±schedMaxTime.
func schedCheckTimes(s *cp.Store, name, what string, xs []cp.VarID) error {
	for i, x := range xs {
		if s.Min(x) < -schedMaxTime || s.Max(x) > schedMaxTime {
			return argErr(name, "%s %d (variable %d) has values beyond ±2^40", what, i, x)
		}
	}
	return nil
}

// disjunctive is the propagator of Disjunctive (dur set) and DisjunctiveVar
// (durs set). Each call loads the tasks that take part, runs the unary rules
// forwards and on the mirrored tasks, and writes the new bounds.
type disjunctive struct {
	starts []cp.VarID
	dur    []int        // fixed durations, or nil
	durs   []cp.VarID   // variable durations, or nil
	task   []int32      // the tasks taking part in this call
	u      [2]unaryCore // forwards and mirrored: each keeps its sort orders
}

func newDisjunctive(starts []cp.VarID, dur []int, durs []cp.VarID) *disjunctive {
	n := len(starts)
	return &disjunctive{
		starts: slices.Clone(starts), dur: slices.Clone(dur), durs: slices.Clone(durs),
		task: make([]int32, 0, n),
		u:    [2]unaryCore{newUnaryCore(n), newUnaryCore(n)},
	}
}

// bounds returns task i's duration bounds.
func (p *disjunctive) bounds(s *cp.Store, i int) (dmin, dmax int) {
	if p.durs == nil {
		return p.dur[i], p.dur[i]
	}
	return s.Min(p.durs[i]), s.Max(p.durs[i])
}

func (p *disjunctive) Propagate(s *cp.Store) cp.Status {
	p.task = p.task[:0]
	fixed := true
	for i, x := range p.starts {
		dmin, _ := p.bounds(s, i)
		if dmin > 0 {
			p.task = append(p.task, int32(i))
		}
		fixed = fixed && s.Fixed(x) && (p.durs == nil || s.Fixed(p.durs[i]))
	}
	changed := false
	for mirror := 0; mirror < 2 && len(p.task) >= 2; mirror++ {
		u := &p.u[mirror]
		u.m = len(p.task)
		for k, i := range p.task {
			x := p.starts[i]
			dmin, dmax := p.bounds(s, int(i))
			if mirror == 0 {
				u.est[k], u.lct[k] = s.Min(x), s.Max(x)+dmax
			} else {
				u.est[k], u.lct[k] = -(s.Max(x) + dmax), -s.Min(x)
			}
			u.p[k] = dmin
		}
		if !u.run() {
			return cp.Fail
		}
		for k, i := range p.task {
			startMin, endMax := u.newEst[k], u.newLct[k]
			if mirror == 1 {
				startMin, endMax = -u.newLct[k], -u.newEst[k]
			}
			ok, ch := p.tighten(s, int(i), startMin, endMax)
			if !ok {
				return cp.Fail
			}
			changed = changed || ch
		}
	}
	switch {
	case changed:
		return cp.NoFix
	case fixed:
		return cp.Subsumed
	}
	return cp.Fix
}

// tighten applies "task i starts at or after startMin and ends by endMax".
func (p *disjunctive) tighten(s *cp.Store, i, startMin, endMax int) (ok, changed bool) {
	x := p.starts[i]
	dmin, dmax := p.bounds(s, i)
	if startMin > s.Min(x) {
		changed = true
		if !s.SetMin(x, startMin) {
			return false, true
		}
	}
	if endMax-dmin < s.Max(x) {
		changed = true
		if !s.SetMax(x, endMax-dmin) {
			return false, true
		}
	}
	if p.durs != nil && endMax-s.Min(x) < dmax {
		changed = true
		if !s.SetMax(p.durs[i], endMax-s.Min(x)) {
			return false, true
		}
	}
	return true, changed
}

// Clone implements cp.Cloner; the tasks' variables and durations are
// shared (read only).
func (p *disjunctive) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.task = cloneSlice(p.task)
	for i := range p.u {
		c.u[i] = p.u[i].clone()
	}
	return &c
}

// unaryCore runs the unary-resource rules on m tasks given by est, lct and
// p (all p > 0), in one direction: newEst and newLct receive the deduced
// bounds. All arrays are scratch sized for the largest m.
type unaryCore struct {
	m                          int
	lastM                      int // m of the previous run: the sort orders start from it
	est, lct, p                []int
	lst, ect                   []int
	newEst, newLct             []int
	byEst, byLct, byLst, byEct []int32
	rank                       []int32 // task → leaf position (est order)
	inTheta                    []bool
	tree                       thetaTree
	sorter                     schedSorter
}

func newUnaryCore(n int) unaryCore {
	mk := func() []int { return make([]int, n) }
	mk32 := func() []int32 { return make([]int32, n) }
	return unaryCore{
		est: mk(), lct: mk(), p: mk(), lst: mk(), ect: mk(), newEst: mk(), newLct: mk(),
		byEst: mk32(), byLct: mk32(), byLst: mk32(), byEct: mk32(), rank: mk32(),
		inTheta: make([]bool, n),
		tree:    newThetaTree(n),
		lastM:   -1,
	}
}

// run applies overload checking, detectable precedences, not-last and edge
// finding once, each against the bounds given (Vilím's algorithms read the
// original bounds and write newEst/newLct). It reports false on overload.
func (u *unaryCore) run() bool {
	m := u.m
	est, lct, p, lst, ect := u.est[:m], u.lct[:m], u.p[:m], u.lst[:m], u.ect[:m]
	for i := range est {
		lst[i], ect[i] = lct[i]-p[i], est[i]+p[i]
	}
	fresh := m != u.lastM
	u.lastM = m
	u.sorter.sortBy(u.byEst[:m], est, fresh)
	u.sorter.sortBy(u.byLct[:m], lct, fresh)
	u.sorter.sortBy(u.byLst[:m], lst, fresh)
	u.sorter.sortBy(u.byEct[:m], ect, fresh)
	for pos, i := range u.byEst[:m] {
		u.rank[i] = int32(pos)
		u.tree.setLeaf(pos, i, est[i], p[i])
	}
	copy(u.newEst[:m], est)
	copy(u.newLct[:m], lct)
	if !u.overload() {
		return false
	}
	u.detectablePrecedences()
	u.notLast()
	return u.edgeFinding()
}

// overload inserts the tasks by increasing lct and fails as soon as
// ECT(Θ) > lct_j: some subset of Θ cannot fit before max lct_Θ.
func (u *unaryCore) overload() bool {
	t := &u.tree
	t.reset(u.m, false)
	for _, j := range u.byLct[:u.m] {
		t.set(int(u.rank[j]), thetaWhite)
		if t.ECT() > u.lct[j] {
			return false
		}
	}
	return true
}

// detectablePrecedences: every j with lst_j < ect_i must precede i, so
// est_i ≥ ECT of those j. Tasks i by increasing ect, the j enter Θ by
// increasing lst.
func (u *unaryCore) detectablePrecedences() {
	t, m := &u.tree, u.m
	t.reset(m, false)
	clear(u.inTheta[:m])
	q := 0
	for _, i := range u.byEct[:m] {
		for q < m && u.ect[i] > u.lst[u.byLst[q]] {
			j := u.byLst[q]
			t.set(int(u.rank[j]), thetaWhite)
			u.inTheta[j] = true
			q++
		}
		if u.inTheta[i] {
			t.set(int(u.rank[i]), thetaEmpty)
		}
		if e := t.ECT(); e > u.newEst[i] {
			u.newEst[i] = e
		}
		if u.inTheta[i] {
			t.set(int(u.rank[i]), thetaWhite)
		}
	}
}

// notLast: with Θ = {j ≠ i : lst_j < lct_i}, if ECT(Θ) > lst_i then i
// cannot come after all of Θ, so it ends by the largest lst in Θ. Tasks i by
// increasing lct, the j enter Θ by increasing lst.
func (u *unaryCore) notLast() {
	t, m := &u.tree, u.m
	t.reset(m, false)
	clear(u.inTheta[:m])
	q := 0
	for _, i := range u.byLct[:m] {
		for q < m && u.lct[i] > u.lst[u.byLst[q]] {
			j := u.byLst[q]
			t.set(int(u.rank[j]), thetaWhite)
			u.inTheta[j] = true
			q++
		}
		if u.inTheta[i] {
			t.set(int(u.rank[i]), thetaEmpty)
		}
		if t.ECT() > u.lst[i] {
			// Θ \ {i} is not empty (its ECT is finite): its largest lst is
			// that of the last task inserted, or the one before when that
			// is i itself.
			j := u.byLst[q-1]
			if j == i {
				j = u.byLst[q-2]
			}
			u.newLct[i] = min(u.newLct[i], u.lst[j])
		}
		if u.inTheta[i] {
			t.set(int(u.rank[i]), thetaWhite)
		}
	}
}

// edgeFinding: Θ starts with every task; tasks leave Θ for Λ (gray) by
// decreasing lct. With Θ = {j : lct_j ≤ L}, a gray i with ECT(Θ ∪ {i}) > L
// must end after L, hence after every task of Θ: est_i ≥ ECT(Θ). It also
// fails on ECT(Θ) > L (overload).
func (u *unaryCore) edgeFinding() bool {
	t, m := &u.tree, u.m
	t.reset(m, true)
	t.whiteAll(m)
	byLct := u.byLct[:m]
	if t.ECT() > u.lct[byLct[m-1]] {
		return false
	}
	for k := m - 1; k > 0; k-- {
		t.set(int(u.rank[byLct[k]]), thetaGray)
		L := u.lct[byLct[k-1]]
		if t.ECT() > L {
			return false
		}
		for {
			e, g := t.ECTGray()
			if e <= L || g < 0 {
				break
			}
			if c := t.ECT(); c > u.newEst[g] {
				u.newEst[g] = c
			}
			t.set(int(u.rank[g]), thetaEmpty)
		}
	}
	return true
}

func (u *unaryCore) clone() unaryCore {
	c := *u
	c.est, c.lct, c.p = cloneSlice(u.est), cloneSlice(u.lct), cloneSlice(u.p)
	c.lst, c.ect = cloneSlice(u.lst), cloneSlice(u.ect)
	c.newEst, c.newLct = cloneSlice(u.newEst), cloneSlice(u.newLct)
	c.byEst, c.byLct, c.byLst, c.byEct = cloneSlice(u.byEst), cloneSlice(u.byLct), cloneSlice(u.byLst), cloneSlice(u.byEct)
	c.rank, c.inTheta = cloneSlice(u.rank), cloneSlice(u.inTheta)
	c.tree = u.tree.clone()
	c.sorter = u.sorter.clone()
	return c
}
