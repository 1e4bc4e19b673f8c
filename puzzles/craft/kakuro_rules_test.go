package craft

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// newKakuroRun posts a run's counting rule alone on a fresh store.
func newKakuroRun(s *cp.Store, xs []cp.VarID, sum int) *kakuroRun {
	p := &kakuroRun{xs: xs, sum: sum, sets: kakuroSets(), free: make([]cp.VarID, 0, len(xs))}
	postRuleOnDomain(s, p, xs)
	return p
}

// runSupports enumerates the fillings of a run by distinct digits within
// doms adding up to sum, and returns the digits of each cell that one of
// them uses (bit v for digit v).
func runSupports(doms []uint32, sum int) []uint32 {
	sup := make([]uint32, len(doms))
	vals := make([]int, len(doms))
	var rec func(i, used, rest int) bool
	rec = func(i, used, rest int) bool {
		if i == len(doms) {
			return rest == 0
		}
		any := false
		for v := 1; v <= 9 && v <= rest; v++ {
			if doms[i]&(1<<v) != 0 && used&(1<<v) == 0 {
				vals[i] = v
				if rec(i+1, used|1<<v, rest-v) {
					sup[i] |= 1 << v
					any = true
				}
			}
		}
		return any
	}
	rec(0, 0, sum)
	return sup
}

// TestKakuroRunOracle checks the run's rule on random runs of 2 to 9
// cells with random candidates: it never removes a digit that a filling
// of the run uses (nor fails while one exists), and at its fixpoint it
// holds what it claims, recomputed here by brute force over the digit
// sets: the open cells keep only digits of the sets (none placed, within
// the open cells' digits, each open cell able to take one of the set's)
// that make the rest of the sum, within the sum's bounds, and a digit
// every such set holds has two open cells for it or is placed.
func TestKakuroRunOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 1))
	pruned, fails := 0, 0
	for range 3000 {
		k := 2 + rng.IntN(8)
		sol, sum := distinctDigits(rng, k)
		s := cp.NewStore()
		xs := make([]cp.VarID, k)
		doms := make([]uint32, k)
		for i := range xs {
			xs[i] = s.NewVar(1, 9)
			keep := rng.IntN(4) != 0 // most runs keep their solution
			for v := 1; v <= 9; v++ {
				if v != sol[i] || !keep {
					if rng.IntN(3) == 0 && s.Size(xs[i]) > 1 && !s.Remove(xs[i], v) {
						t.Fatal("remove")
					}
				}
			}
			doms[i] = domainMask(s, xs[i])
		}
		sup := runSupports(doms, sum)
		newKakuroRun(s, xs, sum)
		ok := s.Propagate()
		has := sup[0] != 0
		if !ok {
			if has {
				t.Fatalf("run %v of %d fails with fillings %v", doms, sum, sup)
			}
			fails++
			continue
		}
		for i, x := range xs {
			if got := domainMask(s, x); sup[i]&^got != 0 {
				t.Fatalf("run %v of %d: cell %d keeps %b, fillings use %b", doms, sum, i, got, sup[i])
			}
			if domainMask(s, x) != doms[i] {
				pruned++
			}
		}
		checkRunFixpoint(t, s, xs, sum)
	}
	if pruned == 0 || fails == 0 {
		t.Fatalf("pruned %d cells, failed %d runs: the rule does too little", pruned, fails)
	}
}

// checkRunFixpoint recomputes the rule's claims on a propagated run.
func checkRunFixpoint(t *testing.T, s *cp.Store, xs []cp.VarID, sum int) {
	t.Helper()
	rest, placed, within := sum, uint32(0), uint32(0)
	var open []cp.VarID
	for _, x := range xs {
		if s.Fixed(x) {
			rest -= s.Value(x)
			placed |= 1 << s.Value(x)
			continue
		}
		open = append(open, x)
		within |= domainMask(s, x)
	}
	if len(open) == 0 {
		if rest != 0 {
			t.Fatalf("placed run adds up to %d, not %d", sum-rest, sum)
		}
		return
	}
	lo, hi := 0, 0
	for _, x := range open {
		lo, hi = lo+s.Min(x), hi+s.Max(x)
	}
	for _, x := range open {
		if s.Max(x) > rest-(lo-s.Min(x)) || s.Min(x) < rest-(hi-s.Max(x)) {
			t.Fatalf("a cell's bounds %d..%d pass the sum's (rest %d)", s.Min(x), s.Max(x), rest)
		}
	}
	if len(open) < 2 {
		return
	}
	union, common := uint32(0), ^uint32(0)
	for set := uint32(0); set < 1<<10; set += 2 { // bit 0 is no digit
		if bits.OnesCount32(set) != len(open) || set&placed != 0 || set&^within != 0 {
			continue
		}
		total := 0
		for v := 1; v <= 9; v++ {
			if set&(1<<v) != 0 {
				total += v
			}
		}
		ok := total == rest
		for _, x := range open {
			ok = ok && domainMask(s, x)&set != 0
		}
		if ok {
			union |= set
			common &= set
		}
	}
	for _, x := range open {
		if domainMask(s, x)&^union != 0 {
			t.Fatalf("a cell keeps %b, outside the sets' digits %b", domainMask(s, x), union)
		}
	}
	for d := 1; d <= 9; d++ {
		if union == 0 || common&(1<<d) == 0 {
			continue
		}
		n := 0
		for _, x := range open {
			if s.Contains(x, d) {
				n++
			}
		}
		if n < 2 {
			t.Fatalf("digit %d, in every set of rest %d, has %d open cells and is not placed", d, rest, n)
		}
	}
}

// TestKakuroRunHiddenSingle: 7 in three is 1, 2 and 4; with the 1 struck
// out of two cells the third takes it (the bounds and the sets alone
// leave it 1, 2 or 4).
func TestKakuroRunHiddenSingle(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(2, 9), s.NewVar(2, 9), s.NewVar(1, 9)}
	newKakuroRun(s, xs, 7)
	if !s.Propagate() {
		t.Fatal("fails")
	}
	if !s.Fixed(xs[2]) || s.Value(xs[2]) != 1 {
		t.Fatalf("third cell %b, want 1", domainMask(s, xs[2]))
	}
	for _, x := range xs[:2] {
		if domainMask(s, x) != 1<<2|1<<4 {
			t.Fatalf("cell %b, want {2, 4}", domainMask(s, x))
		}
	}
}

// TestKakuroRunAllocFree: the run's rule allocates nothing when it runs.
func TestKakuroRunAllocFree(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 6)
	for i := range xs {
		xs[i] = s.NewVar(1, 9)
	}
	p := newKakuroRun(s, xs, 30)
	if !s.Assign(xs[0], 9) {
		t.Fatal("assign")
	}
	if a := testing.AllocsPerRun(50, func() { p.Propagate(s) }); a != 0 {
		t.Fatalf("%v allocations per run", a)
	}
}
