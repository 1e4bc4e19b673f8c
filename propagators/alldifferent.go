package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// AllDifferent posts xs[i] ≠ xs[j] for all i < j, at the given strength:
//
//   - Value: forward checking. When a variable is fixed its value is removed
//     from the others, O(n) per fixed variable. Sound, and it fails as soon
//     as two fixed variables are equal, but it sees no Hall set.
//   - Bounds: bounds(Z) consistency by the Hall-interval algorithm of
//     López-Ortiz, Quimper, Tromp and van Beek (IJCAI 2003): O(n log n) per
//     pass at worst, O(n) after a small change. Holes in the domains are
//     ignored except at the bounds.
//   - Domain: domain (generalised arc) consistency by Régin's algorithm
//     (AAAI 1994): a maximum matching of variables to values, kept between
//     calls and repaired by augmenting paths, then the strongly connected
//     components of the residual graph. O(n + W + Σ|D(x)|) per call once the
//     matching is repaired (W is the width of the union of the initial
//     domains), with O(n + W) memory.
//
// Domain is the default for puzzle sizes (up to 64 variables over up to 64
// values): a search step there costs about a microsecond for 9 variables
// and around 10 µs for 64, and every value left belongs to a solution of the
// constraint. Bounds suits long scopes over wide intervals; Value suits
// constraints whose variables are mostly fixed by search. Value and Bounds
// run at priority cp.Linear, Domain at cp.Quadratic.
//
// xs must be variables of s, none repeated. Value and Bounds accept
// interval variables (cp.Store.IsInterval); Domain needs bitsets and, with
// three or more variables, the union of the domains must span fewer than
// cp.MaxDomainWidth values (the propagator's memory is linear in that
// span): it refuses other arguments with an error that suggests Bounds.
// Zero or one variable posts nothing and two post NotEqual(x, y, 0).
func AllDifferent(s *cp.Store, xs []cp.VarID, level Level) error {
	return alldiffPost(s, "AllDifferent", xs, nil, level)
}

// alldiffPost posts the values xs[i]+off[i] pairwise distinct (off nil: all
// zero). The three propagators read each variable through its offset, a
// view: AllDifferentOffset needs no auxiliary variables.
func alldiffPost(s *cp.Store, name string, xs []cp.VarID, off []int, level Level) error {
	if err := checkVarsAny(s, name, false, xs...); err != nil {
		return err
	}
	for i, x := range xs {
		if level == Domain && s.IsInterval(x) {
			return argErr(name, "variable %d (argument %d) is an interval variable (bounds only, no bitset): the Domain level needs bitset domains; use Bounds or Value", x, i)
		}
	}
	if level != Value && level != Bounds && level != Domain {
		return argErr(name, "unknown level %d", int(level))
	}
	at := func(i int) int { // the offset of xs[i]
		if off == nil {
			return 0
		}
		return off[i]
	}
	switch len(xs) {
	case 0, 1:
		return nil
	case 2:
		return NotEqual(s, xs[0], xs[1], at(1)-at(0))
	}
	xs = append([]cp.VarID(nil), xs...)
	if off != nil {
		off = append([]int(nil), off...)
	}
	switch level {
	case Value:
		p := s.Post(newAlldiffValue(xs, off), cp.Linear, "alldifferent-value")
		for i, x := range xs {
			s.Subscribe(p, x, cp.OnFixed, int32(i))
		}
	case Bounds:
		p := s.Post(newAlldiffBounds(xs, off), cp.Linear, "alldifferent-bounds")
		for i, x := range xs {
			s.Subscribe(p, x, cp.OnBounds, int32(i))
		}
	default:
		lo, hi := s.Base(xs[0])+at(0), s.Max(xs[0])+at(0)
		for i, x := range xs {
			lo, hi = min(lo, s.Base(x)+at(i)), max(hi, s.Max(x)+at(i))
		}
		// Values lie within ±cp.MaxValue, so hi-lo does not overflow.
		if hi-lo >= cp.MaxDomainWidth {
			return argErr(name, "at Domain level the values span %d..%d, wider than cp.MaxDomainWidth; use Bounds", lo, hi)
		}
		p := s.Post(newAlldiffDomain(s, xs, off), cp.Quadratic, "alldifferent-domain")
		for i, x := range xs {
			s.Subscribe(p, x, cp.OnDomain, int32(i))
		}
	}
	return nil
}

// alldiffValue is AllDifferent by forward checking: each variable that
// becomes fixed has its value removed from the other variables.
// Consistency: sound only (it waits for fixed variables, so it misses Hall
// sets), and it fails whenever two fixed variables are equal. Cost: O(n) per
// newly fixed variable, which the Notify hook queues; a call that finds no
// queued variable (a re-run, or the first call after a backtrack that
// brought no news) scans all n variables once, O(n) plus O(n) per fixed one.
type alldiffValue struct {
	xs      []cp.VarID
	off     []int   // xs[i] stands for the value xs[i]+off[i] (nil: all 0)
	pending []int32 // indices of variables fixed since the last call
	epoch   uint64  // the store epoch pending belongs to
	except  int     // with skip: the value left free (AllDifferentExcept)
	full    bool    // pending is incomplete: scan every variable
	skip    bool
}

func newAlldiffValue(xs []cp.VarID, off []int) *alldiffValue {
	return &alldiffValue{xs: xs, off: off, pending: make([]int32, 0, len(xs)), full: true}
}

// Notify queues a variable that became fixed (the only event subscribed).
func (p *alldiffValue) Notify(s *cp.Store, tag int32, ev cp.Event) bool {
	if e := s.Epoch(); e != p.epoch {
		p.epoch, p.pending = e, p.pending[:0]
	}
	if len(p.pending) == cap(p.pending) {
		p.full = true
	} else {
		p.pending = append(p.pending, tag)
	}
	return true
}

func (p *alldiffValue) Propagate(s *cp.Store) cp.Status {
	if e := s.Epoch(); e != p.epoch || p.full {
		// Nothing recorded for this epoch can be trusted to be complete:
		// treat every fixed variable as news.
		p.epoch, p.full, p.pending = e, false, p.pending[:0]
		for i, x := range p.xs {
			if s.Fixed(x) {
				p.pending = append(p.pending, int32(i))
			}
		}
	}
	// Removals below may fix more variables; Notify appends them, so the
	// loop re-reads the length.
	for k := 0; k < len(p.pending); k++ {
		i := int(p.pending[k])
		x := p.xs[i]
		if !s.Fixed(x) {
			continue
		}
		v := s.Value(x)
		if p.off != nil {
			v += p.off[i]
		}
		if p.skip && v == p.except {
			continue
		}
		if !alldiffRemoveOthers(s, p.xs, p.off, i, v) {
			p.pending = p.pending[:0]
			return cp.Fail
		}
	}
	p.pending = p.pending[:0]
	if p.full {
		// An overflow during this call: run again on a full scan.
		return cp.NoFix
	}
	return cp.Fix
}

// Reasons of AllDifferent (cp.Explainer), at every level:
//
//   - Value: y ≠ v because another variable is fixed to v.
//   - Bounds: y ≥ m because a Hall interval [a, m-1] (or wider) holds as
//     many variables as values, and y ≥ a: the reason is y ≥ a and each
//     Hall variable within [a, b].
//   - Domain (and AllDifferentExcept): y ≠ v because a Hall set H of the
//     other variables cannot be matched once y takes v: the reason says
//     each variable of H lies in N(H), the union of their domains, by the
//     values removed from it (hallFinder).
//
// A failure is explained by an over-full Hall interval or Hall set, or by
// two variables fixed to one value. Anything else falls back on the coarse
// reason.

func (p *alldiffValue) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	fixedTo := func(i, v int) bool { // xs[i] + off[i] = v before at
		return s.EntailedAt(cp.LitEq(p.xs[i], v-shifted(p.off, i)), at)
	}
	if l.Op == cp.OpFalse {
		for i, x := range p.xs {
			if s.MinAt(x, at) != s.MaxAt(x, at) {
				continue
			}
			v := s.MinAt(x, at) + shifted(p.off, i)
			if p.skip && v == p.except {
				continue
			}
			for j := i + 1; j < len(p.xs); j++ {
				if fixedTo(j, v) {
					return append(buf, cp.LitEq(x, v-shifted(p.off, i)), cp.LitEq(p.xs[j], v-shifted(p.off, j)))
				}
			}
		}
	} else if j := indexOf(p.xs, l.X); l.Op == cp.OpNe && j >= 0 {
		v := l.V + shifted(p.off, j)
		for i := range p.xs {
			if i != j && fixedTo(i, v) {
				return append(buf, cp.LitEq(p.xs[i], v-shifted(p.off, i)))
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner; xs and off are shared (read only).
func (p *alldiffValue) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.pending = cloneSlice(p.pending)
	return &c
}

// alldiffRemoveOthers removes the shifted value v from every variable of xs
// but xs[i] (off nil: no shifts), and reports false on a wipe-out.
func alldiffRemoveOthers(s *cp.Store, xs []cp.VarID, off []int, i, v int) bool {
	if off == nil {
		for j, y := range xs {
			if j != i && !s.Remove(y, v) {
				return false
			}
		}
		return true
	}
	off = off[:len(xs)] // one bounds check for the loop
	for j, y := range xs {
		if j != i && !s.Remove(y, v-off[j]) {
			return false
		}
	}
	return true
}

// shifted is xs[i]'s offset in off (nil: 0).
func shifted(off []int, i int) int {
	if off == nil {
		return 0
	}
	return off[i]
}

// alldiffHallInterval finds, before position at, the interval [a, b] of
// shifted values with a <= amax and b >= bmin holding at least
// b-a+1+extra of the variables other than skip (their whole intervals),
// with the fewest such variables.
func alldiffHallInterval(s *cp.Store, xs []cp.VarID, off []int, at, skip, amax, bmin, extra int) (a, b int, ok bool) {
	n := len(xs)
	lo, hi, his := s.ScratchInts(9, n), s.ScratchInts(10, n), s.ScratchInts(11, n)
	for i, x := range xs {
		lo[i], hi[i] = s.MinAt(x, at)+shifted(off, i), s.MaxAt(x, at)+shifted(off, i)
	}
	best := n + 1
	for c := range xs {
		ca := lo[c]
		if c == skip || ca > amax {
			continue
		}
		his = his[:0]
		for i := range xs {
			if i != skip && lo[i] >= ca {
				his = append(his, hi[i])
			}
		}
		slices.Sort(his)
		for k, cb := range his {
			if k+1 < len(his) && his[k+1] == cb {
				continue // count every interval ending at cb
			}
			if cb >= bmin && k+1 >= cb-ca+1+extra && k+1 < best {
				a, b, best, ok = ca, cb, k+1, true
			}
		}
	}
	return a, b, ok
}

// alldiffAppendHall appends, for each variable other than skip whose
// interval lies within [a, b] before at, the literals that keep it there.
func alldiffAppendHall(s *cp.Store, xs []cp.VarID, off []int, at, skip, a, b int, buf []cp.Lit) []cp.Lit {
	for i, x := range xs {
		o := shifted(off, i)
		if i != skip && s.MinAt(x, at)+o >= a && s.MaxAt(x, at)+o <= b {
			buf = appendInRangeAt(s, x, at, a-o, b-o, buf)
		}
	}
	return buf
}
