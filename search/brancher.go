package search

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// op is the kind of a decision.
type op uint8

const (
	opEq op = iota // left x = v, right x ≠ v
	opLe           // left x ≤ v, right x > v
	opGe           // left x ≥ v, right x < v (ValReverseSplit; learning, on interval variables)
	opNe           // left x ≠ v, right x = v (free search's activity runs)
)

// decision is a binary choice on one variable.
type decision struct {
	x  cp.VarID
	v  int
	op op
}

// left applies the first alternative; false on wipe-out.
func (d *decision) left(s *cp.Store) bool {
	switch d.op {
	case opLe:
		return s.SetMax(d.x, d.v)
	case opGe:
		return s.SetMin(d.x, d.v)
	case opNe:
		return s.Remove(d.x, d.v)
	}
	return s.Assign(d.x, d.v)
}

// right applies the second alternative; false on wipe-out.
func (d *decision) right(s *cp.Store) bool {
	switch d.op {
	case opLe:
		return s.SetMin(d.x, d.v+1)
	case opGe:
		return s.SetMax(d.x, d.v-1)
	case opNe:
		return s.Assign(d.x, d.v)
	}
	return s.Remove(d.x, d.v)
}

// brancher chooses the decision at a node: a variable by the current
// phase's VarSelect, then a value by its ValSelect.
//
// vars holds the variables of every phase, phase after phase (Options.Vars
// is the one phase of a search without Phases); phase k owns the indices
// [start, phases[k].end). order is a permutation of the indices of vars
// that keeps each phase's indices in the phase's range, and whose prefix
// order[:nFixed] holds variables known to be fixed at the current node.
// The phase searched is the one owning position nFixed (phaseAt), so the
// prefix covers whole earlier phases: a phase branches only once every
// earlier phase is fixed. Each choice point saves nFixed; restoring it on
// backtrack is exact, because later swaps only touch positions at or after
// the saved prefix. Ties are broken by index, never by position in order,
// so the permutation does not affect the search.
type brancher struct {
	vars    []cp.VarID
	order   []int32
	nFixed  int
	phases  []phaseSel
	phaseAt []int32 // phaseAt[pos]: the phase owning position pos of order

	seed uint64
	pcg  rand.PCG
	rng  *rand.Rand

	w       wdeg
	useWDeg bool // some phase selects by dom/wdeg (or by activity)

	// Learning (Options.Learn): variable activities (VSIDS), bumped on the
	// variables of each conflict, and saved phases (the last value of each
	// variable, tried first with Options.PhaseSaving).
	idx         []int32 // per VarID: its index in vars, -1 if none
	act         []float64
	actInc      float64
	phaseSaving bool
	saved       []int
	hasSaved    []bool

	// Free search (Options.FreeSearch): activityRun is set on the runs
	// that branch by activity over every decision variable rather than by
	// the model's phases.
	free        bool
	activityRun bool
	wideNe      bool        // Options.WideNeFirst
	lits        litActivity // the activity runs' literals (free search)
	blits       litActivity // their bound literals x ≤ v (Options.BoundLiterals)
	boundLits   bool        // Options.BoundLiterals
	lateLits    bool        // lits are off but may be built at a restart (lateLiterals)
	lateBuilt   bool        // lits were built at a restart: a new Run drops them

	// Branch and bound: the objective, branched on last when it is not a
	// decision variable, best value first.
	obj     cp.VarID
	objTail bool
	maxim   bool
}

// phaseSel is one phase's end in vars and its heuristics.
type phaseSel struct {
	end    int
	varSel VarSelect
	valSel ValSelect
}

func (b *brancher) init(s *cp.Store, opt *Options) {
	phases := opt.Phases
	if len(phases) == 0 {
		phases = []Phase{{Vars: opt.Vars, VarSelect: opt.VarSelect, ValSelect: opt.ValSelect}}
	}
	b.vars, b.phases, b.phaseAt = nil, nil, nil
	b.useWDeg = false
	for k, ph := range phases {
		b.vars = append(b.vars, ph.Vars...)
		b.phases = append(b.phases, phaseSel{len(b.vars), ph.VarSelect, ph.ValSelect})
		for range ph.Vars {
			b.phaseAt = append(b.phaseAt, int32(k))
		}
		b.useWDeg = b.useWDeg || ph.VarSelect == DomWDeg || ph.VarSelect == Activity
	}
	b.order = make([]int32, len(b.vars))
	b.seed = opt.Seed
	b.rng = rand.New(&b.pcg)
	b.obj, b.objTail = opt.Objective.Var()
	b.maxim = opt.Objective.Maximizing()
	if b.objTail && slices.Contains(b.vars, b.obj) {
		b.objTail = false
	}
	b.w = wdeg{skip: -1}
	if b.useWDeg {
		b.w.build(s)
	}
	b.act, b.saved, b.hasSaved, b.idx = nil, nil, nil, nil
	b.phaseSaving = opt.Learn && (opt.PhaseSaving || opt.FreeSearch)
	b.free = opt.Learn && opt.FreeSearch
	b.wideNe = b.free && opt.WideNeFirst
	b.activityRun = false
	if b.free && !b.useWDeg {
		b.useWDeg = true // activity's ties and its start go by dom/wdeg
		b.w.build(s)
	}
	if opt.Learn {
		b.idx = make([]int32, s.NumVars())
		for i := range b.idx {
			b.idx[i] = -1
		}
		for i, x := range b.vars {
			if b.idx[x] < 0 {
				b.idx[x] = int32(i)
			}
		}
		b.act = make([]float64, len(b.vars))
		b.saved = make([]int, len(b.vars))
		b.hasSaved = make([]bool, len(b.vars))
	}
	b.lits, b.blits = litActivity{}, litActivity{}
	b.boundLits = opt.BoundLiterals
	if b.free {
		b.buildLits(s)
	}
}

// buildLits builds the activity runs' literals over the current domains
// (none when some decision variable is an interval variable or too wide)
// and notes whether a later restart may try again.
func (b *brancher) buildLits(s *cp.Store) {
	b.lits.init(s, b.vars)
	if b.lits.on && b.boundLits {
		b.blits.init(s, b.vars)
		b.blits.bound = true
	}
	b.lateLits = !b.lits.on && !slices.ContainsFunc(b.vars, s.IsInterval)
}

// lateLiterals, at a learning restart's root, builds the literals that
// were too many when the search began, once every decision variable's
// domain there fits (maxLitSpan): on a scheduling model the start times
// span the whole horizon until the objective bound cuts it (open-shop
// j7per10-1: 0..6608, then 0..1068 after the first solutions). Without
// them its activity runs chose variables and tried x = v, x ≠ v one value
// at a time over a thousand dates. Every later root lies inside this one
// (the bound only tightens), so the literals cover every open value. It
// allocates the tables once, at the restart that builds them.
func (b *brancher) lateLiterals(s *cp.Store) {
	if !b.lateLits {
		return
	}
	for _, x := range b.vars {
		if s.Max(x)-s.Min(x) >= maxLitSpan {
			return
		}
	}
	b.buildLits(s)
	b.lateLits, b.lateBuilt = false, true
}

// reset prepares a new search: same state, same choices.
func (b *brancher) reset() {
	for i := range b.order {
		b.order[i] = int32(i)
	}
	b.nFixed = 0
	b.activityRun = false
	b.pcg.Seed(b.seed, b.seed^0x9e3779b97f4a7c15)
	b.w.reset()
	clear(b.act)
	clear(b.hasSaved)
	b.actInc = 1
	if b.lateBuilt {
		// Built over an earlier run's root: the next may start wider.
		b.lits.on, b.blits.on = false, false
		b.lateLits, b.lateBuilt = true, false
	}
	b.lits.reset()
	b.blits.reset()
}

// bumpVar raises the activity of x (a variable of a conflict), if it is a
// decision variable.
func (b *brancher) bumpVar(x cp.VarID) {
	if int(x) >= len(b.idx) || b.idx[x] < 0 {
		return
	}
	i := b.idx[x]
	b.act[i] += b.actInc
	if b.act[i] > 1e100 {
		for k := range b.act {
			b.act[k] *= 1e-100
		}
		b.actInc *= 1e-100
	}
}

// decayActivity ages the activities after a conflict (the next bumps
// weigh more: VSIDS with decay 0.95).
func (b *brancher) decayActivity() {
	b.actInc /= 0.95
	if b.lits.on {
		b.lits.decay()
	}
	if b.blits.on {
		b.blits.decay()
	}
}

// bumpLit raises the activity of the literal x = v behind l (a literal
// of a conflict on a decision variable: x = v or x ≠ v), or with
// Options.BoundLiterals that of x ≤ v behind a bound (x ≤ v, or x ≥ v
// as the negation of x ≤ v-1).
func (b *brancher) bumpLit(l cp.Lit) {
	if b.blits.on && int(l.X) < len(b.idx) && b.idx[l.X] >= 0 {
		switch l.Op {
		case cp.OpLe:
			b.blits.bump(b.idx[l.X], l.V)
		case cp.OpGe:
			b.blits.bump(b.idx[l.X], l.V-1)
		}
	}
	if !b.lits.on || (l.Op != cp.OpEq && l.Op != cp.OpNe) || int(l.X) >= len(b.idx) || b.idx[l.X] < 0 {
		return
	}
	b.lits.bump(b.idx[l.X], l.V)
}

// backtrack is told that the search goes back to level lv.
func (b *brancher) backtrack(lv int) {
	if b.lits.on {
		b.lits.backtrack(lv)
	}
	if b.blits.on {
		b.blits.backtrack(lv)
	}
}

// savePhases records the value of every fixed decision variable, before a
// backjump undoes them.
func (b *brancher) savePhases(s *cp.Store) {
	if !b.phaseSaving {
		return
	}
	for i, x := range b.vars {
		if s.Fixed(x) {
			b.saved[i], b.hasSaved[i] = s.Value(x), true
		}
	}
}

// choose returns the decision at the current node, or false when every
// decision variable (and the objective) is fixed: the node is a solution.
//
// On an interval variable x = min is said x ≤ min and x = max x ≥ max:
// the same nodes, but the right branches (x > min, x < max) are bounds
// whatever the domain, so that a path of decisions replayed before
// propagation (a subproblem, a stolen branch) reaches the same node; x ≠
// min replayed while min is not yet x's minimum would be an inner value,
// which an interval variable ignores.
func (b *brancher) choose(s *cp.Store) (decision, bool) {
	d, ok := b.pick(s)
	if ok && d.op == opEq && s.IsInterval(d.x) {
		if d.v == s.Min(d.x) {
			d.op = opLe
		} else {
			d.op = opGe // d.v is the maximum
		}
	}
	return d, ok
}

// pick is choose before its interval variables' bounds.
func (b *brancher) pick(s *cp.Store) (decision, bool) {
	if b.activityRun && b.lits.on {
		x, v, ok := b.lits.pick(s, b.vars, s.Level())
		if b.blits.on {
			// The more active of the two literals; a bound literal x ≤ v
			// is decided true first (x > v first took more failures on
			// the scheduling sets, docs/REASONS.md).
			if bx, bv, bok := b.blits.pick(s, b.vars, s.Level()); bok && (!ok || b.blits.top() > b.lits.top()) {
				return decision{bx, bv, opLe}, true
			}
		}
		if ok {
			if s.Size(x) > maxNeDomain && !(b.wideNe && b.lits.span(b.idx[x]) > minWideNe) {
				return decision{x, v, opEq}, true
			}
			return decision{x, v, opNe}, true
		}
		// No literal left: every decision variable is fixed, unless a
		// value outside the literals came back (literals built late at a
		// root that a forgotten clause had narrowed); the variables'
		// activity decides then.
	}
	i, valSel := b.selectVar(s)
	if i < 0 {
		return b.pickObjective(s)
	}
	x := b.vars[i]
	if b.phaseSaving && b.hasSaved[i] {
		if v := b.saved[i]; s.Contains(x, v) && (!s.IsInterval(x) || v == s.Min(x) || v == s.Max(x)) {
			return decision{x, v, opEq}, true
		}
	}
	if s.IsInterval(x) && (valSel == ValMedian || valSel == ValRandom || valSel == ValMiddle) {
		return b.splitInterval(s, x, valSel), true
	}
	switch valSel {
	case ValMax:
		return decision{x, s.Max(x), opEq}, true
	case ValMedian:
		return decision{x, kth(s, x, (s.Size(x)-1)/2), opEq}, true
	case ValSplit:
		lo, hi := s.Min(x), s.Max(x)
		return decision{x, lo + (hi-lo)/2, opLe}, true
	case ValRandom:
		return decision{x, kth(s, x, b.rng.IntN(s.Size(x))), opEq}, true
	case ValReverseSplit:
		lo, hi := s.Min(x), s.Max(x)
		return decision{x, lo + (hi-lo)/2 + 1, opGe}, true
	case ValMiddle:
		return decision{x, middle(s, x), opEq}, true
	}
	return decision{x, s.Min(x), opEq}, true
}

// maxNeDomain is the widest domain on which an activity run branches
// x ≠ v first (Chuffed's is x = v everywhere: litactivity.go; on the
// 25×25 Sudokus x = v everywhere solved 2 of 18 at 30,000 nodes where
// this solved 3, docs/REASONS.md); on a wider one it branches x = v: a
// removal of one value of many decides little and stacks up levels
// (Tetravex's 49-piece cells: clauses of 200 literals instead of 11;
// golomb_8: mean LBD 13.7 instead of about 3).
const maxNeDomain = 8

// minWideNe is the initial span above which Options.WideNeFirst branches
// x ≠ v first again. It is above golomb_8's marks (1..64), whose clauses
// grew from 3 to 13.7 levels with x ≠ v first; on the PSPLIB J30 starts
// (0..140 to 0..204) x ≠ v first took issue 23's scheduling set from 7,456
// to 5,904 failures (J30_45_1 3,343 → 1,878) and 38 more J30 instances
// from 4,431 to 4,181 (2026-11-28, docs/REASONS.md).
const minWideNe = 64

// pickObjective is pick once every decision variable is fixed: the
// objective's best value when it is branched on last, else a solution.
func (b *brancher) pickObjective(s *cp.Store) (decision, bool) {
	if b.objTail && !s.Fixed(b.obj) {
		if b.maxim {
			return decision{b.obj, s.Max(b.obj), opEq}, true
		}
		return decision{b.obj, s.Min(b.obj), opEq}, true
	}
	return decision{}, false
}

// middle is the value of x nearest the middle of its bounds, the lower one
// of two as near.
func middle(s *cp.Store, x cp.VarID) int {
	lo, hi := s.Min(x), s.Max(x)
	m := lo + (hi-lo)/2
	if s.Contains(x, m) {
		return m
	}
	below, _ := s.Prev(x, m) // lo ≤ m and lo is in the domain
	above, _ := s.Next(x, m)
	if above-m < m-below {
		return above
	}
	return below
}

// score is what the simple variable selections minimise (ties by index).
func score(s *cp.Store, x cp.VarID, varSel VarSelect) int {
	switch varSel {
	case Smallest:
		return s.Min(x)
	case Largest:
		return -s.Max(x)
	case AntiFirstFail:
		return -s.Size(x)
	case Occurrence:
		return -s.Degree(x)
	}
	// MaxRegret: the gap between the two smallest values (x is unfixed).
	second, _ := s.Next(x, s.Min(x))
	return s.Min(x) - second
}

// selectVar returns the index in vars of the chosen variable and its
// phase's value selection, or -1 when every phase is fixed.
func (b *brancher) selectVar(s *cp.Store) (int, ValSelect) {
	if b.activityRun {
		return b.selectActivity(s)
	}
	for b.nFixed < len(b.order) {
		ph := &b.phases[b.phaseAt[b.nFixed]]
		if i := b.selectIn(s, ph.varSel, ph.end); i >= 0 {
			return i, ph.valSel
		}
		// nFixed reached ph.end: the phase is fixed, go on with the next.
	}
	return -1, ValMin
}

// selectIn returns the index in vars of the variable that varSel chooses
// among the unfixed ones at positions nFixed..end-1 of order, or -1 after
// moving nFixed to end when all of them are fixed.
func (b *brancher) selectIn(s *cp.Store, varSel VarSelect, end int) int {
	if varSel == InputOrder {
		for b.nFixed < end && s.Fixed(b.vars[b.order[b.nFixed]]) {
			b.nFixed++
		}
		if b.nFixed == end {
			return -1
		}
		return int(b.order[b.nFixed])
	}
	best := int32(-1)
	var bestSize, bestDeg int
	var bestW int64
	var bestAct float64
	for k := b.nFixed; k < end; k++ {
		i := b.order[k]
		x := b.vars[i]
		size := s.Size(x)
		if size == 1 {
			b.order[k], b.order[b.nFixed] = b.order[b.nFixed], i
			b.nFixed++
			continue
		}
		if varSel >= Smallest {
			if sc := score(s, x, varSel); best < 0 || sc < bestSize || sc == bestSize && i < best {
				best, bestSize = i, sc
			}
			continue
		}
		if varSel == FirstFail {
			deg := s.Degree(x)
			if best < 0 || size < bestSize ||
				size == bestSize && (deg > bestDeg || deg == bestDeg && i < best) {
				best, bestSize, bestDeg = i, size, deg
			}
			continue
		}
		w := b.w.of(s, x)
		if varSel == Activity {
			a := 0.0
			if b.act != nil {
				a = b.act[i]
			}
			if best < 0 || a > bestAct || a == bestAct && lessRatio(size, w, i, bestSize, bestW, best) {
				best, bestSize, bestW, bestAct = i, size, w, a
			}
			continue
		}
		if best < 0 {
			best, bestSize, bestW = i, size, w
			continue
		}
		if lessRatio(size, w, i, bestSize, bestW, best) {
			best, bestSize, bestW = i, size, w
		}
	}
	return int(best)
}

// selectActivity is selectVar on a free search's activity run: the
// unfixed decision variable of any phase with the largest activity, ties
// by dom/wdeg, then by index; its value by its phase's selection (after
// the saved phase). It leaves order and nFixed alone, so that the phases'
// invariants hold for the model's runs.
func (b *brancher) selectActivity(s *cp.Store) (int, ValSelect) {
	best := -1
	var bestSize int
	var bestW int64
	var bestAct float64
	for i, x := range b.vars {
		size := s.Size(x)
		if size == 1 {
			continue
		}
		a := b.act[i]
		switch {
		case best >= 0 && a < bestAct:
			continue
		case best >= 0 && a == bestAct:
			w := b.w.of(s, x)
			if !lessRatio(size, w, int32(i), bestSize, bestW, int32(best)) {
				continue
			}
			bestW = w
		default:
			bestW = b.w.of(s, x)
		}
		best, bestSize, bestAct = i, size, a
	}
	if best < 0 {
		return -1, ValMin
	}
	return best, b.phases[b.phaseAt[best]].valSel
}

// lessRatio reports whether variable i (size s1, weight w1) comes before
// variable j for dom/wdeg: a smaller ratio, or the same and an earlier index.
func lessRatio(s1 int, w1 int64, i int32, s2 int, w2 int64, j int32) bool {
	c := cmpRatio(s1, w1, s2, w2)
	return c < 0 || c == 0 && i < j
}

// cmpRatio compares the ratios s1/w1 and s2/w2 exactly (a zero weight is an
// infinite ratio; two of them compare by size).
func cmpRatio(s1 int, w1 int64, s2 int, w2 int64) int {
	if w1 == 0 && w2 == 0 {
		return cmpInt(s1, s2)
	}
	h1, l1 := bits.Mul64(uint64(s1), uint64(w2))
	h2, l2 := bits.Mul64(uint64(s2), uint64(w1))
	switch {
	case h1 != h2:
		return cmpUint(h1, h2)
	default:
		return cmpUint(l1, l2)
	}
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// kth is the k-th smallest value of x's domain (0 <= k < Size(x)).
func kth(s *cp.Store, x cp.VarID, k int) int {
	w := s.Words(x)
	base := s.Base(x)
	for i := (s.Min(x) - base) >> 6; i < len(w); i++ {
		u := w[i]
		c := bits.OnesCount64(u)
		if k >= c {
			k -= c
			continue
		}
		for ; k > 0; k-- {
			u &= u - 1
		}
		return base + i<<6 + bits.TrailingZeros64(u)
	}
	panic("search: kth: index out of range")
}
