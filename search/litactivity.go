package search

import "github.com/tessera-cp/tessera/cp"

// litActivity is VSIDS on the equality literals x = v of the decision
// variables, as lazy clause generation solvers keep activity on their
// literals rather than on the integer variables: the activity runs of a
// free search branch on the most active literal x = v that can still be
// taken (x unfixed, v in its domain), so the value a decision is about is
// the one that took part in recent conflicts, not a variable's smallest.
// On a domain of at most maxNeDomain values the left branch is x ≠ v,
// the right one x = v. That is not Chuffed's polarity, as was long
// written here: its SAT branch decides literal 2·var+1 (polarity true,
// never changed by default), which int-var-el.cpp makes x = v on an
// equality variable and x ≥ v on a bound variable. Measured at a fixed node limit
// (2026-11-28, docs/REASONS.md): it solved 2 of the webpbn stretch boards
// at 30,000 nodes where x = v first solved 1; on wider domains x = v
// stays first (see maxNeDomain).
//
// Literal k of decision variable i (an index in brancher.vars) is the
// value base[i] + k - start[i]; only variables whose initial span is at
// most maxLitSpan get literals, and the activity runs use them only when
// every decision variable has them (else the variable activity is used).
//
// The heap holds the literals that were valid when last looked at: pick
// pops the invalid ones from the top, noting the level at which each was
// found invalid (a literal invalid at level L stays invalid at every node
// below L), and a backtrack to level lv puts back those noted deeper than
// lv, as MiniSat's order heap is refilled by the trail on a backtrack.
type litActivity struct {
	on    bool
	start []int32 // per decision variable: its first literal; len(vars)+1 entries
	base  []int   // per decision variable: the value of its first literal
	varOf []int32 // per literal: its decision variable
	act   []float64
	inc   float64
	bound bool    // literal k is x ≤ value (Options.BoundLiterals), not x = value
	heap  []int32 // literals, the most active first (ties: the lower index)
	pos   []int32 // per literal: its position in heap, -1 when out
	out   []outLit
}

// outLit is a literal popped from the heap at a level.
type outLit struct {
	lit, level int32
}

// maxLitSpan is the widest initial domain whose values get literals, and
// maxLits bounds the literals of a search.
const (
	maxLitSpan = 4096
	maxLits    = 1 << 20
)

// init builds the literals of vars (no literal if some decision variable
// is an interval variable or too wide, or there are too many).
func (la *litActivity) init(s *cp.Store, vars []cp.VarID) {
	*la = litActivity{}
	n := 0
	for _, x := range vars {
		if s.IsInterval(x) || s.Max(x)-s.Min(x) >= maxLitSpan {
			return
		}
		n += s.Max(x) - s.Min(x) + 1
		if n > maxLits {
			return
		}
	}
	la.on = true
	la.start = make([]int32, len(vars)+1)
	la.base = make([]int, len(vars))
	la.varOf = make([]int32, n)
	k := 0
	for i, x := range vars {
		la.start[i], la.base[i] = int32(k), s.Min(x)
		for range s.Max(x) - s.Min(x) + 1 {
			la.varOf[k] = int32(i)
			k++
		}
	}
	la.start[len(vars)] = int32(k)
	la.act = make([]float64, n)
	la.heap = make([]int32, 0, n)
	la.pos = make([]int32, n)
	la.out = make([]outLit, 0, n)
	la.reset()
}

// reset forgets the activities and fills the heap (a new search).
func (la *litActivity) reset() {
	if !la.on {
		return
	}
	clear(la.act)
	la.inc = 1
	la.heap = la.heap[:0]
	for k := range la.act {
		la.pos[k] = int32(k)
		la.heap = append(la.heap, int32(k)) // equal activities: index order is a heap
	}
	la.out = la.out[:0]
}

// bump raises the activity of literal x = v (x decision variable i).
func (la *litActivity) bump(i int32, v int) {
	k := v - la.base[i]
	if k < 0 || k >= int(la.start[i+1]-la.start[i]) {
		return
	}
	k += int(la.start[i])
	la.act[k] += la.inc
	if la.act[k] > 1e100 {
		for j := range la.act {
			la.act[j] *= 1e-100
		}
		la.inc *= 1e-100
	}
	if p := la.pos[k]; p >= 0 {
		la.up(int(p))
	}
}

// span is the number of literals of decision variable i: its initial span.
func (la *litActivity) span(i int32) int { return int(la.start[i+1] - la.start[i]) }

// decay ages the activities (VSIDS, decay 0.95).
func (la *litActivity) decay() { la.inc /= 0.95 }

// pick returns the most active literal x = v still open at level lv
// (x ≤ v when la.bound: open while min x ≤ v < max x, and closed at every
// node below once not), or false when none is (every decision variable
// is fixed).
func (la *litActivity) pick(s *cp.Store, vars []cp.VarID, lv int) (cp.VarID, int, bool) {
	for len(la.heap) > 0 {
		k := la.heap[0]
		i := la.varOf[k]
		x, v := vars[i], la.base[i]+int(k-la.start[i])
		if la.bound && v >= s.Min(x) && v < s.Max(x) || !la.bound && !s.Fixed(x) && s.Contains(x, v) {
			return x, v, true
		}
		la.pop()
		la.out = append(la.out, outLit{k, int32(lv)})
	}
	return 0, 0, false
}

// top is the activity of the literal on top of the heap (the one pick
// returned last).
func (la *litActivity) top() float64 { return la.act[la.heap[0]] }

// backtrack puts back the literals popped below level lv.
func (la *litActivity) backtrack(lv int) {
	for len(la.out) > 0 && int(la.out[len(la.out)-1].level) > lv {
		k := la.out[len(la.out)-1].lit
		la.out = la.out[:len(la.out)-1]
		la.push(k)
	}
}

func (la *litActivity) less(a, b int32) bool {
	return la.act[a] > la.act[b] || la.act[a] == la.act[b] && a < b
}

func (la *litActivity) push(k int32) {
	la.pos[k] = int32(len(la.heap))
	la.heap = append(la.heap, k)
	la.up(len(la.heap) - 1)
}

func (la *litActivity) pop() {
	h := la.heap
	la.pos[h[0]] = -1
	last := h[len(h)-1]
	la.heap = h[:len(h)-1]
	if len(la.heap) > 0 {
		la.heap[0], la.pos[last] = last, 0
		la.down(0)
	}
}

func (la *litActivity) up(p int) {
	h := la.heap
	k := h[p]
	for p > 0 {
		q := (p - 1) / 2
		if !la.less(k, h[q]) {
			break
		}
		h[p], la.pos[h[q]] = h[q], int32(p)
		p = q
	}
	h[p], la.pos[k] = k, int32(p)
}

func (la *litActivity) down(p int) {
	h := la.heap
	k := h[p]
	for {
		c := 2*p + 1
		if c >= len(h) {
			break
		}
		if c+1 < len(h) && la.less(h[c+1], h[c]) {
			c++
		}
		if !la.less(h[c], k) {
			break
		}
		h[p], la.pos[h[c]] = h[c], int32(p)
		p = c
	}
	h[p], la.pos[k] = k, int32(p)
}
