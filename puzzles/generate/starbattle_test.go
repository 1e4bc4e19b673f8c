package generate

import (
	"errors"
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
	"github.com/tessera-cp/tessera/search"
)

func starBattleInstance(p *starbattle.Puzzle, s *starbattle.Solution) instance {
	return instance{
		name:     p.Name,
		text:     starbattle.Format(p),
		validate: p.Validate,
		verify:   func() error { return starbattle.Verify(p, s) },
		reparse: func(text string) (string, error) {
			q, err := starbattle.Parse(p.Name, []byte(text))
			if err != nil {
				return "", err
			}
			return starbattle.Format(q), nil
		},
		withSol: func() (string, error) {
			q := *p
			q.Known = s
			return starbattle.Format(&q), q.Validate()
		},
	}
}

func TestStarBattle(t *testing.T) {
	t.Parallel()
	for _, nk := range [][2]int{{1, 1}, {5, 1}, {8, 1}, {10, 2}, {14, 3}} {
		n, k := nk[0], nk[1]
		label := fmt.Sprintf("starbattle n%d k%d", n, k)
		checkSeries(t, label, n <= 5, func(seed uint64) (instance, error) {
			p, s, err := starbattle.Planted(seed, n, k, false)
			if err != nil {
				return instance{}, err
			}
			if want := fmt.Sprintf("generated:starbattle-n%d-k%d-s%d", n, k, seed); p.Name != want {
				t.Errorf("name %q, want %q", p.Name, want)
			}
			if p.Known != nil {
				t.Errorf("%s: Known is set", label)
			}
			return starBattleInstance(p, s), nil
		})
	}
}

// TestStarBattleUnique draws puzzles with unique set and counts their
// solutions again, with first fail rather than the generator's search:
// exactly the planted one.
func TestStarBattleUnique(t *testing.T) {
	t.Parallel()
	seeds := uint64(2)
	if testing.Short() {
		seeds = 1
	}
	for _, nk := range [][2]int{{5, 1}, {8, 1}, {10, 2}} {
		for seed := range seeds {
			p, s, err := starbattle.Planted(seed, nk[0], nk[1], true)
			if err != nil {
				t.Fatalf("%v seed %d: %v", nk, seed, err)
			}
			if err := starbattle.Verify(p, s); err != nil {
				t.Fatalf("%v seed %d: planted solution: %v", nk, seed, err)
			}
			m, err := starbattle.Build(p)
			if err != nil {
				t.Fatal(err)
			}
			res, err := search.Solve(m.Store, search.Options{Vars: m.Vars, VarSelect: search.FirstFail, MaxSolutions: 2}, func(*cp.Store) bool { return true })
			if err != nil || res.Solutions != 1 || !res.Complete() {
				t.Errorf("%v seed %d: %d solutions (%v, %v)\n%s", nk, seed, res.Solutions, res.Reason, err, starbattle.Format(p))
			}
		}
	}
}

func TestStarBattleArguments(t *testing.T) {
	t.Parallel()
	for _, a := range [][2]int{{0, 1}, {starbattle.MaxN + 1, 1}, {10, 0}, {10, 6}, {3, 3}} {
		if _, err := StarBattle(1, a[0], a[1], false); !errors.Is(err, ErrArgument) {
			t.Errorf("StarBattle(n %d, k %d): %v, want ErrArgument", a[0], a[1], err)
		}
	}
	// 2×2 with one star per row: no placement exists.
	if _, err := StarBattle(1, 2, 1, false); !errors.Is(err, ErrEffort) {
		t.Errorf("StarBattle(n 2, k 1): %v, want ErrEffort", err)
	}
}

// TestStarBattleStable pins a puzzle of each mode and checks that the
// public generator draws what the planted one does.
func TestStarBattleStable(t *testing.T) {
	t.Parallel()
	hash := func(s string) string {
		h := fnv.New64a()
		h.Write([]byte(s))
		return fmt.Sprintf("%016x", h.Sum64())
	}
	for _, c := range []struct {
		unique bool
		want   string
	}{{false, "2f4f56f409be8d19"}, {true, "90f01ba6b848ee03"}} {
		n, k := 10, 2
		if c.unique {
			n, k = 8, 1 // quicker to make unique
		}
		p, err := StarBattle(1, n, k, c.unique)
		if err != nil {
			t.Fatal(err)
		}
		q, _, err := starbattle.Planted(1, n, k, c.unique)
		if err != nil {
			t.Fatal(err)
		}
		if starbattle.Format(p) != starbattle.Format(q) {
			t.Errorf("unique %v: public and planted generators differ", c.unique)
		}
		if got := hash(starbattle.Format(p)); got != c.want {
			t.Errorf("unique %v seed 1: hash %s, want %s:\n%s", c.unique, got, c.want, starbattle.Format(p))
		}
	}
}
