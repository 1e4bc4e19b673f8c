package craft

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/search"
)

// A ROGO position is a drawing: the loop's segments (render.State.Links),
// with no cell values. Its model's variables are the loop's steps in an
// order of the model's own (symmetry breaking starts the loop at its best
// cell), which no player sees; so a ROGO hint is said in segments, from
// the drawn loop and the one optimal loop: a segment the drawing forces
// (a drawn end with one way on), else the best loop's next segment from a
// drawn end, else, with nothing drawn, a segment at the best loop's
// richest cell. Where the puzzle states its target score, the last two
// say why in points: without the segment no loop through the drawn path
// reaches the target (explain_loop_bound.go); where it states none, the
// hint says so and rests on search, never on a score it does not give.

// isLoop reports whether p is played by drawing a loop (ROGO).
func isLoop(p puzzles.Puzzle) bool {
	_, ok := unwrap[rogo.Puzzle](p)
	return ok
}

// loopGame is a ROGO puzzle with its one optimal loop.
type loopGame struct {
	p     *rogo.Puzzle
	name  string
	loop  []render.Link // the optimal loop's segments, in loop order
	score int
	ctx   context.Context // stops a loop bound's walk (it then claims nothing)
}

// solveLoop finds p's optimal loop and proves it the only one.
func solveLoop(ctx context.Context, p puzzles.Puzzle) (*loopGame, error) {
	rp, _ := unwrap[rogo.Puzzle](p)
	if rp.Steps%2 != 0 || rp.Steps < 4 {
		return nil, &NoSolutionError{Puzzle: p.Name(), Why: "no loop has " + strconv.Itoa(rp.Steps) + " cells (a loop on a grid has an even number of cells, at least 4)"}
	}
	res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2, Tune: func(o *search.Options) { o.Context = ctx }})
	if err != nil {
		return nil, err
	}
	if res.Status == puzzles.Unsatisfiable {
		ns := &NoSolutionError{Puzzle: p.Name()}
		if f := res.RootFailure; f != nil && f.Prop >= 0 {
			ns.Constraint = f.Label
		}
		return nil, ns
	}
	switch unique, known := res.Unique(); {
	case known && !unique:
		return nil, fmt.Errorf("%s: %w (at least 2 optimal loops)", p.Name(), ErrNotUnique)
	case ctx.Err() != nil:
		return nil, fmt.Errorf("%s: the hint was stopped: %w", p.Name(), ctx.Err())
	case !known || res.Solution == nil:
		return nil, fmt.Errorf("%s: the search stopped before it proved the best loop (%v)", p.Name(), res.Reason)
	}
	st, err := puzzles.SolutionState(p, res.Solution)
	if err != nil {
		return nil, err
	}
	return &loopGame{p: rp, name: p.Name(), loop: st.Links, score: res.Objective, ctx: ctx}, nil
}

// explainLoop is Explain for a drawing.
func explainLoop(ctx context.Context, p puzzles.Puzzle, st *render.State) (*Hint, error) {
	g, err := solveLoop(ctx, p)
	if err != nil {
		return nil, err
	}
	if st != nil {
		if err := st.Check(g.p.Rows, g.p.Cols, 0); err != nil {
			return nil, err
		}
		if st.Filled() > 0 {
			return nil, fmt.Errorf("%w: a ROGO position is its drawn segments, not cell values", render.ErrState)
		}
	}
	var drawn []render.Link
	if st != nil {
		drawn = st.Links
	}
	h, err := g.hint(drawn)
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil { // a loop bound was cut short: its words fell back
		return nil, fmt.Errorf("%s: the hint was stopped: %w", p.Name(), ctx.Err())
	}
	if h == nil {
		return nil, ErrSolved
	}
	return h, nil
}

// walkLoop is Walkthrough for a drawing: the hints from an empty drawing,
// each segment drawn in turn.
func walkLoop(p puzzles.Puzzle) ([]Hint, error) {
	g, err := solveLoop(context.Background(), p)
	if err != nil {
		return nil, err
	}
	var drawn []render.Link
	var out []Hint
	for range len(g.loop) {
		h, err := g.hint(drawn)
		if err != nil || h == nil {
			return out, err
		}
		out = append(out, *h)
		drawn = append(drawn, h.Link)
	}
	return out, nil
}

// hint is the next segment from the drawing, or nil when the whole loop
// is drawn; a drawn segment off the loop is a mistake.
func (g *loopGame) hint(drawn []render.Link) (*Hint, error) {
	var links, off []render.Link
	var wrong []render.Cell
	for _, l := range drawn {
		if slices.ContainsFunc(links, l.Same) {
			continue
		}
		links = append(links, l)
		if !slices.ContainsFunc(g.loop, l.Same) {
			off = append(off, l)
			for _, c := range []render.Cell{l.A, l.B} {
				if !slices.Contains(wrong, c) {
					wrong = append(wrong, c)
				}
			}
		}
	}
	if len(wrong) > 0 {
		return nil, &MistakeError{Cells: wrong, Links: off}
	}
	if len(links) == len(g.loop) {
		return nil, nil
	}
	deg := map[render.Cell]int{}
	for _, l := range links {
		deg[l.A]++
		deg[l.B]++
	}
	var ends []render.Cell // drawn cells with one segment, in reading order
	for c, d := range deg {
		if d == 1 {
			ends = append(ends, c)
		}
	}
	slices.SortFunc(ends, readingOrder)
	for _, c := range ends {
		if ways := g.waysOn(c, links, deg); len(ways) == 1 {
			return g.forced(c, ways[0]), nil
		}
	}
	// The best loop's next segment from a drawn end: the first end whose
	// segment the stated target forces, else the first end's.
	var fallback *Hint
	for _, c := range ends {
		for _, l := range g.loop {
			if (l.A == c || l.B == c) && !slices.ContainsFunc(links, l.Same) {
				h := g.next(c, l, links)
				if h.Steps[0].Family != "search" {
					return h, nil
				}
				if fallback == nil {
					fallback = h
				}
				break
			}
		}
	}
	if fallback != nil {
		return fallback, nil
	}
	return g.start(), nil
}

func readingOrder(a, b render.Cell) int {
	return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col))
}

// waysOn lists the neighbours the loop may go on to from c, a drawn end:
// open cells, not passed through twice already, and not the drawn path's
// other end unless that closes the whole loop.
func (g *loopGame) waysOn(c render.Cell, links []render.Link, deg map[render.Cell]int) []render.Cell {
	other := pathEnd(c, links)
	var out []render.Cell
	for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
		n := render.Cell{Row: c.Row + d[0], Col: c.Col + d[1]}
		if n.Row < 0 || n.Row >= g.p.Rows || n.Col < 0 || n.Col >= g.p.Cols || g.p.Blocked[n.Row][n.Col] {
			continue
		}
		if deg[n] >= 2 || slices.ContainsFunc(links, render.Link{A: c, B: n}.Same) {
			continue
		}
		if n == other && len(links)+1 < g.p.Steps {
			continue // closing the path now makes a loop too short
		}
		out = append(out, n)
	}
	return out
}

// pathEnd is the other end of the drawn path that ends at c.
func pathEnd(c render.Cell, links []render.Link) render.Cell {
	path := followPath(links, c)
	return path[len(path)-1]
}

func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// worth says a cell's points, "" for an empty cell.
func (g *loopGame) worth(c render.Cell) string {
	if v := g.p.Points[c.Row][c.Col]; v > 0 {
		return ", worth " + points(v)
	}
	return ""
}

// forced: the drawn end c has one way on, n.
func (g *loopGame) forced(c, n render.Cell) *Hint {
	text := fmt.Sprintf("The loop drawn to %s can only go on to %s: its other neighbours are blocked, off the board, already passed through twice, or would close the loop too soon.", c, n)
	return g.linkHint(render.Link{A: c, B: n}, Forward, "loop", text)
}

// next: the best loop's segment l from the drawn end c. With a target
// score stated, the hint says why: without l, no loop through the drawn
// path collects it (loopBound: the segment's absence assumed and refuted,
// a deep lookahead); else it speaks of the drawn path and the best loop,
// whose score the puzzle does not give, and rests on search.
func (g *loopGame) next(c render.Cell, l render.Link, links []render.Link) *Hint {
	n := l.B
	if n == c {
		n = l.A
	}
	seg := render.Link{A: c, B: n}
	path := drawnPath(links, c)
	held := ""
	if path != nil {
		held = fmt.Sprintf(" The drawn path of %d cells holds %s.", len(path), points(g.pathPoints(path)))
	}
	if g.p.HasBest && path != nil {
		if reaches, decided := newLoopBound(g, g.p.Best, seg).reachesFrom(path); decided && !reaches {
			text := fmt.Sprintf("Extend the loop from %s to %s%s: without that segment no loop of %d cells through the drawn path collects the %s the puzzle asks for.", c, n, g.worth(n), g.p.Steps, points(g.p.Best)) + held
			return g.linkHint(seg, DeepLookahead, "loop bound", text)
		}
	}
	text := fmt.Sprintf("Extend the loop from %s to %s%s: the loop of %d cells with the most points goes that way (found by search%s).", c, n, g.worth(n), g.p.Steps, g.noTarget()) + held
	return g.linkHint(seg, Search, "search", text)
}

// noTarget says, where the puzzle states no target score, that it does
// not.
func (g *loopGame) noTarget() string {
	if g.p.HasBest {
		return ""
	}
	return "; the puzzle states no target score"
}

// pathPoints sums the points of the path's cells.
func (g *loopGame) pathPoints(path []render.Cell) int {
	n := 0
	for _, c := range path {
		n += g.p.Points[c.Row][c.Col]
	}
	return n
}

// start: nothing drawn; the best loop's richest cell (the first in
// reading order among equals) and its segment to its loop neighbour
// first in reading order. With a target score stated, the hint says why:
// no loop without that segment collects it.
func (g *loopGame) start() *Hint {
	var cells []render.Cell
	for _, l := range g.loop {
		cells = append(cells, l.A)
	}
	pts := func(c render.Cell) int { return g.p.Points[c.Row][c.Col] }
	best := slices.MinFunc(cells, func(a, b render.Cell) int {
		return cmp.Or(cmp.Compare(pts(b), pts(a)), readingOrder(a, b))
	})
	var nbs []render.Cell
	for _, l := range g.loop {
		switch best {
		case l.A:
			nbs = append(nbs, l.B)
		case l.B:
			nbs = append(nbs, l.A)
		}
	}
	n := slices.MinFunc(nbs, readingOrder)
	seg := render.Link{A: best, B: n}
	if g.p.HasBest {
		if reaches, decided := newLoopBound(g, g.p.Best, seg).reachesAny(); decided && !reaches {
			text := fmt.Sprintf("Start the loop at %s%s, and draw it on to %s: no loop of %d cells without that segment collects the %s the puzzle asks for.", best, g.worth(best), n, g.p.Steps, points(g.p.Best))
			return g.linkHint(seg, DeepLookahead, "loop bound", text)
		}
	}
	text := fmt.Sprintf("Start the loop at %s%s, and draw it on to %s: the loop of %d cells with the most points passes there (found by search%s).", best, g.worth(best), n, g.p.Steps, g.noTarget())
	return g.linkHint(seg, Search, "search", text)
}

// linkHint is the hint of segment l: its rung, its family ("loop" for a
// segment the drawing forces, "loop bound" for one the stated target
// forces, "search" for the best loop's) and its words.
func (g *loopGame) linkHint(l render.Link, r Rung, family, text string) *Hint {
	placement := "the segment " + l.A.String() + "–" + l.B.String()
	h := &Hint{
		Rung: r, Link: l, HasLink: true, Placement: placement, Text: text,
		Steps:     []Deduction{{Rung: r, Family: family, Text: text}},
		Highlight: render.Highlight{Cells: []render.Cell{l.A, l.B}, Caption: text},
	}
	return h
}
