package propagators

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// checkVarsAny finds a repeated variable in short scopes (pairwise) and in
// long ones (a map), wherever the repeat lies.
func TestCheckVarsRepeats(t *testing.T) {
	s := cp.NewStore()
	for _, n := range []int{2, 9, 32, 33, 100} {
		xs := make([]cp.VarID, n)
		for i := range xs {
			xs[i] = s.NewVar(0, 1)
		}
		if err := checkVarsAny(s, "C", false, xs...); err != nil {
			t.Fatalf("n=%d distinct: %v", n, err)
		}
		for _, at := range [][2]int{{0, 1}, {0, n - 1}, {n / 2, n - 1}} {
			if at[0] == at[1] {
				continue
			}
			ys := append([]cp.VarID(nil), xs...)
			ys[at[1]] = ys[at[0]]
			if err := checkVarsAny(s, "C", false, ys...); !errors.Is(err, ErrArgs) {
				t.Errorf("n=%d, argument %d repeats %d: err = %v, want ErrArgs", n, at[1], at[0], err)
			}
			if err := checkVarsAny(s, "C", true, ys...); err != nil {
				t.Errorf("n=%d repeats allowed: %v", n, err)
			}
		}
	}
}
