package propagators

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestNValueArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, n := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	wide := s.NewVar(cp.MaxDomainWidth, cp.MaxDomainWidth+3)
	for name, err := range map[string]error{
		"repeated variable": NValue(s, []cp.VarID{x, x}, n),
		"n among xs":        NValue(s, []cp.VarID{x, n}, n),
		"foreign variable":  NValue(s, []cp.VarID{x, 5}, n),
		"foreign n":         NValue(s, []cp.VarID{x, y}, 50),
		"span too wide":     NValue(s, []cp.VarID{x, wide}, n),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	if err := NValue(s, nil, n); err != nil || s.String(n) != "{0}" {
		t.Errorf("no xs: err %v, n = %s", err, s.String(n))
	}
}

func TestNValueNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 16)
	for i := range xs {
		xs[i] = s.NewVar(i/2, i/2+6)
	}
	n := s.NewVar(0, 16)
	if err := NValue(s, xs, n); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 3)
		s.Assign(xs[15], 9)
		s.Propagate()
		s.SetMax(n, 5)
		s.Propagate()
		s.SetMin(xs[4], 5)
		s.Propagate()
	})
}
