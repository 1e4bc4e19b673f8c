package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of Disjunctive and DisjunctiveVar (cp.Explainer), by the unary
// resource rules (Vilím; explained as in Schutt's thesis), read from the
// domains at the fact's time. Tasks are relaxed to their minimum
// durations p_j (still pairwise disjoint, so every conclusion holds for
// the real tasks; DisjunctiveVar adds d_j ≥ p_j to the reason). A bound
// s_i ≤ m is the mirror of a lower bound: time reversed, a task j starts
// at -(s_j + p_j).
//
// s_i ≥ m when a set Ω' of tasks must all precede i and start at or after
// a', with a' + Σ_{Ω'} p ≥ m; Ω' must precede i
//
//   - by detectable precedence: each j of Ω' has s_j ≤ e + p_i - 1 while
//     s_i ≥ e, so j cannot follow i (the reason: s_i ≥ e, each j of Ω'
//     within [a', e + p_i - 1], e the lowest that works);
//   - or by edge finding: i and a set Ω ⊇ Ω' starting at or after a and
//     ending by b cannot fit in [a, b] with i not last (a + Σ_Ω p + p_i >
//     b; the reason: s_i ≥ a, each j of Ω within [a, b - p_j], each j of
//     Ω' at or after a');
//
// or when i cannot be first among a set Ω ending by b (s_i ≥ e and
// e + p_i + Σ_Ω p > b): some task of Ω precedes it, and each ends at
// m or later. A failure: tasks that must run inside a window [a, b] and
// need more than b - a. Anything else falls back on the coarse reason.
type unaryReason struct {
	p       *disjunctive
	s       *cp.Store
	at      int
	mirror  bool
	d, e, l []int // per task: minimum duration, est, lst (see load)
}

// load reads every task's minimum duration and start bounds at at, in
// the view, into scratch (the rules read them O(n³) times).
func (r *unaryReason) load() {
	n := len(r.p.starts)
	r.d, r.e, r.l = r.s.ScratchInts(1, n), r.s.ScratchInts(2, n), r.s.ScratchInts(3, n)
	for j, x := range r.p.starts {
		d := 0
		if r.p.durs == nil {
			d = r.p.dur[j]
		} else {
			d = r.s.MinAt(r.p.durs[j], r.at)
		}
		lo, hi := r.s.MinAt(x, r.at), r.s.MaxAt(x, r.at)
		if r.mirror {
			lo, hi = -(hi + d), -(lo + d)
		}
		r.d[j], r.e[j], r.l[j] = d, lo, hi
	}
}

// dur is task j's minimum duration at at; est and lst its earliest and
// latest start at at, in the view.
func (r *unaryReason) dur(j int) int { return r.d[j] }
func (r *unaryReason) est(j int) int { return r.e[j] }
func (r *unaryReason) lst(j int) int { return r.l[j] }

// appendWithin appends the literals that put task j's start (in the view)
// within [lo, hi] (either side may be open: cp.MinValue, cp.MaxValue),
// and its minimum duration.
func (r *unaryReason) appendWithin(j, lo, hi int, buf []cp.Lit) []cp.Lit {
	x, d := r.p.starts[j], r.dur(j)
	if r.mirror {
		lo, hi = flipTime(hi, d), flipTime(lo, d)
	}
	buf = appendSpanAt(r.s, x, r.at, lo, hi, buf)
	if r.p.durs != nil {
		buf = append(buf, cp.LitGe(r.p.durs[j], d))
	}
	return buf
}

// flipTime maps a start bound v in the mirrored view to the real start
// bound (-v - d), keeping an open side open.
func flipTime(v, d int) int {
	switch v {
	case cp.MinValue:
		return cp.MaxValue
	case cp.MaxValue:
		return cp.MinValue
	}
	return -v - d
}

// active reports whether task j takes time.
func (r *unaryReason) active(j int) bool { return r.dur(j) > 0 }

// tail finds, among the tasks j with in[j] set, the largest a' (an
// earliest start of one of them) with a' + Σ {p_j : est_j ≥ a'} ≥ m; it
// marks those tasks 2 in in. The members are taken by decreasing est,
// so the first a' that reaches m is the largest.
func (r *unaryReason) tail(in []int, m int) (int, bool) {
	ord := r.s.ScratchInts(4, len(in))[:0]
	for j := range in {
		if in[j] == 0 {
			continue
		}
		ord = append(ord, j)
		for k := len(ord) - 1; k > 0 && r.est(ord[k-1]) < r.est(ord[k]); k-- {
			ord[k-1], ord[k] = ord[k], ord[k-1]
		}
	}
	sum := 0
	for k, j := range ord {
		sum += r.dur(j)
		a := r.est(j)
		if k+1 < len(ord) && r.est(ord[k+1]) == a {
			continue // the sum for a' = a takes every task starting at a
		}
		if a+sum >= m {
			for _, q := range ord[:k+1] {
				in[q] = 2
			}
			return a, true
		}
	}
	return 0, false
}

// push explains "task i starts at m or later" in the view.
func (r *unaryReason) push(i, m int, buf []cp.Lit) ([]cp.Lit, bool) {
	n := len(r.p.starts)
	pi, ei := r.dur(i), r.est(i)
	in := r.s.ScratchInts(0, n)
	// Detectable precedences.
	for j := range r.p.starts {
		if j != i && r.active(j) && ei+pi > r.lst(j) {
			in[j] = 1
		}
	}
	if a, ok := r.tail(in, m); ok {
		e := cp.MinValue // the lowest start of i that still rules out each j after it
		for j := range in {
			if in[j] == 2 {
				e = max(e, r.lst(j)-pi+1)
			}
		}
		for j := range in {
			if in[j] == 2 {
				buf = r.appendWithin(j, a, e+pi-1, buf)
			}
		}
		return r.appendWithin(i, e, cp.MaxValue, buf), true
	}
	// Edge finding: for each b, the tasks ending by b swept by decreasing
	// est; at each est a, Ω (those swept, est ≥ a) in the window
	// [min(a, est_i), b] leaves i no room unless it is last, and the sweep
	// has met the largest a' whose tail reaches m.
	ord := r.s.ScratchInts(5, n)[:0]
	for j := range r.p.starts {
		if j == i || !r.active(j) {
			continue
		}
		ord = append(ord, j)
		for k := len(ord) - 1; k > 0 && r.est(ord[k-1]) < r.est(ord[k]); k-- {
			ord[k-1], ord[k] = ord[k], ord[k-1]
		}
	}
	for _, kb := range ord {
		b := r.lst(kb) + r.dur(kb)
		sum, a2, found2 := 0, 0, false
		for k, j := range ord {
			if r.lst(j)+r.dur(j) > b {
				continue
			}
			sum += r.dur(j)
			a := r.est(j)
			if next := r.nextEnding(ord[k+1:], b); next >= 0 && r.est(next) == a {
				continue // a takes every task starting at a
			}
			if !found2 && a+sum >= m {
				a2, found2 = a, true
			}
			aw := min(a, ei)
			if !found2 || aw+sum+pi <= b {
				continue
			}
			for _, q := range ord[:k+1] {
				if r.lst(q)+r.dur(q) > b {
					continue
				}
				lo := aw
				if r.est(q) >= a2 {
					lo = a2
				}
				buf = r.appendWithin(q, lo, b-r.dur(q), buf)
			}
			return r.appendWithin(i, aw, cp.MaxValue, buf), true
		}
	}
	// Not first: Ω ending by b, i unable to start before all of it.
	for kb := range r.p.starts {
		if kb == i || !r.active(kb) {
			continue
		}
		b := r.lst(kb) + r.dur(kb)
		sum, ect := 0, cp.MaxValue
		for j := range r.p.starts {
			in[j] = 0
			if j != i && r.active(j) && r.lst(j)+r.dur(j) <= b {
				in[j] = 1
				sum += r.dur(j)
				ect = min(ect, r.est(j)+r.dur(j))
			}
		}
		if sum == 0 || ei+pi+sum <= b || ect < m {
			continue
		}
		for j := range in {
			if in[j] != 0 {
				buf = r.appendWithin(j, m-r.dur(j), b-r.dur(j), buf)
			}
		}
		return r.appendWithin(i, ei, cp.MaxValue, buf), true
	}
	return buf, false
}

// nextEnding is the first task of ord ending by b, or -1.
func (r *unaryReason) nextEnding(ord []int, b int) int {
	for _, j := range ord {
		if r.lst(j)+r.dur(j) <= b {
			return j
		}
	}
	return -1
}

// overload explains a failure: a window [a, b] whose tasks need more than
// b - a.
func (r *unaryReason) overload(buf []cp.Lit) ([]cp.Lit, bool) {
	for ka := range r.p.starts {
		if !r.active(ka) {
			continue
		}
		a := r.est(ka)
		for kb := range r.p.starts {
			if !r.active(kb) {
				continue
			}
			b := r.lst(kb) + r.dur(kb)
			sum := 0
			for j := range r.p.starts {
				if r.active(j) && r.est(j) >= a && r.lst(j)+r.dur(j) <= b {
					sum += r.dur(j)
				}
			}
			if sum == 0 || sum <= b-a {
				continue
			}
			for j := range r.p.starts {
				if r.active(j) && r.est(j) >= a && r.lst(j)+r.dur(j) <= b {
					buf = r.appendWithin(j, a, b-r.dur(j), buf)
				}
			}
			return buf, true
		}
	}
	return buf, false
}

func (p *disjunctive) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	r := unaryReason{p: p, s: s, at: at}
	n := len(buf)
	var ok bool
	r.mirror = l.Op == cp.OpLe
	r.load()
	switch i := indexOf(p.starts, l.X); {
	case l.Op == cp.OpFalse:
		buf, ok = r.overload(buf)
	case i >= 0 && l.Op == cp.OpGe && r.active(i):
		buf, ok = r.push(i, l.V, buf)
	case i >= 0 && l.Op == cp.OpLe && r.active(i):
		buf, ok = r.push(i, -(l.V + r.dur(i)), buf)
	}
	if ok {
		return buf
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}
