package generate

import (
	"fmt"
	"hash/fnv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/search"
)

func futoshikiInstance(p *futoshiki.Puzzle, s *futoshiki.Solution) instance {
	return instance{
		name: p.Name, text: futoshiki.Format(p),
		reparse: func(text string) (string, error) {
			q, err := futoshiki.Parse(p.Name, []byte(text))
			if err != nil {
				return "", err
			}
			return futoshiki.Format(q), nil
		},
		validate: p.Validate,
		verify:   func() error { return futoshiki.Verify(p, s) },
		withSol: func() (string, error) {
			q := *p
			q.Known = s
			return futoshiki.Format(&q), nil
		},
	}
}

func killerInstance(p *killer.Puzzle, s *killer.Solution) instance {
	return instance{
		name: p.Name, text: killer.Format(p),
		reparse: func(text string) (string, error) {
			q, err := killer.Parse(p.Name, []byte(text))
			if err != nil {
				return "", err
			}
			return killer.Format(q), nil
		},
		validate: p.Validate,
		verify:   func() error { return killer.Verify(p, s) },
		withSol: func() (string, error) {
			q := *p
			q.Known = s
			return killer.Format(&q), nil
		},
	}
}

// solutions counts up to max solutions of a model by the kind's own
// search, and returns the first.
func countSolutions[S any](t *testing.T, build func() (*cp.Store, search.Options, func(*cp.Store) *S, error), max int64) (int64, *S) {
	t.Helper()
	s, o, decode, err := build()
	if err != nil {
		t.Fatal(err)
	}
	o.MaxSolutions = max
	var first *S
	res, err := search.Solve(s, o, func(st *cp.Store) bool {
		if first == nil {
			first = decode(st)
		}
		return true
	})
	if err != nil || !res.Complete() && res.Solutions < max {
		t.Fatalf("count: %v %v", err, res.Reason)
	}
	return res.Solutions, first
}

func futoshikiCount(t *testing.T, p *futoshiki.Puzzle) (int64, *futoshiki.Solution) {
	return countSolutions(t, func() (*cp.Store, search.Options, func(*cp.Store) *futoshiki.Solution, error) {
		m, err := futoshiki.Build(p)
		if err != nil {
			return nil, search.Options{}, nil, err
		}
		return m.Store, futoshiki.SearchOptions(m), m.Decode, nil
	}, 2)
}

func killerCount(t *testing.T, p *killer.Puzzle) (int64, *killer.Solution) {
	return countSolutions(t, func() (*cp.Store, search.Options, func(*cp.Store) *killer.Solution, error) {
		m, err := killer.Build(p)
		if err != nil {
			return nil, search.Options{}, nil, err
		}
		return m.Store, killer.SearchOptions(m), m.Decode, nil
	}, 2)
}

// TestFutoshiki: every size 1..6 (and 9, fewer seeds), with and without
// unique; with unique the puzzle has one solution, the planted one, and
// every clue is needed (removing any one of them lets a second solution
// in).
func TestFutoshiki(t *testing.T) {
	t.Parallel()
	for _, unique := range []bool{false, true} {
		for n := 1; n <= 6; n++ {
			label := fmt.Sprintf("futoshiki n%d unique=%v", n, unique)
			checked := 0
			checkSeries(t, label, n <= 3, func(seed uint64) (instance, error) {
				p, s, err := futoshiki.Planted(seed, n, unique)
				if err != nil {
					return instance{}, err
				}
				if unique && checked < 5 {
					checked++
					checkMinimalFutoshiki(t, label, p, s)
				}
				return futoshikiInstance(p, s), nil
			})
		}
	}
	p, s, err := futoshiki.Planted(3, 9, true)
	if err != nil {
		t.Fatal(err)
	}
	checkInstance(t, "futoshiki n9 unique", futoshikiInstance(p, s))
	checkMinimalFutoshiki(t, "futoshiki n9 unique", p, s)
}

// checkMinimalFutoshiki: p has exactly the solution s, and dropping any
// sign or given makes a second solution possible.
func checkMinimalFutoshiki(t *testing.T, label string, p *futoshiki.Puzzle, s *futoshiki.Solution) {
	t.Helper()
	if n, first := futoshikiCount(t, p); n != 1 || futoshiki.FormatSolution(p, first) != futoshiki.FormatSolution(p, s) {
		t.Fatalf("%s: %d solutions, the first:\n%v", label, n, first)
	}
	if p.N > 6 {
		return // each count of a 9×9 costs
	}
	drop := func(at *futoshiki.Rel, what string) {
		keep := *at
		*at = futoshiki.None
		if n, _ := futoshikiCount(t, p); n != 2 {
			t.Errorf("%s: the sign %s is not needed\n%s", label, what, futoshiki.Format(p))
		}
		*at = keep
	}
	for r := range p.N {
		for c := range p.N {
			if c+1 < p.N && p.Right[r][c] != futoshiki.None {
				drop(&p.Right[r][c], fmt.Sprintf("right of r%dc%d", r+1, c+1))
			}
			if r+1 < p.N && p.Below[r][c] != futoshiki.None {
				drop(&p.Below[r][c], fmt.Sprintf("below r%dc%d", r+1, c+1))
			}
			if v := p.Givens[r][c]; v != 0 {
				p.Givens[r][c] = 0
				if n, _ := futoshikiCount(t, p); n != 2 {
					t.Errorf("%s: the given r%dc%d is not needed", label, r+1, c+1)
				}
				p.Givens[r][c] = v
			}
		}
	}
}

// TestKiller: 4×4 and 9×9, with and without unique; with unique the
// puzzle has one solution, the planted one, and no two touching cages can
// be merged (within the size bound, with distinct values) without a
// second solution.
func TestKiller(t *testing.T) {
	t.Parallel()
	for _, n := range []int{4, 9} {
		label := fmt.Sprintf("killer n%d", n)
		checkSeries(t, label, n == 4, func(seed uint64) (instance, error) {
			p, s, err := killer.Planted(seed, n, false)
			if err != nil {
				return instance{}, err
			}
			checkCageSizes(t, label, p)
			return killerInstance(p, s), nil
		})
	}
	checkSeries(t, "killer n4 unique", true, func(seed uint64) (instance, error) {
		p, s, err := killer.Planted(seed, 4, true)
		if err != nil {
			return instance{}, err
		}
		checkMaximalKiller(t, "killer n4 unique", p, s)
		return killerInstance(p, s), nil
	})
	// 9×9 with unique: each merge is a count, so a few seeds only.
	for seed := range uint64(3) {
		label := fmt.Sprintf("killer n9 unique seed %d", seed)
		p, s, err := killer.Planted(seed, 9, true)
		if err != nil {
			t.Fatal(err)
		}
		checkInstance(t, label, killerInstance(p, s))
		checkCageSizes(t, label, p)
		if seed == 0 {
			checkMaximalKiller(t, label, p, s)
		} else if n, _ := killerCount(t, p); n != 1 {
			t.Errorf("%s: %d solutions", label, n)
		}
	}
}

func checkCageSizes(t *testing.T, label string, p *killer.Puzzle) {
	t.Helper()
	for _, cg := range p.Cages {
		if len(cg.Cells) > min(killer.MaxCage, p.N) {
			t.Errorf("%s: cage %s has %d cells", label, cg.Name, len(cg.Cells))
		}
	}
}

// checkMaximalKiller: p has exactly the solution s, and merging any two
// touching cages (the union within the size bound, its values distinct)
// lets a second solution in.
func checkMaximalKiller(t *testing.T, label string, p *killer.Puzzle, s *killer.Solution) {
	t.Helper()
	if n, first := killerCount(t, p); n != 1 || killer.FormatSolution(p, first) != killer.FormatSolution(p, s) {
		t.Fatalf("%s: %d solutions", label, n)
	}
	n := p.N
	owner := make([]int, n*n)
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
		}
	}
	tried := map[[2]int]bool{}
	for i := range n * n {
		for _, j := range []int{i + 1, i + n} {
			if j >= n*n || (j == i+1 && j%n == 0) {
				continue
			}
			a, b := owner[i], owner[j]
			if a == b || tried[[2]int{a, b}] {
				continue
			}
			tried[[2]int{a, b}] = true
			ca, cb := p.Cages[a], p.Cages[b]
			if len(ca.Cells)+len(cb.Cells) > min(killer.MaxCage, n) || !distinctCells(s, ca, cb) {
				continue
			}
			q := *p
			q.Cages = append([]killer.Cage(nil), p.Cages...)
			q.Cages[a] = killer.Cage{Name: ca.Name, Sum: ca.Sum + cb.Sum, Cells: append(append([]killer.Cell(nil), ca.Cells...), cb.Cells...)}
			q.Cages = append(q.Cages[:b], q.Cages[b+1:]...)
			if c, _ := killerCount(t, &q); c != 2 {
				t.Errorf("%s: cages %s and %s could be merged", label, ca.Name, cb.Name)
			}
		}
	}
}

func distinctCells(s *killer.Solution, a, b killer.Cage) bool {
	for _, x := range a.Cells {
		for _, y := range b.Cells {
			if s.Grid[x.Row][x.Col] == s.Grid[y.Row][y.Col] {
				return false
			}
		}
	}
	return true
}

func TestFutoshikiKillerArguments(t *testing.T) {
	for name, err := range map[string]error{
		"futoshiki n0":  func() error { _, err := Futoshiki(1, 0, false); return err }(),
		"futoshiki n10": func() error { _, err := Futoshiki(1, 10, true); return err }(),
		"killer n6":     func() error { _, err := Killer(1, 6, false); return err }(),
		"killer n16":    func() error { _, err := Killer(1, 16, true); return err }(),
	} {
		if err == nil || !strings.Contains(err.Error(), "size") {
			t.Errorf("%s: error %v, want ErrArgument", name, err)
		}
	}
}

// TestFutoshikiKillerStable pins a puzzle of each: the same seed must give the same
// puzzle on every platform and Go release (and, with unique, whatever the
// search: uniqueness is the puzzle's property).
func TestFutoshikiKillerStable(t *testing.T) {
	hash := func(s string) string {
		h := fnv.New64a()
		h.Write([]byte(s))
		return fmt.Sprintf("%016x", h.Sum64())
	}
	f1, _ := Futoshiki(1, 5, false)
	f2, _ := Futoshiki(1, 5, true)
	k1, _ := Killer(1, 9, false)
	k2, _ := Killer(1, 4, true)
	for _, c := range []struct{ name, text, want string }{
		{"futoshiki n5", futoshiki.Format(f1), "7933d4ab72866bb0"},
		{"futoshiki n5 unique", futoshiki.Format(f2), "63f753269bd0a809"},
		{"killer n9", killer.Format(k1), "371fb856268a1e16"},
		{"killer n4 unique", killer.Format(k2), "013b10a345237d5a"},
	} {
		if got := hash(c.text); got != c.want {
			t.Errorf("%s seed 1: hash %s, want %s:\n%s", c.name, got, c.want, c.text)
		}
	}
}
