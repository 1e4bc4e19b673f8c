package craft

import (
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// Sudoku and Takuzu: a planted full grid, its cells' clues removed while
// the ladder still solves the puzzle below the band's ceiling (on one
// blank-grid model per run, blankTrials).
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
			_, sol, err := sudoku.Planted(r.seed(), n)
			if err != nil {
				return nil, nil, err
			}
			clues := make([]int, n*n)
			for i := range clues {
				clues[i] = sol.Grid[i/n][i%n]
			}
			full := slices.Clone(clues)
			if mk := r.sudokuMasks(n, r.hi); mk != nil {
				// Up to Strength on masks (generate_sudoku_masks.go): the
				// same trials in removeClues' order.
				err = mk.thin(r.kind, clues, r.rng.Perm(len(clues)))
			} else if mk := r.sudokuMasks(n, Strength); mk != nil && n <= 9 && r.hi >= Lookahead {
				// Lookahead and Search: the trials on masks where they
				// can answer (generate_sudoku_masks_lookahead.go).
				clues, err = r.removeCluesOnMasks(t, mk, clues)
			} else {
				clues, err = r.removeClues(t, clues)
			}
			if err != nil {
				return nil, nil, err
			}
			easy, ok := r.easierOnMasks(n, clues)
			if !ok {
				if easy, err = r.easier(t, clues); err != nil {
					return nil, nil, err
				}
			}
			puzzleOf := func(clues []int) (puzzles.Puzzle, error) {
				p := &sudoku.Puzzle{N: n, Grid: emptyInts(n), Spelling: sudoku.Chars}
				for i, v := range clues {
					if v >= 0 {
						p.Grid[i/n][i%n] = v
					}
				}
				return reparse(r.name(), sudoku.Format(p))
			}
			if easy == nil && r.band != "" && r.band == r.split.band {
				return r.underSplit(clues, full, puzzleOf)
			}
			q, err := puzzleOf(clues)
			return q, easy, err
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
			_, sol, err := takuzu.Planted(r.seed(), n, u)
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
			easy, err := r.easier(t, clues)
			if err != nil {
				return nil, nil, err
			}
			p := &takuzu.Puzzle{N: n, Unique: u, Grid: emptyInt8s(n)}
			for i, v := range clues {
				if v >= 0 {
					p.Grid[i/n][i%n] = int8(v)
				}
			}
			q, err := reparse(r.name(), takuzu.Format(p))
			return q, easy, err
		},
	}
}

// easier is the band of clues, without its walk, when it is easier than
// the band asked for (Generate throws such a candidate away; nil: the
// candidate is in the band, and Generate grades it).
func (r *genRun) easier(t *blankTrials, clues []int) (*Difficulty, error) {
	if r.lo == 0 {
		return nil, nil
	}
	m := t.m
	bands := m.bands()
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	for i, v := range clues {
		if v >= 0 && !s.Assign(m.Vars[i], v) {
			return nil, fmt.Errorf("craft: %s generator: the clues left clash (a bug)", r.kind)
		}
	}
	i, err := m.bandUpTo(bands, r.lo)
	if err != nil || i < 0 {
		return nil, err
	}
	return &Difficulty{Kind: r.kind, Hardest: bands[i].Upto, Band: bands[i].Name}, nil
}

// sudokuMasks is the run's masks for side n at ceiling (nil: the
// ceiling needs the model): its own work buffers on the grid shared by
// every run (sharedMasks).
func (r *genRun) sudokuMasks(n int, ceiling Rung) *sudokuMasks {
	key := fmt.Sprintf("masks:%d:%d", n, ceiling)
	if m, ok := r.cache[key].(*sudokuMasks); ok {
		return m
	}
	m := sharedMasks(n, ceiling)
	if m != nil {
		c := *m
		c.queue, c.frames = nil, nil // the shared one's buffers stay its own
		m = &c
	}
	r.cache[key] = m
	return m
}

// easierOnMasks is easier for a Sudoku whose bands below the run's can
// be told on masks (ok false: the model must tell them).
func (r *genRun) easierOnMasks(n int, clues []int) (easy *Difficulty, ok bool) {
	if r.lo == 0 {
		return nil, true
	}
	bands := Bands(r.kind)
	for _, b := range bands {
		if r.sudokuMasks(n, min(b.Upto, r.lo)) == nil {
			return nil, false
		}
		if b.Upto >= r.lo {
			break
		}
	}
	for _, b := range bands {
		if r.sudokuMasks(n, min(b.Upto, r.lo)).closes(clues) {
			return &Difficulty{Kind: r.kind, Hardest: b.Upto, Band: b.Name}, true
		}
		if b.Upto >= r.lo {
			break
		}
	}
	return nil, true
}

// underSplitTries bounds the clues underSplit gives back.
const underSplitTries = 3

// underSplit grades a candidate of the band whose top rung the score
// splits (Sudoku's extreme): while its grade is past the split, the clue
// of the cell whose value the walk's first lookahead step refuted is given
// back (its value in sol), up to underSplitTries times; that takes the
// step away, where a new candidate would cost the whole removal again.
// More clues keep the puzzle unique and within the ceiling. The grade
// returned is the one Generate takes (grade's, on the same model).
func (r *genRun) underSplit(clues, sol []int, puzzleOf func([]int) (puzzles.Puzzle, error)) (puzzles.Puzzle, *Difficulty, error) {
	bands := Bands(r.kind)
	for tries := 0; ; tries++ {
		p, err := puzzleOf(clues)
		if err != nil {
			return nil, nil, err
		}
		d, first, err := r.gradeFirst(p)
		if err != nil {
			return nil, nil, err
		}
		if tries == underSplitTries || first < 0 || d.Hardest != r.hi || bandOf(bands, r.split, d) == r.band {
			return p, &d, nil
		}
		clues[first] = sol[first]
	}
}

// trials returns the run's blank-model solver for key, built once.
func (r *genRun) trials(key string, blank func() (puzzles.Puzzle, error)) (*blankTrials, error) {
	if t, ok := r.cache[key].(*blankTrials); ok {
		return t, nil
	}
	var t *blankTrials
	if m := models.take("trials:"+key, r.opt.Context); m != nil {
		t = trialsOn(m)
	} else {
		p, err := blank()
		if err != nil {
			return nil, err
		}
		if t, err = newBlankTrials(r.opt.Context, p, r.hi); err != nil {
			return nil, err
		}
	}
	r.cache[key] = t
	r.pooled = append(r.pooled, pooled{"trials:" + key, t.m, t.m.Store.Level()})
	return t, nil
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
