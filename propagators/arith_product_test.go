package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// productClaim checks the product propagator's claim on the domains of a
// store at its fixpoint, by a reference computation: with F the product of
// the fixed cells (which must divide the target) and R = target/F, every
// value v of an unfixed cell divides R, and R/v lies between the product
// of the other unfixed cells' minimums and that of their maximums; with
// every cell fixed, F = target.
func productClaim(s *cp.Store, xs []cp.VarID, target int) string {
	f := 1
	var unfixed []cp.VarID
	for _, x := range xs {
		if s.Fixed(x) {
			f *= s.Value(x)
		} else {
			unfixed = append(unfixed, x)
		}
	}
	if target%f != 0 {
		return "the fixed cells' product does not divide the target"
	}
	r := target / f
	if len(unfixed) == 0 && r != 1 {
		return "every cell fixed, the product is not the target"
	}
	for _, x := range unfixed {
		lo, hi := 1, 1
		for _, y := range unfixed {
			if y != x {
				lo, hi = lo*s.Min(y), hi*s.Max(y)
			}
		}
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			if r%v != 0 || r/v < lo || r/v > hi {
				return "a value outside the claim"
			}
		}
	}
	return ""
}

// The product propagator prunes what it claims: random positive domains
// (post on wider ones, then removals above level 0), targets reached by a
// tuple or random, checked against productClaim at each fixpoint. Its
// soundness and fixed assignments are the oracle row cage-mul-product's.
func TestProductCageClaim(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 77))
	checked := 0
	for k := 0; k < 3000; k++ {
		n := 2 + r.IntN(4)
		s := cp.NewStore()
		xs := make([]cp.VarID, n)
		doms := make([][]int, n)
		target := 1
		for i := range xs {
			doms[i] = randDom(r, 1, 2+r.IntN(11))
			xs[i] = s.NewVarValues(doms[i])
			target *= doms[i][r.IntN(len(doms[i]))]
		}
		if r.IntN(4) == 0 {
			target = 1 + r.IntN(5000)
		}
		arithProductPost(s, xs, target)
		if !s.Propagate() {
			continue
		}
		if msg := productClaim(s, xs, target); msg != "" {
			t.Fatalf("case %d: Π %v = %d at the root: %s (domains %v)", k, doms, target, msg, domains(s, xs))
		}
		checked++
		s.Push()
		for i, x := range xs {
			if r.IntN(2) == 0 {
				s.Remove(x, doms[i][r.IntN(len(doms[i]))])
			}
		}
		if s.Propagate() {
			if msg := productClaim(s, xs, target); msg != "" {
				t.Fatalf("case %d: Π %v = %d after removals: %s (domains %v)", k, doms, target, msg, domains(s, xs))
			}
			checked++
		}
		s.PopTo(0)
	}
	if checked < 1000 {
		t.Fatalf("only %d fixpoints checked", checked)
	}
}

// The cage of issue 9 (a 7×7 KenKen, two rows in one × cage of 25401600 =
// 7!², 14 cells): too many tuples for a table, and a target too large for
// the old decomposition over the divisors. Every cell keeps 1..7 (each
// divides 7!² within the bounds), and a row of the cage fixed to a
// permutation leaves the other row a product of 7!.
func TestProductCageIssue9(t *testing.T) {
	s := cp.NewStore()
	cells := make([]cp.VarID, 14)
	for i := range cells {
		cells[i] = s.NewVar(1, 7)
	}
	if err := Cage(s, CageMul, 25401600, cells); err != nil {
		t.Fatal(err)
	}
	if s.NumProps() != 1 || s.Kind(0) != "cage-product" {
		t.Fatalf("posted %d propagators, the first of kind %q; want the product propagator", s.NumProps(), s.Kind(0))
	}
	if !s.Propagate() {
		t.Fatal("fails at the root")
	}
	s.Push()
	for i, v := range []int{1, 2, 3, 4, 5, 6, 7} {
		s.Assign(cells[i], v)
	}
	for i := 7; i < 13; i++ {
		s.Assign(cells[i], 7) // 7^6 ∤ 5040
	}
	if s.Propagate() {
		t.Fatal("accepted a product 7! · 7^6 · x = 7!²")
	}
	s.PopTo(0)
	s.Push()
	for i, v := range []int{7, 6, 5, 4, 3, 2, 1, 7, 6, 5, 4, 3, 2} {
		s.Assign(cells[i], v)
	}
	if !s.Propagate() || !s.Fixed(cells[13]) || s.Value(cells[13]) != 1 {
		t.Fatalf("the last cell is %s, want {1}", s.String(cells[13]))
	}
	s.PopTo(0)
	if err := Cage(s, CageMul, cp.MaxValue+1, cells[:13]); !errors.Is(err, ErrArgs) {
		t.Errorf("a target past cp.MaxValue: %v, want ErrArgs", err)
	}
}

// Large product cages over cells that may be zero or negative use the
// chain of Times over interval variables: sound, and no refusal.
func TestProductCageChainIntervals(t *testing.T) {
	s := cp.NewStore()
	cells := make([]cp.VarID, 12)
	for i := range cells {
		cells[i] = s.NewVar(-7, 7)
	}
	const target = 25401600
	if err := Cage(s, CageMul, target, cells); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("fails at the root")
	}
	// 7!² = (−7)·(−6)·5·4·3·2 · 7·6·5·4·3·2, with two negatives.
	sol := []int{-7, -6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
	s.Push()
	for i, v := range sol[:11] {
		if !s.Assign(cells[i], v) {
			t.Fatalf("cell %d lost %d", i, v)
		}
	}
	if !s.Propagate() || !s.Fixed(cells[11]) || s.Value(cells[11]) != 2 {
		t.Fatalf("the last cell is %s, want {2}", s.String(cells[11]))
	}
	s.PopTo(0)
	s.Push()
	for i, v := range sol {
		if i == 11 {
			v = -2
		}
		s.Assign(cells[i], v)
	}
	if s.Propagate() {
		t.Fatal("accepted a negative product")
	}
	s.PopTo(0)
}

func TestProductCageNoAllocs(t *testing.T) {
	s := cp.NewStore()
	pos := make([]cp.VarID, 8)
	mixed := make([]cp.VarID, 6)
	for i := range pos {
		pos[i] = s.NewVar(1, 9)
	}
	for i := range mixed {
		mixed[i] = s.NewVar(-30, 30)
	}
	if err := arithCagePost(s, CageMul, 362880, pos, 0); err != nil {
		t.Fatal(err)
	}
	if err := arithCagePost(s, CageMul, 1<<23, mixed, 0); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(pos[0], 9)
		s.Remove(pos[3], 7)
		s.SetMax(pos[5], 6)
		s.Assign(mixed[1], 16)
		s.SetMin(mixed[2], 1)
	})
	if !slices.Contains([]string{s.Kind(0), s.Kind(1)}, "cage-product") {
		t.Error("no product propagator posted")
	}
}
