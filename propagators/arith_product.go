package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// arithProductPost posts Π cells = target for distinct cells whose values
// are all positive and a positive target: the product cage when its table
// would be too large.
func arithProductPost(s *cp.Store, cells []cp.VarID, target int) {
	n := len(cells)
	p := &arithProduct{
		xs: slices.Clone(cells), target: target,
		unfixed: make([]int32, 0, n),
		preLo:   make([]int, n+1), preHi: make([]int, n+1),
		sufLo: make([]int, n+1), sufHi: make([]int, n+1),
	}
	id := s.Post(p, cp.Linear, "cage-product")
	for i, x := range cells {
		s.Subscribe(id, x, cp.OnBounds, int32(i))
	}
}

// arithProduct is Π xs = target over positive values. With F the product
// of the fixed cells and R = target/F, it fails unless F divides the target
// (and, once every cell is fixed, F = target); each unfixed cell keeps the
// values v that divide R with R/v between the products of the other
// unfixed cells' minimums and of their maximums. That holds for every value
// at its fixpoint (the claim its oracle test checks). A round costs
// O(n + Σ|dom x|) for the unfixed cells, repeated while a bound moves;
// products above R are capped at R+1, so nothing overflows. It subscribes
// OnBounds: R and the products change only with a bound.
type arithProduct struct {
	xs     []cp.VarID
	target int

	// Scratch: the unfixed cells, and the capped products of their
	// minimums (Lo) and maximums (Hi) before (pre) and after (suf) each.
	unfixed                    []int32
	preLo, preHi, sufLo, sufHi []int
}

// capMul is a·b capped at c (a, b ≥ 1, c ≥ 1).
func capMul(a, b, c int) int {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi != 0 || lo > uint64(c) {
		return c
	}
	return int(lo)
}

func (p *arithProduct) Propagate(s *cp.Store) cp.Status {
	for {
		f := 1
		p.unfixed = p.unfixed[:0]
		for i, x := range p.xs {
			if !s.Fixed(x) {
				p.unfixed = append(p.unfixed, int32(i))
				continue
			}
			v := s.Value(x)
			f = capMul(f, v, p.target+1)
			if f > p.target || p.target%f != 0 {
				return cp.Fail
			}
		}
		r := p.target / f
		u := len(p.unfixed)
		if u == 0 {
			if r != 1 {
				return cp.Fail
			}
			return cp.Subsumed
		}
		c := r + 1 // products above r are all alike
		p.preLo[0], p.preHi[0], p.sufLo[u], p.sufHi[u] = 1, 1, 1, 1
		for k, i := range p.unfixed {
			x := p.xs[i]
			p.preLo[k+1], p.preHi[k+1] = capMul(p.preLo[k], s.Min(x), c), capMul(p.preHi[k], s.Max(x), c)
		}
		for k := u - 1; k >= 0; k-- {
			x := p.xs[p.unfixed[k]]
			p.sufLo[k], p.sufHi[k] = capMul(p.sufLo[k+1], s.Min(x), c), capMul(p.sufHi[k+1], s.Max(x), c)
		}
		if p.preLo[u] > r {
			return cp.Fail // even the smallest values multiply past r
		}
		moved := false
		for k, i := range p.unfixed {
			x := p.xs[i]
			lo := capMul(p.preLo[k], p.sufLo[k+1], c) // the others' products
			hi := capMul(p.preHi[k], p.sufHi[k+1], c)
			// v·lo ≤ r ≤ v·hi, so ⌈r/hi⌉ ≤ v ≤ ⌊r/lo⌋.
			mn, mx := s.Min(x), s.Max(x)
			if !s.SetMin(x, (r+hi-1)/hi) || !s.SetMax(x, r/lo) {
				return cp.Fail
			}
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				if r%v != 0 && !s.Remove(x, v) {
					return cp.Fail
				}
			}
			moved = moved || s.Min(x) != mn || s.Max(x) != mx
		}
		if !moved {
			return cp.Fix
		}
	}
}

// Clone implements cp.Cloner.
func (p *arithProduct) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.unfixed = cloneSlice(p.unfixed)
	c.preLo, c.preHi = cloneSlice(p.preLo), cloneSlice(p.preHi)
	c.sufLo, c.sufHi = cloneSlice(p.sufLo), cloneSlice(p.sufHi)
	return &c
}
