package craft

import (
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// genCase is a kind and size of the bench series.
type genCase struct {
	kind string
	opt  GenOptions
}

func (c genCase) String() string {
	o := c.opt
	switch c.kind {
	case "rogo":
		return fmt.Sprintf("rogo %dx%d/%d", o.Rows, o.Cols, o.Steps)
	case "tetravex":
		return fmt.Sprintf("tetravex %dx%d/%d", o.Size, o.Size, o.Colours)
	case "abcpath":
		return "abcpath 5x5"
	case "starbattle":
		return fmt.Sprintf("starbattle %dx%d/%d", o.Size, o.Size, o.Stars)
	case "takuzu":
		if o.UniqueRule {
			return fmt.Sprintf("takuzu %dx%d unique", o.Size, o.Size)
		}
	}
	return fmt.Sprintf("%s %dx%d", c.kind, o.Size, o.Size)
}

// genCases are the sizes of the bench series (bench_test), and Kakurasu
// and ABC Path; without -craft.full only the smallest of each kind.
func genCases() []genCase {
	var out []genCase
	add := func(kind string, opts ...GenOptions) {
		if !*full {
			opts = opts[:1]
		}
		for _, o := range opts {
			out = append(out, genCase{kind, o})
		}
	}
	add("sudoku", GenOptions{Size: 4}, GenOptions{Size: 9}, GenOptions{Size: 16})
	var kk, tk, ka []GenOptions
	for n := 4; n <= 9; n++ {
		kk = append(kk, GenOptions{Size: n})
		ka = append(ka, GenOptions{Size: n})
	}
	add("kenken", kk...)
	for n := 6; n <= 16; n += 2 {
		tk = append(tk, GenOptions{Size: n}, GenOptions{Size: n, UniqueRule: true})
	}
	add("takuzu", tk...)
	add("kakurasu", ka...)
	add("abcpath", GenOptions{})
	add("rogo", GenOptions{Rows: 8, Cols: 8, Steps: 12}, GenOptions{Rows: 10, Cols: 10, Steps: 20}, GenOptions{Rows: 12, Cols: 12, Steps: 28}, GenOptions{Rows: 14, Cols: 14, Steps: 40})
	var tv []GenOptions
	for n := 3; n <= 8; n++ {
		tv = append(tv, GenOptions{Size: n, Colours: 6}, GenOptions{Size: n, Colours: 10})
	}
	add("tetravex", tv...)
	add("skyscrapers", GenOptions{Size: 4}, GenOptions{Size: 5}, GenOptions{Size: 6})
	add("futoshiki", GenOptions{Size: 4}, GenOptions{Size: 5}, GenOptions{Size: 6})
	add("killer", GenOptions{Size: 4}, GenOptions{Size: 9})
	add("starbattle", GenOptions{Size: 5, Stars: 1}, GenOptions{Size: 8, Stars: 1}, GenOptions{Size: 10, Stars: 2})
	add("hitori", GenOptions{Size: 5}, GenOptions{Size: 6}, GenOptions{Size: 8})
	add("nonogram", GenOptions{Size: 5}, GenOptions{Size: 10}, GenOptions{Size: 15})
	add("hidato", GenOptions{Size: 4}, GenOptions{Size: 6}, GenOptions{Size: 8})
	add("kakuro", GenOptions{Size: 5}, GenOptions{Size: 7}, GenOptions{Size: 9})
	return out
}

var fullSeeds = flag.Int("craft.seeds", 50, "TestGenerate with -craft.full: the seeds of each kind, size and band (from 1)")

// TestGenerate draws puzzles of every kind (the bench series' sizes, every
// band, 50 seeds with -craft.full; else the smallest size and one seed) and
// checks each independently: the engine's search counts exactly one
// solution (one optimal loop for ROGO), the solution passes the kind's own
// Verify, and a fresh Grade puts it in the band asked for. A band out of
// reach must say so (ErrUnreachable); the table of outcomes is logged.
func TestGenerate(t *testing.T) {
	seeds := 1
	if *full {
		seeds = *fullSeeds
	}
	for _, c := range genCases() {
		for _, b := range Bands(c.kind) {
			key := c.String() + " " + b.Name
			t.Run(strings.ReplaceAll(key, " ", "_"), func(t *testing.T) {
				ok, unreachable := 0, 0
				var elapsed time.Duration
				var firstMiss error // the first unreachable seed's error: its tally of the grades drawn
				for seed := range uint64(seeds) {
					o := c.opt
					o.Seed, o.Band = seed+1, b.Name
					o.MaxAttempts = fullAttempts(c.kind, o.Size, b.Name)
					start := time.Now()
					g, err := Generate(c.kind, o)
					elapsed += time.Since(start)
					if errors.Is(err, ErrUnreachable) {
						if !strings.Contains(err.Error(), b.Name) {
							t.Errorf("%s: an unreachable band's error does not name it: %v", key, err)
						}
						unreachable++
						if firstMiss == nil {
							firstMiss = err
						}
						continue
					}
					if err != nil {
						t.Fatalf("%s seed %d: %v", key, o.Seed, err)
					}
					checkGenerated(t, fmt.Sprintf("%s seed %d", key, o.Seed), g, b.Name)
					ok++
				}
				t.Logf("%-34s %3d/%d generated, %3d unreachable, %v per puzzle", key, ok, seeds, unreachable, (elapsed / time.Duration(seeds)).Round(time.Millisecond))
				if firstMiss != nil {
					t.Logf("%-34s first unreachable: %v", key, firstMiss)
				}
			})
		}
	}
}

// fullAttempts bounds the attempts per puzzle in TestGenerate: 8 in the
// default run; with -craft.full the kind's default, but 10 for the kinds
// whose attempts cost seconds (Sudoku, ROGO), and 3 where an attempt costs
// tens of seconds (16×16 Sudoku).
func fullAttempts(kind string, size int, band string) int {
	switch {
	case !*full:
		return 8
	case kind == "sudoku" && size == 16:
		return 3
	case kind == "sudoku" || kind == "rogo":
		return 10
	case kind == "kakuro" || kind == "hitori" || kind == "nonogram":
		return 60 // most draws are not unique: each costs a ladder check
	}
	return DefaultAttempts(kind)
}

// checkGenerated proves a generated puzzle unique with a count of the
// engine's search independent of the generator's own checks (the ladder's
// walk, and the kind's recommended search that some generators count
// with): variables in input order, largest value first, to two solutions.
// It checks the solution with the kind's Verify, and grades it afresh.
func checkGenerated(t *testing.T, key string, g *Generated, band string) {
	t.Helper()
	p := g.Puzzle
	// A round trip through the file format: what a user gets.
	ps, err := puzzles.Parse(p.Name(), []byte(p.Format()))
	if err != nil {
		t.Fatalf("%s: the generated file does not parse: %v", key, err)
	}
	res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2, Tune: otherBranching})
	if err != nil {
		t.Fatalf("%s: %v", key, err)
	}
	if u, known := res.Unique(); !u || !known {
		t.Fatalf("%s: %d solutions (%v), not unique:\n%s", key, res.Solutions, res.Reason, p.Format())
	}
	if err := ps[0].Verify(res.Solution); err != nil {
		t.Fatalf("%s: the solution fails Verify: %v", key, err)
	}
	checkStatedBest(t, key, ps[0], res.Objective)
	d, err := Grade(ps[0], Options{})
	if err != nil {
		t.Fatalf("%s: %v", key, err)
	}
	if d.Band != band || d != g.Grade {
		t.Fatalf("%s: asked %s, regraded %v (generator said %v)", key, band, d, g.Grade)
	}
}

// otherBranching is a search unlike the kinds' own: input order, largest
// value first, in every phase.
func otherBranching(o *search.Options) {
	o.VarSelect, o.ValSelect = search.InputOrder, search.ValMax
	for i := range o.Phases {
		o.Phases[i].VarSelect, o.Phases[i].ValSelect = search.InputOrder, search.ValMax
	}
}

func TestGenerateDeterministicAndErrors(t *testing.T) {
	a, err := Generate("takuzu", GenOptions{Size: 8, Band: "easy", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Generate("takuzu", GenOptions{Size: 8, Band: "easy", Seed: 3})
	c, _ := Generate("takuzu", GenOptions{Size: 8, Band: "easy", Seed: 4})
	if a.Puzzle.Format() != b.Puzzle.Format() {
		t.Fatal("the same seed gives two puzzles")
	}
	if a.Puzzle.Format() == c.Puzzle.Format() {
		t.Fatal("two seeds give the same puzzle")
	}
	for _, bad := range []struct {
		kind string
		opt  GenOptions
		want error
	}{
		{"sudoku", GenOptions{Size: 7}, ErrBadOptions},
		{"sudoku", GenOptions{Band: "impossible"}, ErrBadOptions},
		{"kenken", GenOptions{Colours: 4}, ErrBadOptions},
		{"nosuchkind", GenOptions{}, ErrNoGenerator},
		{"sudoku", GenOptions{Size: 4, Band: "advanced", MaxAttempts: 3}, ErrUnreachable},
	} {
		if _, err := Generate(bad.kind, bad.opt); !errors.Is(err, bad.want) {
			t.Errorf("%s %+v: %v, want %v", bad.kind, bad.opt, err, bad.want)
		}
	}
}

// TestGeneratePinned pins the puzzle Generate makes for a seed, kind by
// kind: the drawings moved between packages must keep every byte (the
// hashes are of the puzzles the code before the move made).
func TestGeneratePinned(t *testing.T) {
	hash := func(s string) string {
		h := fnv.New64a()
		h.Write([]byte(s))
		return fmt.Sprintf("%016x", h.Sum64())
	}
	for _, c := range []struct {
		kind string
		opt  GenOptions
		want string
	}{
		{"sudoku", GenOptions{Seed: 3, Size: 4}, "d414ece600c8483e"},
		{"takuzu", GenOptions{Seed: 1, Size: 6}, "3e9d89a247879168"},
		{"kenken", GenOptions{Seed: 2, Size: 4}, "ebcadd786dc81a48"},
		{"rogo", GenOptions{Seed: 1, Rows: 6, Cols: 6, Steps: 8}, "691e0b6721c86945"}, // the board of 9ef7b36a5952115a, its best stated
		{"tetravex", GenOptions{Seed: 1, Size: 3, Colours: 6}, "3309d37635acb0f7"},
		{"kakurasu", GenOptions{Seed: 3, Size: 5}, "935df95f12d94932"},
		{"kakurasu", GenOptions{Seed: 2, Size: 7}, "65664ac14890c692"},
		{"abcpath", GenOptions{Seed: 2}, "4d2bccc48fcfdc0d"},
		{"abcpath", GenOptions{Seed: 7}, "1f221fccf5b02b97"},
	} {
		g, err := Generate(c.kind, c.opt)
		if err != nil {
			t.Fatalf("%s %+v: %v", c.kind, c.opt, err)
		}
		if got := hash(g.Puzzle.Format()); got != c.want {
			t.Errorf("%s seed %d: hash %s, want %s:\n%s", c.kind, c.opt.Seed, got, c.want, g.Puzzle.Format())
		}
	}
}
