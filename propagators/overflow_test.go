package propagators

import (
	"errors"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Values at the ends of the range (issue 9): no post function or
// propagator overflows, panics or answers wrongly on values near
// ±cp.MaxValue, on domains spanning the whole range, or on interval
// variables over it.

// countAccepted counts the assignments of the (small) domains doms that s
// accepts after propagation, fixing xs one at a time.
func countAccepted(t *testing.T, s *cp.Store, xs []cp.VarID, doms [][]int, want func([]int) bool) {
	t.Helper()
	forEachAssignment(doms, func(vals []int) {
		l := s.Push()
		ok := s.Propagate()
		for i, x := range xs {
			ok = ok && s.Assign(x, vals[i]) && s.Propagate()
		}
		s.PopTo(l - 1)
		if ok != want(vals) {
			t.Fatalf("assignment %v: propagation says %v, the constraint %v", vals, ok, want(vals))
		}
	})
}

func distinct(v []int) bool {
	for i := range v {
		for j := i + 1; j < len(v); j++ {
			if v[i] == v[j] {
				return false
			}
		}
	}
	return true
}

// AllDifferent over {MinValue, MinValue+1}, {0, 1}, {MaxValue-1, MaxValue}:
// the Domain level refuses the span (it used to panic in makeslice), Bounds
// and Value accept and decide every assignment right.
func TestAllDifferentExtremeValues(t *testing.T) {
	doms := [][]int{{cp.MinValue, cp.MinValue + 1}, {0, 1}, {cp.MaxValue - 1, cp.MaxValue}}
	post := func(level Level) (*cp.Store, []cp.VarID, error) {
		s := cp.NewStore()
		xs := make([]cp.VarID, len(doms))
		for i, d := range doms {
			xs[i] = s.NewVarValues(d)
		}
		return s, xs, AllDifferent(s, xs, level)
	}
	if _, _, err := post(Domain); !errors.Is(err, ErrArgs) || !strings.Contains(err.Error(), "use Bounds") {
		t.Fatalf("Domain level over a span of 2^63 values: %v, want ErrArgs suggesting Bounds", err)
	}
	for _, level := range []Level{Bounds, Value} {
		s, xs, err := post(level)
		if err != nil {
			t.Fatalf("%v: %v", level, err)
		}
		countAccepted(t, s, xs, doms, distinct)
		// Repeated extreme values must fail.
		s2 := cp.NewStore()
		ys := []cp.VarID{s2.NewConst(cp.MaxValue), s2.NewVar(cp.MaxValue-1, cp.MaxValue), s2.NewConst(cp.MaxValue - 1)}
		if err := AllDifferent(s2, ys, level); err != nil {
			t.Fatal(err)
		}
		if s2.Propagate() {
			t.Errorf("%v: accepted two equal values among %v", level, domains(s2, ys))
		}
	}
}

// The exact arguments of issue 9, {-2^62, -2^62+1}, {0, 1}, {2^62, 2^62+1}:
// AllDifferent(Domain) panicked in makeslice; the values now lie outside
// cp.MinValue..cp.MaxValue, and creating the variables says so.
func TestAllDifferentIssue9Values(t *testing.T) {
	defer func() {
		msg, _ := recover().(string)
		if !strings.Contains(msg, "cp.MinValue..cp.MaxValue") {
			t.Fatalf("panic %q, want the value range named", msg)
		}
	}()
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVarValues([]int{-1 << 62, -1<<62 + 1}), s.NewVarValues([]int{0, 1}), s.NewVarValues([]int{1 << 62, 1<<62 + 1})}
	t.Fatalf("created %v; AllDifferent returned %v", domains(s, xs), AllDifferent(s, xs, Domain))
}

// Interval variables over the whole range with the binary relations, the
// arithmetic and Max, each on its own store: bounds come out exact, and a
// pair whose difference exceeds every value (2^63-2) fails |x - y| = z.
func TestIntervalVariablesWholeRange(t *testing.T) {
	const c = cp.MaxValue + 1 // 2^62, the largest offset accepted
	store := func() (*cp.Store, func() cp.VarID) {
		s := cp.NewStore()
		return s, func() cp.VarID { return s.NewVar(cp.MinValue, cp.MaxValue) }
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	// x ≤ y - 2^62 and w = y - 2^62.
	s, full := store()
	x, y, w, z := full(), full(), full(), full()
	must(LessEq(s, x, y, -c))
	must(Equal(s, w, y, -c))
	must(NotEqual(s, z, y, 0))
	if !s.Propagate() || s.Max(x) != cp.MaxValue-c || s.Min(y) != cp.MinValue+c || s.Min(w) != cp.MinValue || s.Max(w) != cp.MaxValue-c {
		t.Fatalf("x %s, y %s, w %s", s.String(x), s.String(y), s.String(w))
	}
	// z ≠ y at the extremes: only the bound goes.
	s.Push()
	s.Assign(y, cp.MaxValue)
	if !s.Propagate() || s.Max(z) != cp.MaxValue-1 {
		t.Errorf("z ≠ y = MaxValue: z %s", s.String(z))
	}
	s.PopTo(0)

	// |x - y| = z.
	s, full = store()
	x, y, z = full(), full(), full()
	must(AbsDiff(s, x, y, z))
	if !s.Propagate() || s.Min(z) != 0 || s.Max(z) != cp.MaxValue {
		t.Fatalf("|x - y| = z over the whole range: z %s", s.String(z))
	}
	s.Push()
	if s.Assign(x, cp.MinValue) && s.Assign(y, cp.MaxValue) && s.Propagate() {
		t.Errorf("|MinValue - MaxValue| = 2^63-2 exceeds every value, but z = %s was accepted", s.String(z))
	}
	s.PopTo(0)
	s.Push()
	if !s.Assign(x, cp.MaxValue) || !s.Assign(y, 0) || !s.Propagate() || !s.Fixed(z) || s.Value(z) != cp.MaxValue {
		t.Errorf("|MaxValue - 0| = z: z %s", s.String(z))
	}
	s.PopTo(0)

	// x·w = m, products saturating.
	s, full = store()
	x, w, m := full(), full(), full()
	must(Times(s, x, w, m))
	s.Push()
	if !s.SetMin(x, 1<<30) || !s.SetMin(w, 1<<30) || !s.Propagate() || s.Min(m) != 1<<60 || s.Max(x) != cp.MaxValue>>30 {
		t.Errorf("x, w ≥ 2^30: x %s, m %s; want x ≤ (2^62-1)/2^30, m ≥ 2^60", s.String(x), s.String(m))
	}
	if s.SetMin(x, 1<<32) && s.Propagate() {
		t.Errorf("x ≥ 2^32, w ≥ 2^30: the product exceeds every value, but m = %s was accepted", s.String(m))
	}
	s.PopTo(0)

	// m = max(x, y).
	s, full = store()
	x, y, m = full(), full(), full()
	must(Max(s, []cp.VarID{x, y}, m))
	s.Push()
	if !s.SetMax(m, cp.MinValue) || !s.Propagate() || !s.Fixed(x) || s.Value(y) != cp.MinValue {
		t.Errorf("max(x, y) = MinValue: x %s, y %s", s.String(x), s.String(y))
	}
	s.PopTo(0)

	if err := Linear(s, []int{1, 1}, []cp.VarID{x, y}, LE, 0); !errors.Is(err, ErrArgs) {
		t.Errorf("Linear over the whole range: %v, want ErrArgs (sums could overflow)", err)
	}
	for _, err := range []error{LessEq(s, x, y, c+1), Equal(s, x, y, -c-1), NotEqual(s, x, y, 1<<63-1)} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("an offset past 2^62: %v, want ErrArgs", err)
		}
	}
}
