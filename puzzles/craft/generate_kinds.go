package craft

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

func badf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadOptions, fmt.Sprintf(format, args...))
}

// onlySize refuses the options a kind with a size alone does not take.
func onlySize(kind string, o *GenOptions, def int) error {
	if o.Rows != 0 || o.Cols != 0 || o.Steps != 0 || o.Colours != 0 {
		return badf("%s takes a size only", kind)
	}
	if o.UniqueRule && kind != "takuzu" {
		return badf("the unique rule is Takuzu's")
	}
	if o.Size == 0 {
		o.Size = def
	}
	return nil
}

func init() {
	generators["sudoku"] = &generator{
		maxAttempts: 60,
		defaults: func(o *GenOptions) error {
			if err := onlySize("sudoku", o, 9); err != nil {
				return err
			}
			if o.Size != 4 && o.Size != 9 && o.Size != 16 {
				return badf("sudoku size %d, expected 4, 9 or 16", o.Size)
			}
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			n := r.opt.Size
			t, err := r.trials(fmt.Sprintf("sudoku-%d-%d", n, r.hi), func() (puzzles.Puzzle, error) {
				return reparse("blank", sudoku.Format(&sudoku.Puzzle{N: n, Grid: emptyInts(n), Spelling: sudoku.Chars}))
			})
			if err != nil {
				return nil, nil, err
			}
			_, sol, err := generate.PlantedSudoku(r.seed(), n)
			if err != nil {
				return nil, nil, err
			}
			clues := make([]int, n*n)
			for i := range clues {
				clues[i] = sol.Grid[i/n][i%n]
			}
			if clues, err = r.removeClues(t, clues); err != nil {
				return nil, nil, err
			}
			p := &sudoku.Puzzle{N: n, Grid: emptyInts(n), Spelling: sudoku.Chars}
			for i, v := range clues {
				if v >= 0 {
					p.Grid[i/n][i%n] = v
				}
			}
			q, err := reparse(r.name(), sudoku.Format(p))
			return q, nil, err
		},
	}
	generators["takuzu"] = &generator{
		maxAttempts: 60,
		defaults: func(o *GenOptions) error {
			if err := onlySize("takuzu", o, 10); err != nil {
				return err
			}
			if o.Size < 4 || o.Size > 30 || o.Size%2 != 0 {
				return badf("takuzu size %d, expected an even size 4..30", o.Size)
			}
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			n, u := r.opt.Size, r.opt.UniqueRule
			t, err := r.trials(fmt.Sprintf("takuzu-%d-%v-%d", n, u, r.hi), func() (puzzles.Puzzle, error) {
				return reparse("blank", takuzu.Format(&takuzu.Puzzle{N: n, Unique: u, Grid: emptyInt8s(n)}))
			})
			if err != nil {
				return nil, nil, err
			}
			_, sol, err := generate.PlantedTakuzu(r.seed(), n, u)
			if err != nil {
				return nil, nil, err
			}
			clues := make([]int, n*n)
			for i := range clues {
				clues[i] = int(sol.Grid[i/n][i%n])
			}
			if clues, err = r.removeClues(t, clues); err != nil {
				return nil, nil, err
			}
			p := &takuzu.Puzzle{N: n, Unique: u, Grid: emptyInt8s(n)}
			for i, v := range clues {
				if v >= 0 {
					p.Grid[i/n][i%n] = int8(v)
				}
			}
			q, err := reparse(r.name(), takuzu.Format(p))
			return q, nil, err
		},
	}
	generators["kenken"] = &generator{
		maxAttempts: 400,
		defaults: func(o *GenOptions) error {
			if err := onlySize("kenken", o, 6); err != nil {
				return err
			}
			if o.Size < 3 || o.Size > 9 {
				return badf("kenken size %d, expected 3..9", o.Size)
			}
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			kp, _, err := generate.PlantedKenKen(r.seed(), r.opt.Size)
			if err != nil {
				return nil, nil, err
			}
			return r.drawn(kenken.Format(kp))
		},
	}
	generators["rogo"] = &generator{
		maxAttempts: 40,
		defaults: func(o *GenOptions) error {
			if o.Size != 0 || o.Colours != 0 || o.UniqueRule {
				return badf("rogo takes rows, cols and steps")
			}
			if o.Rows == 0 {
				o.Rows = 8
			}
			if o.Cols == 0 {
				o.Cols = o.Rows
			}
			if o.Steps == 0 {
				o.Steps = 12
			}
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			rp, _, err := generate.PlantedRogo(r.seed(), r.opt.Rows, r.opt.Cols, r.opt.Steps)
			if err != nil {
				return nil, nil, err
			}
			return r.drawn(rogo.Format(rp))
		},
	}
	generators["tetravex"] = &generator{
		maxAttempts: 100,
		defaults: func(o *GenOptions) error {
			if o.Rows != 0 || o.Cols != 0 || o.Steps != 0 || o.UniqueRule {
				return badf("tetravex takes a size and colours")
			}
			if o.Size == 0 {
				o.Size = 4
			}
			if o.Colours == 0 {
				o.Colours = 10
			}
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			tp, _, err := generate.PlantedTetravex(r.seed(), r.opt.Size, r.opt.Colours)
			if err != nil {
				return nil, nil, err
			}
			return r.drawn(tetravex.Format(tp))
		},
	}
}

// drawn names and parses a whole drawn puzzle, and keeps it, graded, if
// the ladder solves it within the band's ceiling (which makes it unique).
func (r *genRun) drawn(text string) (puzzles.Puzzle, *Difficulty, error) {
	p, err := reparse(r.name(), text)
	if err != nil {
		return nil, nil, err
	}
	ok, d, err := solvesWithin(r.opt.Context, p, r.hi)
	if err != nil {
		return nil, nil, err
	}
	if !ok {
		return nil, nil, errRetry
	}
	return p, &d, nil
}

// trials returns the run's blank-model solver for key, built once.
func (r *genRun) trials(key string, blank func() (puzzles.Puzzle, error)) (*blankTrials, error) {
	if t, ok := r.cache[key].(*blankTrials); ok {
		return t, nil
	}
	p, err := blank()
	if err != nil {
		return nil, err
	}
	t, err := newBlankTrials(r.opt.Context, p, r.hi)
	if err != nil {
		return nil, err
	}
	r.cache[key] = t
	return t, nil
}

// name is the generated puzzle's name: kind, size, band, seed.
func (r *genRun) name() string {
	band := r.opt.Band
	if band == "" {
		band = "any"
	}
	return fmt.Sprintf("generated:%s-%s-%s-s%d", r.kind, r.sizeText(), band, r.opt.Seed)
}

func emptyInts(n int) [][]int {
	g := make([][]int, n)
	for i := range g {
		g[i] = make([]int, n)
	}
	return g
}

func emptyInt8s(n int) [][]int8 {
	g := make([][]int8, n)
	for i := range g {
		g[i] = make([]int8, n)
		for j := range g[i] {
			g[i][j] = -1
		}
	}
	return g
}
