package propagators

import (
	"fmt"
	"math"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// CageOp is the operation of a KenKen cage.
type CageOp int

const (
	// CageAdd: the cells sum to the target.
	CageAdd CageOp = iota
	// CageSub: two cells; the larger minus the smaller is the target
	// (|a − b| = target).
	CageSub
	// CageMul: the cells multiply to the target.
	CageMul
	// CageDiv: two cells; the larger divided by the smaller is the target
	// with no remainder (max = target · min, min ≠ 0).
	CageDiv
)

func (op CageOp) String() string {
	switch op {
	case CageAdd:
		return "+"
	case CageSub:
		return "-"
	case CageMul:
		return "*"
	case CageDiv:
		return "/"
	}
	return fmt.Sprintf("CageOp(%d)", int(op))
}

// Table compilation limits: a cage whose allowed tuples number more than
// arithCageMaxTuples, or whose enumeration visits more than
// arithCageMaxNodes nodes, is decomposed instead.
const (
	arithCageMaxTuples = 100_000
	arithCageMaxNodes  = 2_000_000
)

// Cage posts a KenKen cage: the cells combine to target with op.
//
// The cells must be distinct variables; CageSub and CageDiv take exactly two
// cells; CageMul and CageDiv need a positive target, CageSub a non-negative
// one. A one-cell cage assigns the target. The cage alone allows repeated
// values (KenKen's rows and columns are separate AllDifferent constraints).
//
// The cage is compiled to a positive Table of its allowed tuples, enumerated
// over the cells' current domains depth first with pruning (partial sums
// against the remaining minimum and maximum, partial products that must
// divide the target, the partner value for − and ÷), which makes it domain
// consistent. When the table would exceed 100,000 tuples (or the
// enumeration 2,000,000 nodes) the cage is decomposed instead: + into a
// bounds(Z) consistent sum, − into AbsDiff, × over positive cells into a
// product propagator (bounds and divisibility: each value divides the
// target over the fixed cells' product, within the bounds the other cells'
// products leave), × otherwise into a chain of Times over auxiliary
// variables ranging over the divisors of the target, ÷ into Min, Max and
// Div over two auxiliary variables; these are sound, and bounds(Z)
// consistent for + and −. A × target must not exceed cp.MaxValue.
//
// The table of a cage of at most four cells over one-word domains is kept
// (prepared, read only, about 8 MiB in all) and shared by later posts of
// the same clue over the same domains, in any store: a model built again
// makes only the propagators' state.
func Cage(s *cp.Store, op CageOp, target int, cells []cp.VarID) error {
	return arithCagePost(s, op, target, cells, arithCageMaxTuples)
}

func arithCagePost(s *cp.Store, op CageOp, target int, cells []cp.VarID, maxTuples int) error {
	if op < CageAdd || op > CageDiv {
		return argErr("Cage", "unknown operation %d", int(op))
	}
	if len(cells) == 0 {
		return argErr("Cage", "no cells")
	}
	if err := checkVarsAny(s, "Cage", true, cells...); err != nil {
		return err
	}
	cells, err := distinctArgs(s, cells)
	if err != nil {
		return err
	}
	if err := checkVars(s, "Cage", false, cells...); err != nil {
		return err
	}
	switch {
	case (op == CageSub || op == CageDiv) && len(cells) != 2:
		return argErr("Cage", "a %v cage takes 2 cells, not %d", op, len(cells))
	case (op == CageMul || op == CageDiv) && target <= 0:
		return argErr("Cage", "a %v cage needs a positive target, not %d", op, target)
	case op == CageSub && target < 0:
		return argErr("Cage", "a - cage needs a non-negative target, not %d", target)
	}
	if len(cells) == 1 {
		s.Assign(cells[0], target) // a failure marks the store failed
		return nil
	}
	key, keep := arithCageKeyOf(s, op, target, cells, maxTuples)
	if keep {
		if t := arithCageTables.get(key); t != nil {
			return t.post(s, "Cage", "cage", cells)
		}
	}
	e := arithCageEnum{s: s, op: op, target: target, cells: cells, maxTuples: maxTuples}
	if tuples, ok := e.run(); ok {
		if keep && len(tuples) > 0 {
			if t := arithCageTables.put(key, tuples); t != nil {
				return t.post(s, "Cage", "cage", cells) // prepared once, not twice
			}
		}
		return tablePost(s, "Cage", "cage", cells, tuples)
	}
	switch op {
	case CageAdd:
		return arithSumPost(s, cells, target)
	case CageSub:
		return AbsDiff(s, cells[0], cells[1], s.NewConst(target))
	case CageMul:
		return arithCageProduct(s, cells, target)
	}
	a, b := cells[0], cells[1]
	lo := s.NewVar(min(s.Min(a), s.Min(b)), min(s.Max(a), s.Max(b)))
	hi := s.NewVar(max(s.Min(a), s.Min(b)), max(s.Max(a), s.Max(b)))
	if err := Min(s, cells, lo); err != nil {
		return err
	}
	if err := Max(s, cells, hi); err != nil {
		return err
	}
	return Div(s, hi, lo, s.NewConst(target))
}

// arithCageProduct posts a product cage too large for a table. Over
// positive cells (a KenKen cage) it is the product propagator (bounds and
// divisibility, see arithProduct). Otherwise it is decomposed into p1 =
// c0·c1, p2 = p1·c2, …, target = p_{n-2}·c_{n-1}: every partial product
// divides the target, so the auxiliary variables range over its divisors,
// or over -target..target as interval variables when the divisors span more
// than cp.MaxDomainWidth values.
func arithCageProduct(s *cp.Store, cells []cp.VarID, target int) error {
	if target > cp.MaxValue {
		return argErr("Cage", "product target %d exceeds cp.MaxValue", target)
	}
	positive := true
	for _, x := range cells {
		positive = positive && s.Min(x) >= 1
	}
	if positive {
		arithProductPost(s, cells, target)
		return nil
	}
	if 2*target >= cp.MaxDomainWidth {
		return arithCageChain(s, cells, target, func() cp.VarID { return s.NewIntervalVar(-target, target) })
	}
	var divs []int
	for d := 1; d <= target; d++ {
		if d*d > target {
			break
		}
		if target%d == 0 {
			divs = append(divs, d, target/d)
		}
	}
	for _, d := range divs[:len(divs):len(divs)] {
		divs = append(divs, -d)
	}
	return arithCageChain(s, cells, target, func() cp.VarID { return s.NewVarValues(divs) })
}

// arithCageChain posts the chain of Times of a product cage, with the
// partial products made by aux.
func arithCageChain(s *cp.Store, cells []cp.VarID, target int, aux func() cp.VarID) error {
	prev := cells[0]
	for k := 1; k < len(cells); k++ {
		var next cp.VarID
		if k == len(cells)-1 {
			next = s.NewConst(target)
		} else {
			next = aux()
		}
		if err := Times(s, prev, cells[k], next); err != nil {
			return err
		}
		prev = next
	}
	return nil
}

// arithCageEnum enumerates a cage's allowed tuples over the current domains.
type arithCageEnum struct {
	s         *cp.Store
	op        CageOp
	target    int
	cells     []cp.VarID
	maxTuples int
	distinct  bool // the cells take pairwise distinct values (AllDifferentSum)

	vals           [][]int // the cells' domain values
	sufMin, sufMax []int   // sums of the mins and maxes of cells i..n-1
	cur            []int
	tuples         [][]int
	chunk          []int // the block the next tuples are carved from
	nodes          int
	aborted        bool
}

// run returns the tuples, or false when a limit was hit.
func (e *arithCageEnum) run() ([][]int, bool) {
	s, n := e.s, len(e.cells)
	if e.op == CageSub || e.op == CageDiv {
		e.pairs()
		return e.tuples, !e.aborted
	}
	size := 0
	for _, x := range e.cells {
		size += s.Size(x)
	}
	// The cells' values, the suffix bounds and cur in one block.
	block := make([]int, 0, size+3*n+2)
	e.vals = make([][]int, n)
	for i, x := range e.cells {
		at := len(block)
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			block = append(block, v)
		}
		e.vals[i] = block[at:len(block):len(block)]
	}
	block = block[:cap(block)]
	e.sufMin, e.sufMax = block[size:size+n+1:size+n+1], block[size+n+1:size+2*n+2:size+2*n+2]
	e.cur = block[size+2*n+2:]
	for i := n - 1; i >= 0; i-- {
		e.sufMin[i] = arithSatAdd(e.sufMin[i+1], s.Min(e.cells[i]))
		e.sufMax[i] = arithSatAdd(e.sufMax[i+1], s.Max(e.cells[i]))
	}
	if e.op == CageAdd {
		e.sum(0, 0)
	} else {
		e.product(0, 1)
	}
	return e.tuples, !e.aborted
}

// emit records cur. The tuples are carved from blocks, not a slice each:
// a Killer's cages enumerate some 10,000 tuples per build, which the table
// copies at once. A block holds twice the tuples of the one before, up to
// 4,096 values, so that a small cage takes a small one and a large cage
// wastes at most one block's tail.
func (e *arithCageEnum) emit() {
	if len(e.tuples) >= e.maxTuples {
		e.aborted = true
		return
	}
	k := len(e.cur)
	if cap(e.chunk)-len(e.chunk) < k {
		e.chunk = make([]int, 0, k*max(4, min(2*cap(e.chunk)/k, 4096/k)))
	}
	n := len(e.chunk)
	e.chunk = append(e.chunk, e.cur...)
	e.tuples = append(e.tuples, e.chunk[n:n+k:n+k])
}

func (e *arithCageEnum) visit() bool {
	e.nodes++
	if e.nodes > arithCageMaxNodes {
		e.aborted = true
	}
	return !e.aborted
}

func (e *arithCageEnum) sum(i, partial int) {
	if !e.visit() {
		return
	}
	if i == len(e.cells) {
		if partial == e.target {
			e.emit()
		}
		return
	}
	for _, v := range e.vals[i] {
		p := arithSatAdd(partial, v)
		if arithSatAdd(p, e.sufMin[i+1]) > e.target {
			break // values ascend
		}
		if arithSatAdd(p, e.sufMax[i+1]) < e.target {
			continue
		}
		if e.distinct && slices.Contains(e.cur[:i], v) {
			continue
		}
		e.cur[i] = v
		e.sum(i+1, p)
		if e.aborted {
			return
		}
	}
}

// product enumerates nonzero factors whose partial products divide the
// (positive) target.
func (e *arithCageEnum) product(i, partial int) {
	if !e.visit() {
		return
	}
	if i == len(e.cells) {
		if partial == e.target {
			e.emit()
		}
		return
	}
	for _, v := range e.vals[i] {
		p, ok := arithMul(partial, v)
		if !ok || p == 0 || p == math.MinInt {
			continue
		}
		if ap := max(p, -p); e.target%ap != 0 {
			continue
		}
		e.cur[i] = v
		e.product(i+1, p)
		if e.aborted {
			return
		}
	}
}

// pairs enumerates a two-cell − or ÷ cage from the smaller domain, trying
// the partners a value can have.
func (e *arithCageEnum) pairs() {
	s := e.s
	a, b := e.cells[0], e.cells[1]
	swap := s.Size(b) < s.Size(a)
	if swap {
		a, b = b, a
	}
	t := e.target
	e.cur = make([]int, 2)
	for v, ok := s.Min(a), true; ok && !e.aborted; v, ok = s.Next(a, v) {
		var cand [2]int
		nc := 0
		if e.op == CageSub {
			cand[0], cand[1], nc = arithSatSub(v, t), arithSatAdd(v, t), 2
			if t == 0 {
				nc = 1
			}
		} else {
			if w, exact := arithMul(v, t); exact {
				cand[nc], nc = w, nc+1
			}
			if t != 1 && v%t == 0 {
				cand[nc], nc = v/t, nc+1
			}
		}
		for _, w := range cand[:nc] {
			if !s.Contains(b, w) || !arithCageHolds(e.op, t, v, w) {
				continue
			}
			if swap {
				e.cur[0], e.cur[1] = w, v
			} else {
				e.cur[0], e.cur[1] = v, w
			}
			e.emit()
		}
	}
}

// arithCageHolds checks a two-cell − or ÷ cage on values v, w.
func arithCageHolds(op CageOp, t, v, w int) bool {
	lo, hi := min(v, w), max(v, w)
	if op == CageSub {
		d := hi - lo // negative when it overflows
		return d >= 0 && d == t
	}
	p, ok := arithMul(lo, t)
	return lo != 0 && ok && p == hi
}

// arithSumPost posts Σ xs = c with a bounds(Z) consistent propagator.
func arithSumPost(s *cp.Store, xs []cp.VarID, c int) error {
	const limit = 1 << 61
	total := max(c, arithSatSub(0, c))
	for _, x := range xs {
		m := max(arithSatSub(0, s.Min(x)), s.Max(x))
		if m > limit || total > limit-m {
			return argErr("Cage", "values too large for a sum")
		}
		total += m
	}
	p := &arithSum{xs: slices.Clone(xs), c: c}
	id := s.Post(p, cp.Linear, "sum")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnBounds, int32(i))
	}
	return nil
}

// arithSum is Σ xs = c over distinct variables. Bounds(Z) consistent: each
// x keeps [c − (Σ max − max x), c − (Σ min − min x)], iterated to the
// fixpoint, O(n) per round.
type arithSum struct {
	xs []cp.VarID
	c  int
}

func (p *arithSum) Propagate(s *cp.Store) cp.Status {
	for {
		lo, hi := 0, 0
		for _, x := range p.xs {
			lo, hi = lo+s.Min(x), hi+s.Max(x)
		}
		if lo > p.c || hi < p.c {
			return cp.Fail
		}
		if lo == hi {
			return cp.Subsumed
		}
		changed := false
		for _, x := range p.xs {
			mn, mx := s.Min(x), s.Max(x)
			if !s.SetMin(x, p.c-(hi-mx)) || !s.SetMax(x, p.c-(lo-mn)) {
				return cp.Fail
			}
			if s.Min(x) != mn || s.Max(x) != mx {
				changed = true
				lo, hi = lo+s.Min(x)-mn, hi+s.Max(x)-mx
			}
		}
		if !changed {
			return cp.Fix
		}
	}
}

// Reasons of the arithmetic propagators (cp.Explainer). The decomposed +
// cage (Σ xs = c, bounds) is a linear sum with unit coefficients: a bound
// follows from the other terms' bounds, lifted (see linearExplainBound in linear.go).
// Times, Div, AbsDiff, Max, Min and the product cage use the coarse reason.

func (p *arithSum) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	ones := s.ScratchInts(15, len(p.xs))
	for i := range ones {
		ones[i] = 1
	}
	n := len(buf)
	if l.Op == cp.OpFalse {
		if r, ok := linearSide(s, ones, p.xs, 1, -1, p.c+1, at, buf); ok {
			return r
		}
		if r, ok := linearSide(s, ones, p.xs, -1, -1, -p.c+1, at, buf[:n]); ok {
			return r
		}
	} else if j := indexOf(p.xs, l.X); j >= 0 {
		for _, sgn := range [2]int{1, -1} {
			if r, ok := linearExplainBound(s, ones, p.xs, p.c, sgn, j, l, at, buf[:n]); ok {
				return r
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}

// Clone implements cp.Cloner; arithSum keeps no state.
func (p *arithSum) Clone(*cp.Store) cp.Propagator {
	c := *p
	return &c
}
