package propagators

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestInverseArgs(t *testing.T) {
	s := cp.NewStore()
	a, b, c, d := s.NewVar(1, 2), s.NewVar(1, 2), s.NewVar(1, 2), s.NewVar(1, 2)
	for name, err := range map[string]error{
		"length mismatch":  Inverse(s, []cp.VarID{a, b}, []cp.VarID{c}, 1),
		"shared variable":  Inverse(s, []cp.VarID{a, b}, []cp.VarID{c, a}, 1),
		"foreign variable": Inverse(s, []cp.VarID{a, b}, []cp.VarID{c, 9}, 1),
		"huge offset":      Inverse(s, []cp.VarID{a, b}, []cp.VarID{c, d}, 1<<50),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	if err := Inverse(s, nil, nil, 1); err != nil || s.NumProps() != 0 {
		t.Errorf("empty: err %v, %d propagators", err, s.NumProps())
	}
}

func TestInverseNoAllocs(t *testing.T) {
	s := cp.NewStore()
	n := 20
	f, g := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range n {
		f[i], g[i] = s.NewVar(1, n), s.NewVar(1, n)
	}
	if err := Inverse(s, f, g, 1); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(f[0], 3)
		s.Propagate()
		s.Remove(g[5], 7)
		s.SetMax(f[9], 4)
		s.Propagate()
	})
}
