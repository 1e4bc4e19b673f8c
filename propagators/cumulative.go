package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// schedMaxEnergy bounds the products the cumulative overload check forms
// (capacity × time, Σ duration × demand), so that they cannot overflow.
const schedMaxEnergy = 1 << 60

// Cumulative posts that the tasks i, each running from starts[i] for
// durations[i] time units and using demands[i] units of a resource, never
// use more than capacity units at once: for every time t,
// Σ {demands[i] : starts[i] ≤ t < starts[i]+durations[i]} ≤ capacity.
// Tasks of duration 0 or demand 0 use nothing.
//
// It returns an error wrapping ErrArgs for mismatched lengths, a negative
// duration, demand or capacity, a variable that does not belong to s, or
// values so large that capacity × time or Σ duration × demand could reach
// 2⁶⁰.
//
// Consistency: bounds on the starts, at the common fixpoint of the rules
// below. With p_i, h_i the duration and demand, C the capacity,
// est_i = min start, lst_i = max start, lct_i = lst_i + p_i, the compulsory
// part CP_i = [lst_i, est_i + p_i) (empty unless lst_i < est_i + p_i) and
// the profile P(t) = Σ {h_i : t ∈ CP_i}:
//
//   - time-tabling: P(t) ≤ C at every t, and a task with p_i, h_i > 0
//     needs h_i ≤ C; for such a task est_i and lst_i are each a start s with
//     P(t) − h_i·[t ∈ CP_i] + h_i ≤ C at every t ∈ [s, s+p_i);
//   - energetic overload checking: fail if
//     Σ_{i∈Ω} p_i·h_i > C·(max lct_Ω − min est_Ω) for some set Ω.
//
// A pass costs O(n log n) for the profile and O(n·k) for the time-tabling
// sweep over the k ≤ 2n profile segments; the propagator runs passes until
// the bounds stop changing, and the last one also runs the overload check
// (Vilím's Θ-tree energy envelope, CP-AI-OR 2009, O(n log n)). It wakes on bound changes of the starts, which
// may be interval variables (cp.Store.IsInterval): only bounds are read.
func Cumulative(s *cp.Store, starts []cp.VarID, durations, demands []int, capacity int) error {
	const name = "Cumulative"
	if len(durations) != len(starts) || len(demands) != len(starts) {
		return argErr(name, "%d starts, %d durations and %d demands", len(starts), len(durations), len(demands))
	}
	if err := checkVarsAny(s, name, true, starts...); err != nil {
		return err
	}
	if capacity < 0 || capacity > schedMaxTime {
		return argErr(name, "capacity %d is outside 0..2^40", capacity)
	}
	for i := range durations {
		if durations[i] < 0 || durations[i] > schedMaxTime || demands[i] < 0 || demands[i] > schedMaxTime {
			return argErr(name, "task %d: duration %d or demand %d is outside 0..2^40", i, durations[i], demands[i])
		}
	}
	if err := schedCheckTimes(s, name, "start", starts); err != nil {
		return err
	}
	var ts []cp.VarID
	var ds, hs []int
	for i := range starts {
		if durations[i] > 0 && demands[i] > 0 {
			ts, ds, hs = append(ts, starts[i]), append(ds, durations[i]), append(hs, demands[i])
		}
	}
	if len(ts) == 0 {
		return nil
	}
	if err := cumulativeCheckEnergy(s, name, ts, ds, hs, nil, nil, capacity); err != nil {
		return err
	}
	p := newCumulative(ts, ds, hs, nil, nil, -1, capacity)
	subscribeOnce(s, s.Post(p, cp.Quadratic, "cumulative"), cp.OnBounds, ts...)
	return nil
}

// CumulativeVar is Cumulative with variable durations, demands and
// capacity, as MiniZinc's cumulative takes them (durations, demands and the
// capacity are restricted to be non-negative). The rules of Cumulative are
// applied to the relaxation where p_i is the min duration, h_i the min
// demand, C the max capacity, lct_i = max start + max duration, and
// CP_i = [max start, min start + min duration); besides, the min capacity
// is raised to max P(t) and to every h_i with p_i > 0, and a task with
// p_i > 0 has its max demand lowered to C − (P(t) − h_i) over t ∈ CP_i and
// to C. Same cost; it wakes on bound changes of every variable.
func CumulativeVar(s *cp.Store, starts, durations, demands []cp.VarID, capacity cp.VarID) error {
	const name = "CumulativeVar"
	if len(durations) != len(starts) || len(demands) != len(starts) {
		return argErr(name, "%d starts, %d durations and %d demands", len(starts), len(durations), len(demands))
	}
	for _, xs := range [][]cp.VarID{starts, durations, demands, {capacity}} {
		if err := checkVarsAny(s, name, true, xs...); err != nil {
			return err
		}
	}
	for _, c := range []struct {
		what string
		xs   []cp.VarID
	}{{"start", starts}, {"duration", durations}, {"demand", demands}, {"capacity", []cp.VarID{capacity}}} {
		if err := schedCheckTimes(s, name, c.what, c.xs); err != nil {
			return err
		}
	}
	if err := cumulativeCheckEnergy(s, name, starts, nil, nil, durations, demands, s.Max(capacity)); err != nil {
		return err
	}
	// A variable in two roles (a duration that is also the capacity) is
	// read through a fresh copy: the rules assume each role moves alone.
	all, err := distinctArgs(s, slices.Concat(starts, durations, demands, []cp.VarID{capacity}))
	if err != nil {
		return err
	}
	n := len(starts)
	starts, durations, demands, capacity = all[:n], all[n:2*n], all[2*n:3*n], all[3*n]
	nonNeg := slices.Concat(durations, demands, []cp.VarID{capacity})
	for _, x := range nonNeg {
		if !s.SetMin(x, 0) {
			return nil // the store has failed
		}
	}
	if len(starts) == 0 {
		return nil
	}
	p := newCumulative(starts, nil, nil, durations, demands, capacity, 0)
	id := s.Post(p, cp.Quadratic, "cumulative-var")
	subscribeOnce(s, id, cp.OnBounds, slices.Concat(starts, nonNeg)...)
	return nil
}

// cumulativeCheckEnergy verifies that capacity × |time| and the total energy
// stay below schedMaxEnergy (fixed durations and demands in ds, hs, or
// variable ones in dv, hv).
func cumulativeCheckEnergy(s *cp.Store, name string, starts []cp.VarID, ds, hs []int, dv, hv []cp.VarID, capacity int) error {
	span, energy := 0, 0
	for i, x := range starts {
		var d, h int
		if dv != nil {
			d, h = max(s.Max(dv[i]), 0), max(s.Max(hv[i]), 0)
		} else {
			d, h = ds[i], hs[i]
		}
		span = max(span, -s.Min(x), s.Max(x)+d)
		if h > 0 && d > schedMaxEnergy/h {
			return argErr(name, "task %d: duration × demand reaches 2^60", i)
		}
		energy += d * h
		if energy >= schedMaxEnergy {
			return argErr(name, "the total energy Σ duration × demand reaches 2^60")
		}
	}
	if capacity > 0 && span >= schedMaxEnergy/capacity {
		return argErr(name, "capacity %d × time %d reaches 2^60", capacity, span)
	}
	return nil
}

// cumulative is the propagator of Cumulative (dur, dem set) and
// CumulativeVar (durs, dems, capV set).
type cumulative struct {
	starts     []cp.VarID
	dur, dem   []int
	durs, dems []cp.VarID
	capV       cp.VarID // -1 when the capacity is the constant capC
	capC       int

	// Per call, indexed by task: the relaxation's values.
	est, lst, lct, p, h []int
	cpLo, cpHi          []int   // compulsory part [cpLo, cpHi), empty if cpLo ≥ cpHi
	evTime              []int   // event times: CP starts and ends
	evCode              []int32 // i for the start of CP_i, ^i for its end
	evOrd               []int32 // events by time
	segS, segE, segH    []int   // profile segments of positive height
	nseg                int
	task                []int32 // tasks with p > 0 and h > 0
	keyEst, keyLct      []int   // by position in task
	byEst, byLct, rank  []int32
	lastNe, lastM       int // sizes of the previous sorts: the orders start from them
	tree                thetaTree
	sorter              schedSorter
}

func newCumulative(starts []cp.VarID, dur, dem []int, durs, dems []cp.VarID, capV cp.VarID, capC int) *cumulative {
	n := len(starts)
	mk := func(k int) []int { return make([]int, k) }
	return &cumulative{
		starts: slices.Clone(starts), dur: slices.Clone(dur), dem: slices.Clone(dem),
		durs: slices.Clone(durs), dems: slices.Clone(dems), capV: capV, capC: capC,
		est: mk(n), lst: mk(n), lct: mk(n), p: mk(n), h: mk(n), cpLo: mk(n), cpHi: mk(n),
		evTime: mk(2 * n), evCode: make([]int32, 2*n), evOrd: make([]int32, 2*n),
		segS: mk(2 * n), segE: mk(2 * n), segH: mk(2 * n),
		task: make([]int32, 0, n), keyEst: mk(n), keyLct: mk(n),
		byEst: make([]int32, n), byLct: make([]int32, n), rank: make([]int32, n),
		tree: newThetaTree(n), lastNe: -1, lastM: -1,
	}
}

// capacity returns the capacity's upper bound.
func (p *cumulative) capacity(s *cp.Store) int {
	if p.capV < 0 {
		return p.capC
	}
	return s.Max(p.capV)
}

// load reads the relaxation's values of every task and the tasks that take
// part (p > 0, h > 0); it reports whether every variable is fixed.
func (p *cumulative) load(s *cp.Store) bool {
	fixed := p.capV < 0 || s.Fixed(p.capV)
	p.task = p.task[:0]
	for i, x := range p.starts {
		d, dmax, h := 0, 0, 0
		if p.durs == nil {
			d, dmax, h = p.dur[i], p.dur[i], p.dem[i]
		} else {
			d, dmax, h = s.Min(p.durs[i]), s.Max(p.durs[i]), s.Min(p.dems[i])
			fixed = fixed && s.Fixed(p.durs[i]) && s.Fixed(p.dems[i])
		}
		fixed = fixed && s.Fixed(x)
		p.est[i], p.lst[i], p.lct[i], p.p[i], p.h[i] = s.Min(x), s.Max(x), s.Max(x)+dmax, d, h
		p.cpLo[i], p.cpHi[i] = s.Max(x), s.Min(x)+d
		if d > 0 && h > 0 {
			p.task = append(p.task, int32(i))
		}
	}
	return fixed
}

func (p *cumulative) Propagate(s *cp.Store) cp.Status {
	fixed := p.load(s)
	changed := false
	if p.durs != nil {
		ok, ch := p.demandsFit(s)
		if !ok {
			return cp.Fail
		}
		if ch {
			fixed = p.load(s)
			changed = true
		}
	}
	c := p.capacity(s)
	for _, i := range p.task {
		if p.h[i] > c {
			return cp.Fail
		}
	}
	if !p.profile(s, c) {
		return cp.Fail
	}
	ok, ch := p.timetable(s, c)
	if !ok {
		return cp.Fail
	}
	// The overload check only fails and reads only est and lct, so it
	// waits for the pass at which time-tabling changes nothing: once a
	// call instead of once a pass, the same fixpoint.
	if !changed && !ch && !p.overload(c) {
		return cp.Fail
	}
	switch {
	case changed || ch:
		return cp.NoFix
	case fixed:
		return cp.Subsumed
	}
	return cp.Fix
}

// demandsFit (CumulativeVar): every task that takes time needs its min
// demand within the capacity and at most the max capacity.
func (p *cumulative) demandsFit(s *cp.Store) (ok, changed bool) {
	for i, d := range p.durs {
		if s.Min(d) <= 0 {
			continue
		}
		h := p.dems[i]
		if s.Min(h) > s.Min(p.capV) {
			changed = true
			if !s.SetMin(p.capV, s.Min(h)) {
				return false, true
			}
		}
		if s.Max(h) > s.Max(p.capV) {
			changed = true
			if !s.SetMax(h, s.Max(p.capV)) {
				return false, true
			}
		}
	}
	return true, changed
}

// profile builds the compulsory-part profile's segments of positive height
// and checks it against the capacity c (CumulativeVar raises the min
// capacity to the profile's peak instead, and lowers max demands).
func (p *cumulative) profile(s *cp.Store, c int) bool {
	ne := 0
	for i := range p.starts {
		if p.h[i] > 0 && p.cpLo[i] < p.cpHi[i] {
			p.evTime[ne], p.evCode[ne] = p.cpLo[i], int32(i)
			p.evTime[ne+1], p.evCode[ne+1] = p.cpHi[i], int32(^i)
			ne += 2
		}
	}
	ord := p.evOrd[:ne]
	p.sorter.sortBy(ord, p.evTime[:ne], ne != p.lastNe)
	p.lastNe = ne
	p.nseg = 0
	height, peak := 0, 0
	for k := 0; k < ne; {
		t := p.evTime[ord[k]]
		for ; k < ne && p.evTime[ord[k]] == t; k++ {
			if i := p.evCode[ord[k]]; i >= 0 {
				height += p.h[i]
			} else {
				height -= p.h[^i]
			}
		}
		if height > 0 && k < ne {
			p.segS[p.nseg], p.segE[p.nseg], p.segH[p.nseg] = t, p.evTime[ord[k]], height
			p.nseg++
			peak = max(peak, height)
		}
	}
	if p.capV < 0 {
		return peak <= c
	}
	if !s.SetMin(p.capV, peak) {
		return false
	}
	// Max demands: a task surely runs over its compulsory part, where the
	// others already use P(t) − h_i.
	for i, h := range p.dems {
		if p.p[i] <= 0 || p.cpLo[i] >= p.cpHi[i] {
			continue
		}
		room := c
		for k := p.firstSeg(p.cpLo[i]); k < p.nseg && p.segS[k] < p.cpHi[i]; k++ {
			room = min(room, c-(p.segH[k]-p.h[i]))
		}
		if room < s.Max(h) && !s.SetMax(h, room) {
			return false
		}
	}
	return true
}

// firstSeg returns the first segment ending after t (binary search).
func (p *cumulative) firstSeg(t int) int {
	lo, hi := 0, p.nseg
	for lo < hi {
		mid := (lo + hi) / 2
		if p.segE[mid] <= t {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// firstSegFrom returns the first segment starting at or after t.
func (p *cumulative) firstSegFrom(t int) int {
	lo, hi := 0, p.nseg
	for lo < hi {
		mid := (lo + hi) / 2
		if p.segS[mid] < t {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// others is the profile height at segment k without task i's own part.
func (p *cumulative) others(k, i int) int {
	if p.cpLo[i] < p.cpHi[i] && p.segS[k] >= p.cpLo[i] && p.segE[k] <= p.cpHi[i] {
		return p.segH[k] - p.h[i]
	}
	return p.segH[k]
}

// timetable pushes each task's start bounds past the profile segments where
// the others leave less than its demand: every start in [est, end of the
// first such segment the task would overlap) overlaps it, so the jump is
// exact for that profile.
func (p *cumulative) timetable(s *cp.Store, c int) (ok, changed bool) {
	for _, i := range p.task {
		x, d, h := p.starts[i], p.p[i], p.h[i]
		lo := p.est[i]
		for k := p.firstSeg(lo); k < p.nseg && p.segS[k] < lo+d; k++ {
			if p.others(k, int(i))+h > c {
				lo = p.segE[k]
			}
		}
		hi := p.lst[i]
		for k := p.firstSegFrom(hi+d) - 1; k >= 0 && p.segE[k] > hi; k-- {
			if p.others(k, int(i))+h > c {
				hi = p.segS[k] - d
			}
		}
		if lo > s.Min(x) {
			changed = true
			if !s.SetMin(x, lo) {
				return false, true
			}
		}
		if hi < s.Max(x) {
			changed = true
			if !s.SetMax(x, hi) {
				return false, true
			}
		}
	}
	return true, changed
}

// overload is Vilím's energetic overload check: tasks enter Θ by increasing
// lct, and the energy envelope max_{Ω⊆Θ} C·est_Ω + Σ_Ω p·h must not exceed
// C·lct_j.
func (p *cumulative) overload(c int) bool {
	m := len(p.task)
	if m == 0 {
		return true
	}
	for k, i := range p.task {
		p.keyEst[k], p.keyLct[k] = p.est[i], p.lct[i]
	}
	fresh := m != p.lastM
	p.lastM = m
	p.sorter.sortBy(p.byEst[:m], p.keyEst[:m], fresh)
	p.sorter.sortBy(p.byLct[:m], p.keyLct[:m], fresh)
	t := &p.tree
	t.reset(m, false)
	for pos, k := range p.byEst[:m] {
		i := p.task[k]
		t.setLeaf(pos, k, c*p.est[i], p.p[i]*p.h[i])
		p.rank[k] = int32(pos)
	}
	for _, k := range p.byLct[:m] {
		t.set(int(p.rank[k]), thetaWhite)
		if t.ECT() > c*p.keyLct[k] {
			return false
		}
	}
	return true
}

// Clone implements cp.Cloner; the tasks' variables, durations and demands
// are shared (read only).
func (p *cumulative) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.est, c.lst, c.lct, c.p, c.h = cloneSlice(p.est), cloneSlice(p.lst), cloneSlice(p.lct), cloneSlice(p.p), cloneSlice(p.h)
	c.cpLo, c.cpHi = cloneSlice(p.cpLo), cloneSlice(p.cpHi)
	c.evTime, c.evCode, c.evOrd = cloneSlice(p.evTime), cloneSlice(p.evCode), cloneSlice(p.evOrd)
	c.segS, c.segE, c.segH = cloneSlice(p.segS), cloneSlice(p.segE), cloneSlice(p.segH)
	c.task = cloneSlice(p.task)
	c.keyEst, c.keyLct = cloneSlice(p.keyEst), cloneSlice(p.keyLct)
	c.byEst, c.byLct, c.rank = cloneSlice(p.byEst), cloneSlice(p.byLct), cloneSlice(p.rank)
	c.tree = p.tree.clone()
	c.sorter = p.sorter.clone()
	return &c
}
