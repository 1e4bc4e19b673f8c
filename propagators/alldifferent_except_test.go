package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
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

func alldiffExceptCase(level Level, doms [][]int, except int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error { return AllDifferentExcept(s, xs, except, level) },
		check: func(vals []int) bool {
			for i := range vals {
				for j := i + 1; j < len(vals); j++ {
					if vals[i] == vals[j] && vals[i] != except {
						return false
					}
				}
			}
			return true
		},
	}
}

// alldiffExceptRand draws AllDifferent's shapes of domains and an except
// value among theirs (or, one time in six, outside them: plain
// AllDifferent).
func alldiffExceptRand(r *rand.Rand) ([][]int, int) {
	doms := alldiffRandomDoms(r, 1)
	lo, hi := slices.Min(doms[0]), slices.Max(doms[0])
	for _, d := range doms {
		lo, hi = min(lo, slices.Min(d)), max(hi, slices.Max(d))
	}
	except := lo + r.IntN(hi-lo+1)
	if r.IntN(6) == 0 {
		except = hi + 1
	}
	return doms, except
}

func alldiffExceptTiny(level Level) func() oracleCase {
	return func() oracleCase {
		return alldiffExceptCase(level, [][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {0, 2, 3}}, 2)
	}
}

func init() {
	for _, row := range []struct {
		name  string
		level Level
		st    strength
	}{
		{"alldifferent-except-value", Value, sound},
		{"alldifferent-except-domain", Domain, domainC},
		{"alldifferent-except-bounds", Bounds, boundsZ}, // domain when a domain holds except
	} {
		addOracleRow(oracleRow{
			name: row.name, strength: row.st,
			gen: func(r *rand.Rand) oracleCase {
				doms, except := alldiffExceptRand(r)
				return alldiffExceptCase(row.level, doms, except)
			},
			tiny: alldiffExceptTiny(row.level),
		})
	}
	addRefClaimRow(refClaimRow{
		name: "alldifferent-except-value",
		gen: func(r *rand.Rand) refCase {
			doms, except := alldiffExceptRand(r)
			return refCase{alldiffExceptCase(Value, doms, except), alldiffForwardRef(make([]int, len(doms)), except, true)}
		},
		tiny: func() refCase {
			return refCase{alldiffExceptTiny(Value)(), alldiffForwardRef(make([]int, 4), 2, true)}
		},
	})
}
