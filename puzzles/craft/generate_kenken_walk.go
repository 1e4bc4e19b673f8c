package craft

import (
	"math/bits"

	"github.com/tessera-cp/tessera/search"
)

// A drawn KenKen's walk takes its lookahead steps on masks: the step's
// probes (each value of an open cell assumed and propagated, the cells
// with the fewest values first, until one fails) were most of a walk's
// CPU on the model (a Push, an Assign, the kernel's propagation and a
// PopTo per probe, a hundred probes per Lookahead step). Where the walk
// looks ahead, the store is at the fixpoint of every rung up to the
// model's top, and the masks reach the same fixpoints rule for rule
// (TestKenKenMasksAgreeWithLadder): from the store's cells plus the
// assumed value, the masks fail exactly where the model's probe does, so
// the first refutation, in the walk's own order, is the model's
// (TestKenKenMaskProbesAgreeWithWalk). The walk then removes it on the
// store and goes on as before: the same steps, grades and hints.

// refuter is the walk's lookahead on masks (Model.refuter) for m, a
// model of the puzzle mk was made from, or nil where its cells are not
// the masks' (row by row).
func (mk *kenkenMasks) refuter(m *Model) func(inner Rung) (search.Refuted, bool, bool) {
	n := mk.n
	if len(m.Vars) != n*n {
		return nil
	}
	g := make([]uint32, n*n)
	tmp := make([]uint32, n*n)
	return func(inner Rung) (search.Refuted, bool, bool) {
		if inner > Combined {
			return search.Refuted{}, false, false
		}
		s := m.Store
		for c, x := range m.Vars {
			base := s.Base(x)
			if s.IsInterval(x) || base < 0 || base > 1 || s.Max(x) > n {
				return search.Refuted{}, false, false
			}
			g[c] = uint32(s.Word0(x)<<uint(base)>>1) & mk.full
		}
		// openVars' order: fewest values first, then the model's order
		// (the cells', row by row), each cell's values upwards.
		for size := 2; size <= n; size++ {
			for c, x := range g {
				if bits.OnesCount32(x) != size {
					continue
				}
				for w := x; w != 0; w &= w - 1 {
					bit := w & -w
					if mk.skip(c, bit) {
						continue
					}
					copy(tmp, g)
					mk.clearWork()
					mk.remove(tmp, int16(c), x&^bit) // leaves bit: cannot empty the cell
					if !mk.run(tmp, inner) {
						return search.Refuted{X: m.Vars[c], V: bits.TrailingZeros32(bit) + 1}, true, true
					}
				}
			}
		}
		return search.Refuted{}, false, true
	}
}
