package craft

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// Takuzu's ladder, tuned to Simon Tatham's Unruly levels: no three in a
// row, seen cell by cell (two equal neighbours, or a gap between two
// equal cells, give the other symbol), and a line's last open cell
// (Trivial); a line's count of each
// symbol (a line with its half of one symbol takes the other everywhere
// else: Easy); each line at full strength (its automaton: Normal, where a
// nearly complete line rules out the places its last symbols cannot go).
// With the unique-rows rule, a line one symbol short of copying a full
// line is kept from it on the counting rung (rowCopies: Unruly's Easy).
// The score tells one step at the hardest rung from several, no finer
// (techniqueScore).
func init() {
	kinds["takuzu"] = &kindCraft{
		tune:  tuneTakuzu,
		blank: blankTakuzu,
		score: techniqueScore,
		view: func(m *Model) *view {
			tp, ok := unwrap[takuzu.Puzzle](m.Puzzle)
			if !ok {
				return nil
			}
			return takuzuView(m, tp.N)
		},
		bands: []Band{{"trivial", Forward}, {"easy", Counting}, {"normal", Combined}, {"hard", DeepLookahead}, {"fiendish", Search}},
	}
}

func tuneTakuzu(p puzzles.Puzzle, t *Tuner) {
	tp, ok := unwrap[takuzu.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a takuzu puzzle"))
		return
	}
	n := tp.N
	cell := func(r, c int) cp.VarID { return t.Vars()[r*n+c] }
	ones := make([]int, n)
	for i := range ones {
		ones[i] = 1
	}
	if tp.Unique {
		rows, cols := make([][]cp.VarID, n), make([][]cp.VarID, n)
		for k := range n {
			rows[k], cols[k] = make([]cp.VarID, n), make([]cp.VarID, n)
			for i := range n {
				rows[k][i], cols[k][i] = cell(k, i), cell(i, k)
			}
		}
		rowCopies(t, rows, "no two rows are the same, and a row that holds all but one of a full row's 0s (or 1s) where that row does cannot take the last one there")
		rowCopies(t, cols, "no two columns are the same, and a column that holds all but one of a full column's 0s (or 1s) where that column does cannot take the last one there")
	}
	for k := range n {
		for _, row := range []bool{true, false} {
			line := make([]cp.VarID, n)
			name := fmt.Sprintf("column %d", k+1)
			for i := range n {
				if row {
					line[i] = cell(k, i)
				} else {
					line[i] = cell(i, k)
				}
			}
			if row {
				name = fmt.Sprintf("row %d", k+1)
			}
			for i := 0; i+2 < n; i++ {
				w := line[i : i+3]
				t.Post(Forward, name, func() error { return propagators.BoolClause(t.Store(), w, nil) })
				t.Post(Forward, name, func() error { return propagators.BoolClause(t.Store(), nil, w) })
			}
			t.Post(Forward, name, func() error {
				return propagators.LinearForward(t.Store(), ones, line, propagators.EQ, n/2)
			})
			t.Post(Counting, name, func() error {
				return propagators.Linear(t.Store(), ones, line, propagators.EQ, n/2)
			})
		}
	}
}

// blankTakuzu is p with no givens, and the givens as clues.
func blankTakuzu(p puzzles.Puzzle) (puzzles.Puzzle, []Clue, error) {
	tp, ok := unwrap[takuzu.Puzzle](p)
	if !ok {
		return nil, nil, fmt.Errorf("not a takuzu puzzle")
	}
	n := tp.N
	blank := &takuzu.Puzzle{Name: tp.Name, N: n, Unique: tp.Unique, Grid: make([][]int8, n), Spaced: tp.Spaced}
	var clues []Clue
	for r := range n {
		blank.Grid[r] = make([]int8, n)
		for c := range n {
			blank.Grid[r][c] = -1
			if v := tp.Grid[r][c]; v >= 0 {
				clues = append(clues, Clue{r*n + c, int(v)})
			}
		}
	}
	bp, err := reparse(tp.Name, takuzu.Format(blank))
	return bp, clues, err
}

// rowCopies posts, on the counting rung, the unique-rows rule as Unruly's
// Easy level uses it (the distinct-rows propagator itself stays at full
// strength): a line that has all its half of one symbol, and another
// line whose symbols of that kind, one fewer, all lie where the first
// line has them, cannot take its last one at the first line's remaining
// place, or it would copy the first line.
func rowCopies(t *Tuner, lines [][]cp.VarID, label string) {
	n := len(lines)
	if n == 0 || len(lines[0]) > 64 || len(lines[0])%2 != 0 {
		return
	}
	s := t.Store()
	t.Post(Counting, label, func() error {
		p := &rowCopy{lines: lines, half: len(lines[0]) / 2, masks: make([][2]uint64, n), counts: make([][2]int, n)}
		p.id = s.Post(p, cp.Quadratic, "row-copy")
		for i, line := range lines {
			for j, x := range line {
				s.Subscribe(p.id, x, cp.OnFixed, int32(i*len(line)+j))
			}
		}
		return nil
	})
}

// rowCopy is the rule of rowCopies over lines (all rows, or all columns).
type rowCopy struct {
	lines  [][]cp.VarID
	half   int
	id     cp.PropID
	masks  [][2]uint64 // scratch: per line and symbol, the cells holding it
	counts [][2]int    // scratch: per line and symbol, how many
}

func (p *rowCopy) Propagate(s *cp.Store) cp.Status {
	for i, line := range p.lines {
		p.masks[i], p.counts[i] = [2]uint64{}, [2]int{}
		for j, x := range line {
			if s.Fixed(x) {
				if v := s.Value(x); v == 0 || v == 1 {
					p.masks[i][v] |= 1 << uint(j)
					p.counts[i][v]++
				}
			}
		}
	}
	for v := range 2 {
		for r := range p.lines {
			if p.counts[r][v] != p.half {
				continue
			}
			for r2 := range p.lines {
				if r2 == r || p.counts[r2][v] != p.half-1 || p.masks[r2][v]&^p.masks[r][v] != 0 {
					continue
				}
				last := p.masks[r][v] &^ p.masks[r2][v] // one cell
				if !s.Remove(p.lines[r2][bits.TrailingZeros64(last)], v) {
					return cp.Fail
				}
			}
		}
	}
	return cp.NoFix
}

// Explain gives, for x ≠ v, the line it would copy: that line's cells
// holding v and the cells of x's line holding v, as they stood before at.
func (p *rowCopy) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	holds := func(x cp.VarID, v int) bool { return s.MinAt(x, at) == v && s.MaxAt(x, at) == v }
	if l.Op == cp.OpNe && (l.V == 0 || l.V == 1) {
		for r2, line := range p.lines {
			c := slices.Index(line, l.X)
			if c < 0 {
				continue
			}
			for r, other := range p.lines {
				if r == r2 || !holds(other[c], l.V) {
					continue
				}
				match := true
				nr, n2 := 0, 0
				for j := range other {
					a, b := holds(other[j], l.V), holds(line[j], l.V)
					if a {
						nr++
					}
					if b {
						n2++
					}
					if b && !a {
						match = false
					}
				}
				if !match || nr != p.half || n2 != p.half-1 {
					continue
				}
				for j := range other {
					if holds(other[j], l.V) {
						buf = append(buf, cp.LitEq(other[j], l.V))
					}
					if holds(line[j], l.V) {
						buf = append(buf, cp.LitEq(line[j], l.V))
					}
				}
				return buf
			}
		}
	}
	return s.CoarseReason(p.id, at, buf)
}

// Clone implements cp.Cloner: lines is shared (read only), the rest is
// scratch.
func (p *rowCopy) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.masks = make([][2]uint64, len(p.masks))
	c.counts = make([][2]int, len(p.counts))
	return &c
}
