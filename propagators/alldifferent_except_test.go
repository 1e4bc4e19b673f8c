package propagators

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestAllDifferentExceptArgs(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, 3), s.NewVar(0, 3)
	wide := s.NewVar(cp.MaxDomainWidth, cp.MaxDomainWidth+3)
	for name, err := range map[string]error{
		"repeated variable": AllDifferentExcept(s, []cp.VarID{x, x}, 0, Domain),
		"foreign variable":  AllDifferentExcept(s, []cp.VarID{x, 5}, 0, Value),
		"unknown level":     AllDifferentExcept(s, []cp.VarID{x, y}, 0, Level(-1)),
		"span too wide":     AllDifferentExcept(s, []cp.VarID{x, y, wide}, 0, Domain),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	// No domain holds except: plain AllDifferent.
	if err := AllDifferentExcept(s, []cp.VarID{x, y, wide}, -1, Value); err != nil || s.Kind(0) != "alldifferent-value" {
		t.Errorf("except in no domain: err %v, posted %q", err, s.Kind(0))
	}
}

func TestAllDifferentExceptNoAllocs(t *testing.T) {
	for _, level := range []Level{Value, Domain} {
		t.Run(level.String(), func(t *testing.T) {
			s := cp.NewStore()
			xs := make([]cp.VarID, 16)
			for i := range xs {
				xs[i] = s.NewVar(0, 20)
			}
			if err := AllDifferentExcept(s, xs, 0, level); err != nil {
				t.Fatal(err)
			}
			assertNoPropagateAllocs(t, s, func(s *cp.Store) {
				s.Assign(xs[0], 0)
				s.Assign(xs[1], 0)
				s.Propagate()
				s.Assign(xs[2], 5)
				s.Propagate()
				for _, x := range xs[3:8] {
					s.SetMax(x, 6)
				}
				s.Propagate()
			})
		})
	}
}
