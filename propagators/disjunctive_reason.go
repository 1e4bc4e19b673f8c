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
	p      *disjunctive
	s      *cp.Store
	at     int
	mirror bool
}

// dur is task j's minimum duration at at.
func (r *unaryReason) dur(j int) int {
	if r.p.durs == nil {
		return r.p.dur[j]
	}
	return r.s.MinAt(r.p.durs[j], r.at)
}

// est and lst are task j's earliest and latest start at at, in the view.
func (r *unaryReason) est(j int) int {
	x := r.p.starts[j]
	if r.mirror {
		return -(r.s.MaxAt(x, r.at) + r.dur(j))
	}
	return r.s.MinAt(x, r.at)
}

func (r *unaryReason) lst(j int) int {
	x := r.p.starts[j]
	if r.mirror {
		return -(r.s.MinAt(x, r.at) + r.dur(j))
	}
	return r.s.MaxAt(x, r.at)
}

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
// marks those tasks 2 in in.
func (r *unaryReason) tail(in []int, m int) (int, bool) {
	best, found := 0, false
	for k := range in {
		if in[k] == 0 {
			continue
		}
		a := r.est(k)
		if found && a <= best {
			continue
		}
		sum := 0
		for j := range in {
			if in[j] != 0 && r.est(j) >= a {
				sum += r.dur(j)
			}
		}
		if a+sum >= m {
			best, found = a, true
		}
	}
	if found {
		for j := range in {
			if in[j] != 0 && r.est(j) >= best {
				in[j] = 2
			}
		}
	}
	return best, found
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
	// Edge finding: windows [a, b], a ≤ est_i.
	for ka := range r.p.starts {
		if !r.active(ka) || r.est(ka) > ei {
			continue
		}
		a := r.est(ka)
		for kb := range r.p.starts {
			if kb == i || !r.active(kb) {
				continue
			}
			b := r.lst(kb) + r.dur(kb)
			sum := 0
			for j := range r.p.starts {
				in[j] = 0
				if j != i && r.active(j) && r.est(j) >= a && r.lst(j)+r.dur(j) <= b {
					in[j] = 1
					sum += r.dur(j)
				}
			}
			if a+sum+pi <= b {
				continue
			}
			a2, ok := r.tail(in, m)
			if !ok {
				continue
			}
			for j := range in {
				switch in[j] {
				case 1:
					buf = r.appendWithin(j, a, b-r.dur(j), buf)
				case 2:
					buf = r.appendWithin(j, a2, b-r.dur(j), buf)
				}
			}
			return r.appendWithin(i, a, cp.MaxValue, buf), true
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
	switch i := indexOf(p.starts, l.X); {
	case l.Op == cp.OpFalse:
		buf, ok = r.overload(buf)
	case i >= 0 && l.Op == cp.OpGe && r.active(i):
		buf, ok = r.push(i, l.V, buf)
	case i >= 0 && l.Op == cp.OpLe && r.active(i):
		r.mirror = true
		buf, ok = r.push(i, -(l.V + r.dur(i)), buf)
	}
	if ok {
		return buf
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}
