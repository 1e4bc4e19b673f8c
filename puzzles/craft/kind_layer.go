package craft

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/hidato"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// The kinds written on the modelling layer. Skyscrapers is a Latin square
// with visibility clues: its rows and columns get KenKen's companions
// (forward checking and a height's one place in a line on rung 1, Hall
// sets moved to Combined), each clue's bounds on its line and its easy
// rules as the line fills come on the counting rung (skylineBounds,
// skylineEasy), and its Visibility propagator and the table of its line's
// orders sit at full strength; a lookahead step where no forcing chain
// exists (latinForcingChain) raises the score, as for KenKen and
// Futoshiki (rank correlation with Tatham's Towers 5×5 levels 0.95; 0.86
// with the bounds alone, 0.76 without). Hidato keeps the family rungs of its model (one path
// constraint at full strength) and gets a view: its variables are the
// cells' numbers.
func init() {
	kinds["skyscrapers"] = &kindCraft{
		tune:       tuneSkyscrapers,
		bands:      towersBands,
		chainCheck: latinExtreme,
		view: func(m *Model) *view {
			sp, ok := unwrap[skyscrapers.Puzzle](m.Puzzle)
			if !ok {
				return nil
			}
			return digitView(m, sp.N)
		},
	}
	kinds["hidato"] = &kindCraft{view: hidatoView}
}

// towersBands name Skyscrapers' grades after Tatham's Towers: Easy (the
// skyline rules and singles, up to Counting), Hard (a clue weighed over
// its line's orders, Hall sets), Extreme (forcing chains: Lookahead),
// Unreasonable (deeper).
var towersBands = []Band{{"easy", Counting}, {"hard", Combined}, {"extreme", Lookahead}, {"unreasonable", Search}}

func tuneSkyscrapers(p puzzles.Puzzle, t *Tuner) {
	sp, ok := unwrap[skyscrapers.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a skyscrapers puzzle"))
		return
	}
	n := sp.N
	values := make([]int, n)
	for v := range values {
		values[v] = v + 1
	}
	t.Move("alldifferent-domain", Combined)
	for k := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for i := range n {
			row[i], col[i] = t.Vars()[k*n+i], t.Vars()[i*n+k]
		}
		t.Unit(Forward, Forward, "row "+strconv.Itoa(k+1), row, values)
		t.Unit(Forward, Forward, "column "+strconv.Itoa(k+1), col, values)
	}
	skylineBounds(sp, t)
	skylineEasy(sp, t)
}

// skylineBounds posts, on the counting rung, what a clue says of each
// cell before the clue's full strength (Tatham's Towers at its easiest):
// a clue c sees c buildings, so the cell i steps from it (0-based) is at
// most n-c+1+i high, and a clue 1 sees the tallest first. Each bound is
// against a constant, so that it is not applied before the walk.
func skylineBounds(sp *skyscrapers.Puzzle, t *Tuner) {
	n := sp.N
	s := t.Store()
	cell := func(side skyscrapers.Side, i, d int) cp.VarID {
		switch side {
		case skyscrapers.Top:
			return t.Vars()[d*n+i]
		case skyscrapers.Bottom:
			return t.Vars()[(n-1-d)*n+i]
		case skyscrapers.Left:
			return t.Vars()[i*n+d]
		}
		return t.Vars()[i*n+n-1-d]
	}
	for _, side := range []skyscrapers.Side{skyscrapers.Top, skyscrapers.Bottom, skyscrapers.Left, skyscrapers.Right} {
		for i, clue := range sp.Clues(side) {
			if clue < 1 || clue > n {
				continue
			}
			line := "column"
			if side == skyscrapers.Left || side == skyscrapers.Right {
				line = "row"
			}
			what := fmt.Sprintf("%s clue %d of %s %d", side, clue, line, i+1)
			if clue == 1 {
				x, k := cell(side, i, 0), t.constant(n)
				t.Post(Counting, what+" sees the tallest first", func() error {
					return propagators.Linear(s, []int{1, -1}, []cp.VarID{x, k}, propagators.EQ, 0)
				})
				continue
			}
			for d := 0; d < clue-1; d++ {
				x, k := cell(side, i, d), t.constant(n-clue+1+d)
				which := "the nearest building"
				if d > 0 {
					which = "the " + ordinal(d+1) + " building from it"
				}
				label := fmt.Sprintf("%s: %s is at most %d high", what, which, n-clue+1+d)
				t.Post(Counting, label, func() error {
					return propagators.Linear(s, []int{1, -1}, []cp.VarID{x, k}, propagators.LE, 0)
				})
			}
		}
	}
}

// hidatoView: the decision variables are the cells that are not holes, in
// reading order, each valued by its number minus one.
func hidatoView(m *Model) *view {
	hp, ok := unwrap[hidato.Puzzle](m.Puzzle)
	if !ok {
		return nil
	}
	var cells []render.Cell
	for r, row := range hp.Grid {
		for c, v := range row {
			if v != hidato.Hole {
				cells = append(cells, render.Cell{Row: r, Col: c})
			}
		}
	}
	v, at := cellListView(hp.Rows, hp.Cols, cells, m.Vars)
	if v == nil {
		return nil
	}
	v.place = func(x cp.VarID, val int) (render.Cell, int, bool) {
		c, ok := v.cellOf(x)
		return c, val + 1, ok
	}
	v.read = func(c render.Cell, code int) (cp.VarID, int, bool) {
		i, ok := at[c]
		if !ok || code < 1 || code > len(cells) {
			return 0, 0, false
		}
		return m.Vars[i], code - 1, true
	}
	v.lit = func(l cp.Lit) string {
		c, ok := v.cellOf(l.X)
		if !ok {
			return modelLit(l)
		}
		op := map[cp.Op]string{cp.OpEq: " = ", cp.OpNe: " ≠ ", cp.OpGe: " ≥ ", cp.OpLe: " ≤ "}[l.Op]
		return c.String() + op + strconv.Itoa(l.V+1)
	}
	return v
}

// ordinal is "2nd", "3rd", "4th", … (n ≥ 2, below 20).
func ordinal(n int) string {
	switch n {
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(n) + "th"
}
