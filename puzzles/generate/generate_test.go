package generate

import (
	"errors"
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// seeds returns how many seeds to try per size.
func seeds() uint64 {
	if testing.Short() {
		return 4
	}
	return 20
}

// instance is one generated puzzle as the checks see it.
type instance struct {
	name     string
	text     string // Format of the puzzle
	reparse  func(text string) (string, error)
	validate func() error
	verify   func() error // the planted solution against the puzzle
	withSol  func() (string, error)
}

// checkSeries generates the instances of one size for every seed and
// checks each, then that the same seed repeats itself and, unless tiny (too
// few puzzles of the size exist), that different seeds differ.
func checkSeries(t *testing.T, label string, tiny bool, gen func(seed uint64) (instance, error)) {
	t.Helper()
	texts := map[string]uint64{}
	distinct := 0
	n := seeds()
	for seed := range n {
		in, err := gen(seed)
		if err != nil {
			t.Fatalf("%s seed %d: %v", label, seed, err)
		}
		checkInstance(t, fmt.Sprintf("%s seed %d", label, seed), in)
		again, err := gen(seed)
		if err != nil {
			t.Fatalf("%s seed %d again: %v", label, seed, err)
		}
		if again.text != in.text || again.name != in.name {
			t.Errorf("%s seed %d: two runs differ:\n%s\n%s", label, seed, in.text, again.text)
		}
		if prev, ok := texts[in.text]; ok {
			if !tiny {
				t.Logf("%s: seeds %d and %d give the same puzzle", label, prev, seed)
			}
		} else {
			texts[in.text] = seed
			distinct++
		}
	}
	// Small sizes may repeat now and then; all but one seed must differ.
	if !tiny && distinct < int(n)-1 {
		t.Errorf("%s: only %d distinct puzzles for %d seeds", label, distinct, n)
	}
}

func checkInstance(t *testing.T, label string, in instance) {
	t.Helper()
	if err := in.validate(); err != nil {
		t.Fatalf("%s: Validate: %v", label, err)
	}
	if err := in.verify(); err != nil {
		t.Fatalf("%s: planted solution: %v\n%s", label, err, in.text)
	}
	back, err := in.reparse(in.text)
	if err != nil {
		t.Fatalf("%s: Parse(Format): %v\n%s", label, err, in.text)
	}
	if back != in.text {
		t.Fatalf("%s: Format(Parse(Format)) differs:\n%s\n%s", label, in.text, back)
	}
	// The puzzle with its planted solution as the known one is a valid file.
	full, err := in.withSol()
	if err != nil {
		t.Fatalf("%s: with the planted solution: %v", label, err)
	}
	if back, err := in.reparse(full); err != nil || back != full {
		t.Fatalf("%s: with the planted solution: Parse(Format) = %v\n%s\n%s", label, err, full, back)
	}
}

func TestTetravex(t *testing.T) {
	t.Parallel()
	for _, colours := range []int{6, 10} {
		for n := 3; n <= 8; n++ {
			label := fmt.Sprintf("tetravex n%d c%d", n, colours)
			checkSeries(t, label, false, func(seed uint64) (instance, error) {
				p, s, err := tetravex.Planted(seed, n, colours)
				if err != nil {
					return instance{}, err
				}
				if want := fmt.Sprintf("generated:tetravex-n%d-c%d-s%d", n, colours, seed); p.Name != want {
					t.Errorf("name %q, want %q", p.Name, want)
				}
				if p.Known != nil {
					t.Errorf("%s: Known is set", label)
				}
				for _, pc := range p.Pieces {
					for _, e := range [4]int{pc.Left, pc.Top, pc.Right, pc.Bottom} {
						if e < 0 || e >= colours {
							t.Fatalf("%s: edge %d outside 0..%d", label, e, colours-1)
						}
					}
				}
				return instance{
					name:     p.Name,
					text:     tetravex.Format(p),
					validate: p.Validate,
					verify:   func() error { return tetravex.Verify(p, s) },
					reparse: func(text string) (string, error) {
						q, err := tetravex.Parse(p.Name, []byte(text))
						if err != nil {
							return "", err
						}
						return tetravex.Format(q), nil
					},
					withSol: func() (string, error) {
						q := *p
						q.Known = s
						return tetravex.Format(&q), q.Validate()
					},
				}, nil
			})
		}
	}
}

func TestKenKen(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		label := fmt.Sprintf("kenken n%d", n)
		singles, cells := 0, 0
		checkSeries(t, label, n <= 2, func(seed uint64) (instance, error) {
			p, s, err := kenken.Planted(seed, n)
			if err != nil {
				return instance{}, err
			}
			if want := fmt.Sprintf("generated:kenken-n%d-s%d", n, seed); p.Name != want {
				t.Errorf("name %q, want %q", p.Name, want)
			}
			for _, cg := range p.Cages {
				if len(cg.Cells) > 4 {
					t.Fatalf("%s: cage %s has %d cells", label, cg.Name, len(cg.Cells))
				}
				if len(cg.Cells) == 1 {
					singles++
				}
			}
			cells += n * n
			return kenkenInstance(p, s), nil
		})
		if n >= 4 && singles*8 > cells {
			t.Errorf("%s: %d one-cell cages over %d cells", label, singles, cells)
		}
	}
	// The largest side, with cage names as tokens.
	checkSeries(t, "kenken n25", false, func(seed uint64) (instance, error) {
		p, s, err := kenken.Planted(seed, kenken.MaxN)
		if err != nil {
			return instance{}, err
		}
		return kenkenInstance(p, s), nil
	})
}

func kenkenInstance(p *kenken.Puzzle, s *kenken.Solution) instance {
	return instance{
		name:     p.Name,
		text:     kenken.Format(p),
		validate: p.Validate,
		verify:   func() error { return kenken.Verify(p, s) },
		reparse: func(text string) (string, error) {
			q, err := kenken.Parse(p.Name, []byte(text))
			if err != nil {
				return "", err
			}
			return kenken.Format(q), nil
		},
		withSol: func() (string, error) {
			q := *p
			q.Known = s
			return kenken.Format(&q), q.Validate()
		},
	}
}

func TestTakuzu(t *testing.T) {
	t.Parallel()
	for _, unique := range []bool{false, true} {
		for n := 2; n <= 16; n += 2 {
			label := fmt.Sprintf("takuzu n%d unique=%v", n, unique)
			checkSeries(t, label, n <= 2, func(seed uint64) (instance, error) {
				p, s, err := takuzu.Planted(seed, n, unique)
				if err != nil {
					return instance{}, err
				}
				given := 0
				for _, row := range p.Grid {
					for _, v := range row {
						if v >= 0 {
							given++
						}
					}
				}
				if lo, hi := n*n*30/100, (n*n*45+99)/100; given < lo || given > hi {
					t.Errorf("%s seed %d: %d givens, expected %d..%d", label, seed, given, lo, hi)
				}
				return takuzuInstance(p, s), nil
			})
		}
	}
}

func takuzuInstance(p *takuzu.Puzzle, s *takuzu.Solution) instance {
	return instance{
		name:     p.Name,
		text:     takuzu.Format(p),
		validate: p.Validate,
		verify:   func() error { return takuzu.Verify(p, s) },
		reparse: func(text string) (string, error) {
			q, err := takuzu.Parse(p.Name, []byte(text))
			if err != nil {
				return "", err
			}
			return takuzu.Format(q), nil
		},
		withSol: func() (string, error) {
			q := *p
			q.Known = s
			return takuzu.Format(&q), q.Validate()
		},
	}
}

// TestTakuzuLarge checks that the filler copes beyond the benchmark sizes.
func TestTakuzuLarge(t *testing.T) {
	t.Parallel()
	sizes := []int{20, 24, 32}
	if !testing.Short() {
		sizes = append(sizes, 48, takuzu.MaxN)
	}
	for _, unique := range []bool{false, true} {
		for _, n := range sizes {
			p, s, err := takuzu.Planted(1, n, unique)
			if err != nil {
				t.Fatalf("n%d unique=%v: %v", n, unique, err)
			}
			checkInstance(t, p.Name, takuzuInstance(p, s))
		}
	}
}

// sudokuGivens is the share of given cells, in percent, that
// sudoku.Generate documents by side; takuzu.Generate gives 30..45%.
var sudokuGivens = map[int]int{4: 50, 9: 40, 16: 45, 25: 50}

func TestSudoku(t *testing.T) {
	t.Parallel()
	for _, n := range []int{4, 9, 16, 25} {
		label := fmt.Sprintf("sudoku n%d", n)
		checkSeries(t, label, false, func(seed uint64) (instance, error) {
			p, s, err := sudoku.Planted(seed, n)
			if err != nil {
				return instance{}, err
			}
			given := 0
			for _, row := range p.Grid {
				for _, v := range row {
					if v != 0 {
						given++
					}
				}
			}
			if want := (n*n*sudokuGivens[n] + 50) / 100; given != want {
				t.Errorf("%s seed %d: %d givens, want %d", label, seed, given, want)
			}
			return instance{
				name:     p.Name,
				text:     sudoku.Format(p),
				validate: p.Validate,
				verify:   func() error { return sudoku.Verify(p, s) },
				reparse: func(text string) (string, error) {
					q, err := sudoku.Parse(p.Name, []byte(text))
					if err != nil {
						return "", err
					}
					return sudoku.Format(q), nil
				},
				withSol: func() (string, error) {
					q := *p
					q.Known = s
					return sudoku.Format(&q), q.Validate()
				},
			}, nil
		})
	}
}

func TestRogo(t *testing.T) {
	t.Parallel()
	for side := 8; side <= 14; side++ {
		for steps := 12; steps <= 40; steps += 2 {
			rows, cols := side, side
			if steps%4 == 0 {
				cols = side - 1 // some non-square grids too
			}
			label := fmt.Sprintf("rogo %dx%d steps %d", rows, cols, steps)
			checkSeries(t, label, false, func(seed uint64) (instance, error) {
				p, s, err := rogo.Planted(seed, rows, cols, steps)
				if err != nil {
					return instance{}, err
				}
				if p.HasBest || p.Known != nil {
					t.Errorf("%s: HasBest or Known set", label)
				}
				return rogoInstance(p, s), nil
			})
		}
	}
}

func rogoInstance(p *rogo.Puzzle, s *rogo.Solution) instance {
	return instance{
		name:     p.Name,
		text:     rogo.Format(p),
		validate: p.Validate,
		verify:   func() error { return rogo.Verify(p, s) },
		reparse: func(text string) (string, error) {
			q, err := rogo.Parse(p.Name, []byte(text))
			if err != nil {
				return "", err
			}
			return rogo.Format(q), nil
		},
		withSol: func() (string, error) {
			q := *p
			q.Known = s
			return rogo.Format(&q), q.Validate()
		},
	}
}

// TestRogoLongLoops plants loops through up to three quarters of the cells
// of small grids.
func TestRogoLongLoops(t *testing.T) {
	t.Parallel()
	for _, g := range [][2]int{{2, 2}, {2, 7}, {3, 3}, {4, 4}, {5, 6}, {6, 6}} {
		rows, cols := g[0], g[1]
		for steps := 4; steps <= rows*cols*3/4; steps += 2 {
			for seed := range uint64(5) {
				p, s, err := rogo.Planted(seed, rows, cols, steps)
				if err != nil {
					t.Fatalf("%dx%d steps %d seed %d: %v", rows, cols, steps, seed, err)
				}
				checkInstance(t, p.Name, rogoInstance(p, s))
			}
		}
	}
}

func TestArguments(t *testing.T) {
	t.Parallel()
	bad := map[string]error{}
	check := func(name string, err error) {
		if !errors.Is(err, ErrArgument) {
			t.Errorf("%s: error %v, want ErrArgument", name, err)
		}
		bad[name] = err
	}
	_, err := Tetravex(1, 0, 6)
	check("tetravex n0", err)
	_, err = Tetravex(1, tetravex.MaxSize+1, 6)
	check("tetravex big", err)
	_, err = Tetravex(1, 3, 0)
	check("tetravex c0", err)
	_, err = KenKen(1, 0)
	check("kenken n0", err)
	_, err = KenKen(1, kenken.MaxN+1)
	check("kenken big", err)
	_, err = Takuzu(1, 7, false)
	check("takuzu odd", err)
	_, err = Takuzu(1, 0, true)
	check("takuzu n0", err)
	_, err = Takuzu(1, takuzu.MaxN+2, true)
	check("takuzu big", err)
	for _, n := range []int{0, 1, 8, 36} {
		_, err = Sudoku(1, n)
		check(fmt.Sprintf("sudoku n%d", n), err)
	}
	_, err = Rogo(1, 1, 8, 4)
	check("rogo 1 row", err)
	_, err = Rogo(1, 8, rogo.MaxSide+1, 4)
	check("rogo wide", err)
	_, err = Rogo(1, 8, 8, 13)
	check("rogo odd steps", err)
	_, err = Rogo(1, 8, 8, 2)
	check("rogo short", err)
	_, err = Rogo(1, 3, 3, 10)
	check("rogo too long", err)
}

func TestPublicMatchesPlanted(t *testing.T) {
	t.Parallel()
	p1, _ := Tetravex(7, 4, 6)
	p2, _, _ := tetravex.Planted(7, 4, 6)
	k1, _ := KenKen(7, 6)
	k2, _, _ := kenken.Planted(7, 6)
	t1, _ := Takuzu(7, 8, true)
	t2, _, _ := takuzu.Planted(7, 8, true)
	s1, _ := Sudoku(7, 9)
	s2, _, _ := sudoku.Planted(7, 9)
	r1, _ := Rogo(7, 9, 9, 16)
	r2, _, _ := rogo.Planted(7, 9, 9, 16)
	for _, c := range [][2]string{
		{tetravex.Format(p1), tetravex.Format(p2)},
		{kenken.Format(k1), kenken.Format(k2)},
		{takuzu.Format(t1), takuzu.Format(t2)},
		{sudoku.Format(s1), sudoku.Format(s2)},
		{rogo.Format(r1), rogo.Format(r2)},
	} {
		if c[0] != c[1] {
			t.Errorf("public and planted generators differ:\n%s\n%s", c[0], c[1])
		}
	}
}

// TestStable pins one puzzle of each kind: the same seed must give the same
// puzzle on every platform and Go release. A deliberate change of a
// generator updates the hashes here (and says so in its commit).
func TestStable(t *testing.T) {
	t.Parallel()
	hash := func(s string) string {
		h := fnv.New64a()
		h.Write([]byte(s))
		return fmt.Sprintf("%016x", h.Sum64())
	}
	tv, _ := Tetravex(1, 5, 10)
	kk, _ := KenKen(1, 7)
	tk, _ := Takuzu(1, 10, true)
	sd, _ := Sudoku(1, 9)
	rg, _ := Rogo(1, 10, 10, 20)
	for _, c := range []struct{ kind, text, want string }{
		{"tetravex", tetravex.Format(tv), "6e4e502ff2af2e44"},
		{"kenken", kenken.Format(kk), "a5e456db000feaee"},
		{"takuzu", takuzu.Format(tk), "47d14b530ffb1578"},
		{"sudoku", sudoku.Format(sd), "f57614c32e0c8db3"},
		{"rogo", rogo.Format(rg), "5d0e720071046af7"},
	} {
		if got := hash(c.text); got != c.want {
			t.Errorf("%s seed 1: hash %s, want %s:\n%s", c.kind, got, c.want, c.text)
		}
	}
}

func TestPlantedMatchesPlain(t *testing.T) {
	sp, ss, err := PlantedSudoku(3, 9)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := Sudoku(3, 9)
	if sudoku.Format(sp) != sudoku.Format(plain) {
		t.Fatal("PlantedSudoku draws another puzzle than Sudoku")
	}
	if err := sudoku.Verify(sp, ss); err != nil {
		t.Fatalf("the planted grid does not solve the puzzle: %v", err)
	}
	kp, ks, err := PlantedKenKen(3, 6)
	if err != nil {
		t.Fatal(err)
	}
	if err := kenken.Verify(kp, ks); err != nil {
		t.Fatalf("the planted square does not solve the kenken: %v", err)
	}
	tp, ts, err := PlantedTakuzu(3, 8, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := takuzu.Verify(tp, ts); err != nil {
		t.Fatalf("the planted grid does not solve the takuzu: %v", err)
	}
}
