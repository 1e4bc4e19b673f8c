package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Reasons of Cumulative and CumulativeVar (cp.Explainer), by the rules
// that pruned (Schutt, Feydy, Stuckey and Wallace, "Explaining the
// cumulative propagator", Constraints 2011), read from the domains at the
// fact's time.
//
//   - s_i ≥ m (time-tabling): every start t of i in [lo, m-1] would run i
//     over a time point τ where the compulsory parts of other tasks leave
//     less than h_i. Points are chosen from m-1 down, each the earliest
//     such τ in [t, t+p_i) (it blocks the starts τ-p_i+1..τ), until the
//     starts below are excluded by i's own lower bound; each point's
//     reason is a fewest set of tasks (largest demand first) whose
//     compulsory parts cover τ with more than C-h_i, each said by the
//     weakest bounds that still cover it (s_j ≥ τ+1-p_j, s_j ≤ τ), and
//     i's bound is lifted to the lowest start the points block.
//   - s_i ≤ m: the mirror, points chosen from m+1 up, each the latest τ.
//   - a failure: a task needing more than the capacity, a time point the
//     compulsory parts overfill, or a window [a, b] whose tasks (those
//     that must run inside it) need more than C·(b-a).
//
// With CumulativeVar the relaxation's minimum durations and demands and
// maximum capacity are part of the reason (d_j ≥ p_j, h_j ≥ h, C ≤ c).
// Anything else (a pruning by a rule these do not redo) falls back on
// the coarse reason.
type cumulReason struct {
	p          *cumulative
	s          *cp.Store
	at         int
	c          int   // the capacity's upper bound at at
	d, h, e, l []int // per task at at: minimum duration and demand, est, lst (load)
}

// load reads every task's relaxation at at into scratch (the rules read
// them O(n²) times).
func (r *cumulReason) load() {
	n := len(r.p.starts)
	r.d, r.h = r.s.ScratchInts(2, n), r.s.ScratchInts(3, n)
	r.e, r.l = r.s.ScratchInts(4, n), r.s.ScratchInts(5, n)
	for j, x := range r.p.starts {
		if r.p.durs == nil {
			r.d[j], r.h[j] = r.p.dur[j], r.p.dem[j]
		} else {
			r.d[j], r.h[j] = r.s.MinAt(r.p.durs[j], r.at), r.s.MinAt(r.p.dems[j], r.at)
		}
		r.e[j], r.l[j] = r.s.MinAt(x, r.at), r.s.MaxAt(x, r.at)
	}
}

// ph returns task j's minimum duration and demand at at.
func (r *cumulReason) ph(j int) (int, int) { return r.d[j], r.h[j] }

// covers reports whether task j's compulsory part at at holds τ, and its
// demand.
func (r *cumulReason) covers(j, tau int) (bool, int) {
	d, h := r.ph(j)
	if d <= 0 || h <= 0 {
		return false, 0
	}
	return r.l[j] <= tau && tau < r.e[j]+d, h
}

// loadAt is the compulsory load at τ of every task but i.
func (r *cumulReason) loadAt(i, tau int) int {
	sum := 0
	for j := range r.p.starts {
		if ok, h := r.covers(j, tau); ok && j != i {
			sum += h
		}
	}
	return sum
}

// appendTask appends what makes task j's relaxation hold: its minimum
// duration and demand (CumulativeVar).
func (r *cumulReason) appendTask(j int, buf []cp.Lit) []cp.Lit {
	if r.p.durs != nil {
		d, h := r.ph(j)
		buf = append(buf, cp.LitGe(r.p.durs[j], d), cp.LitGe(r.p.dems[j], h))
	}
	return buf
}

// appendCap appends the capacity's bound (CumulativeVar).
func (r *cumulReason) appendCap(buf []cp.Lit) []cp.Lit {
	if r.p.capV >= 0 {
		buf = append(buf, cp.LitLe(r.p.capV, r.c))
	}
	return buf
}

// appendPoint appends the fewest tasks other than i (largest demand
// first) whose compulsory parts cover τ with more than need, each by the
// weakest bounds that cover it.
func (r *cumulReason) appendPoint(i, tau, need int, buf []cp.Lit) []cp.Lit {
	cand := r.s.ScratchInts(0, len(r.p.starts))[:0]
	for j := range r.p.starts {
		if ok, _ := r.covers(j, tau); ok && j != i {
			cand = append(cand, j)
		}
	}
	sum := 0
	for k := range cand { // selection by demand, stopping once past need
		best := k
		for q := k + 1; q < len(cand); q++ {
			if _, hq := r.ph(cand[q]); hq > r.hOf(cand[best]) {
				best = q
			}
		}
		cand[k], cand[best] = cand[best], cand[k]
		j := cand[k]
		d, h := r.ph(j)
		x := r.p.starts[j]
		buf = r.appendSpan(x, tau+1-d, tau, buf)
		buf = r.appendTask(j, buf)
		if sum += h; sum > need {
			break
		}
	}
	return buf
}

func (r *cumulReason) hOf(j int) int { _, h := r.ph(j); return h }

// appendSpan appends literals saying lo ≤ x ≤ hi (see appendSpanAt).
func (r *cumulReason) appendSpan(x cp.VarID, lo, hi int, buf []cp.Lit) []cp.Lit {
	return appendSpanAt(r.s, x, r.at, lo, hi, buf)
}

// resource explains a bound on CumulativeVar's capacity (C ≥ m) or on a
// demand (h_i ≤ m): a task's demand, or the compulsory load at a time point.
func (r *cumulReason) resource(l cp.Lit, buf []cp.Lit) ([]cp.Lit, bool) {
	p, s, at := r.p, r.s, r.at
	if l.X == p.capV && l.Op == cp.OpGe {
		for j := range p.starts {
			if s.MinAt(p.durs[j], at) > 0 && s.MinAt(p.dems[j], at) >= l.V {
				return append(buf, cp.LitGe(p.durs[j], 1), cp.LitGe(p.dems[j], l.V)), true
			}
		}
		if tau, ok := r.overloaded(-1, cp.MinValue, cp.MaxValue, l.V-1, false); ok {
			return r.appendPoint(-1, tau, l.V-1, buf), true
		}
		return buf, false
	}
	i := slices.Index(p.dems, l.X)
	if i < 0 || l.Op != cp.OpLe || s.MinAt(p.durs[i], at) <= 0 {
		return buf, false
	}
	if r.c <= l.V {
		return append(buf, cp.LitGe(p.durs[i], 1), cp.LitLe(p.capV, r.c)), true
	}
	// i surely runs over τ, where the others use at least C - m.
	d, x := s.MinAt(p.durs[i], at), p.starts[i]
	tau, ok := r.overloaded(i, s.MaxAt(x, at), s.MinAt(x, at)+d-1, r.c-l.V-1, false)
	if !ok {
		return buf, false
	}
	buf = r.appendPoint(i, tau, r.c-l.V-1, buf)
	buf = r.appendSpan(x, tau+1-d, tau, buf)
	buf = append(buf, cp.LitGe(p.durs[i], d))
	return r.appendCap(buf), true
}

// overloaded reports whether some τ in [lo, hi] has a compulsory load of
// the tasks but i above need, and the earliest (latest, when late) one.
func (r *cumulReason) overloaded(i, lo, hi, need int, late bool) (int, bool) {
	best, found := 0, false
	try := func(tau int) {
		if tau < lo || tau > hi || (found && (late && tau <= best || !late && tau >= best)) {
			return
		}
		if r.loadAt(i, tau) > need {
			best, found = tau, true
		}
	}
	// The load changes only where a compulsory part starts or ends.
	if late {
		try(hi)
	} else {
		try(lo)
	}
	for j := range r.p.starts {
		d, h := r.ph(j)
		if j == i || d <= 0 || h <= 0 {
			continue
		}
		if late {
			try(r.e[j] + d - 1)
		} else {
			try(r.l[j])
		}
	}
	return best, found
}

// bound explains s_i ≥ m (up) or s_i ≤ m (!up); false when time-tabling
// does not give it.
func (r *cumulReason) bound(i, m int, up bool, buf []cp.Lit) ([]cp.Lit, bool) {
	d, h := r.ph(i)
	if d <= 0 || h <= 0 {
		return buf, false
	}
	x := r.p.starts[i]
	need := r.c - h
	n := len(buf)
	if up {
		lo := r.s.MinAt(x, r.at)
		low := m // the lowest start blocked so far
		for t := m - 1; t >= lo; t = low - 1 {
			tau, ok := r.overloaded(i, t, t+d-1, need, false)
			if !ok {
				return buf[:n], false
			}
			buf = r.appendPoint(i, tau, need, buf)
			low = tau - d + 1
		}
		buf = r.appendSpan(x, low, cp.MaxValue, buf)
	} else {
		hi := r.s.MaxAt(x, r.at)
		top := m
		for t := m + 1; t <= hi; t = top + 1 {
			tau, ok := r.overloaded(i, t, t+d-1, need, true)
			if !ok {
				return buf[:n], false
			}
			buf = r.appendPoint(i, tau, need, buf)
			top = tau
		}
		buf = r.appendSpan(x, cp.MinValue, top, buf)
	}
	buf = r.appendTask(i, buf)
	return r.appendCap(buf), true
}

// failure explains a failure; false when none of its rules gives it.
func (r *cumulReason) failure(buf []cp.Lit) ([]cp.Lit, bool) {
	for j := range r.p.starts {
		if d, h := r.ph(j); d > 0 && h > r.c {
			return r.appendCap(r.appendTask(j, buf)), true
		}
	}
	if tau, ok := r.overloaded(-1, cp.MinValue, cp.MaxValue, r.c, false); ok {
		return r.appendCap(r.appendPoint(-1, tau, r.c, buf)), true
	}
	return r.window(buf)
}

// window looks for an energetic overload: a window [a, b] (a an earliest
// start, b a latest end) whose tasks that must run inside it need more
// than C·(b-a). Tasks are added by latest end; O(n²) per a.
func (r *cumulReason) window(buf []cp.Lit) ([]cp.Lit, bool) {
	n := len(r.p.starts)
	in := r.s.ScratchInts(1, n)
	for ia := range r.p.starts {
		a := r.e[ia]
		clear(in)
		energy := 0
		for {
			// The next task (est ≥ a) by latest end.
			next, nextEnd := -1, 0
			for j := range r.p.starts {
				d, h := r.ph(j)
				if in[j] != 0 || d <= 0 || h <= 0 || r.e[j] < a {
					continue
				}
				if e := r.l[j] + d; next < 0 || e < nextEnd {
					next, nextEnd = j, e
				}
			}
			if next < 0 {
				break
			}
			in[next] = 1
			d, h := r.ph(next)
			energy += d * h
			if b := nextEnd; energy > r.c*(b-a) {
				for j, x := range r.p.starts {
					if in[j] != 0 {
						dj, _ := r.ph(j)
						buf = r.appendSpan(x, a, b-dj, buf)
						buf = r.appendTask(j, buf)
					}
				}
				return r.appendCap(buf), true
			}
		}
	}
	return buf, false
}

func (p *cumulative) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	r := cumulReason{p: p, s: s, at: at, c: p.capC}
	if p.capV >= 0 {
		r.c = s.MaxAt(p.capV, at)
	}
	r.load()
	n := len(buf)
	var ok bool
	switch i := indexOf(p.starts, l.X); {
	case l.Op == cp.OpFalse:
		buf, ok = r.failure(buf)
	case i >= 0 && l.Op == cp.OpGe:
		buf, ok = r.bound(i, l.V, true, buf)
	case i >= 0 && l.Op == cp.OpLe:
		buf, ok = r.bound(i, l.V, false, buf)
	case p.durs != nil:
		buf, ok = r.resource(l, buf)
	}
	if ok {
		return buf
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}
