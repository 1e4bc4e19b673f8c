package craft

import (
	"cmp"
	"slices"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A ROGO puzzle that states its target score lets a hint say why a
// segment belongs to the loop in the puzzle's own terms: without it, no
// loop of the stated length through the drawn path collects the stated
// points. loopBound checks that claim by an exhaustive walk over the
// loops, cut by the points still collectable; a walk past its budget of
// nodes, or stopped by the hint's context, claims nothing.

// loopBoundNodes bounds the work of one check, counted in nodes and in
// cells looked at for the points still collectable (a check past it
// gives up: the hint falls back to the optimal loop's words); about a
// second of CPU, whatever the board's size.
const loopBoundNodes = 50_000_000

// loopBound is one check: is there a loop of g.p.Steps cells, holding the
// drawn path, not using the banned segment, that collects target points?
type loopBound struct {
	g      *loopGame
	target int
	banned render.Link
	used   [][]bool
	rank   [][]int // a cell's place in byPoints
	// byPoints lists the open cells, most points first: the points still
	// collectable are bounded by the best cells not used yet.
	byPoints []render.Cell
	// first, in a walk over every loop, is the loop's first cell in the
	// order of byPoints: the cells before it are not used (each loop is
	// met from its first cell only).
	first render.Cell
	whole bool // walking over every loop (nothing drawn)
	close render.Cell
	nodes int // work done: nodes and cells looked at (loopBoundNodes)
	calls int // nodes, for looking at the context now and then
}

func newLoopBound(g *loopGame, target int, banned render.Link) *loopBound {
	b := &loopBound{g: g, target: target, banned: banned, used: make([][]bool, g.p.Rows), rank: make([][]int, g.p.Rows)}
	for r := range b.used {
		b.used[r], b.rank[r] = make([]bool, g.p.Cols), make([]int, g.p.Cols)
		for c := range g.p.Cols {
			if !g.p.Blocked[r][c] {
				b.byPoints = append(b.byPoints, render.Cell{Row: r, Col: c})
			}
		}
	}
	pts := func(c render.Cell) int { return g.p.Points[c.Row][c.Col] }
	slices.SortStableFunc(b.byPoints, func(a, c render.Cell) int { return cmp.Compare(pts(c), pts(a)) })
	for i, c := range b.byPoints {
		b.rank[c.Row][c.Col] = i
	}
	return b
}

// reachesFrom reports whether a loop through the drawn path (its cells
// in order, at least one) collects the target; decided is false when the
// budget ran out first.
func (b *loopBound) reachesFrom(path []render.Cell) (reaches, decided bool) {
	score := 0
	for _, c := range path {
		b.used[c.Row][c.Col] = true
		score += b.g.p.Points[c.Row][c.Col]
	}
	b.close = path[0]
	found := b.extend(path[len(path)-1], len(path), score)
	return found, b.nodes <= loopBoundNodes
}

// reachesAny reports whether any loop collects the target; decided is
// false when the budget ran out first.
func (b *loopBound) reachesAny() (reaches, decided bool) {
	b.whole = true
	for _, s := range b.byPoints {
		b.first, b.close = s, s
		b.used[s.Row][s.Col] = true
		found := b.extend(s, 1, b.g.p.Points[s.Row][s.Col])
		b.used[s.Row][s.Col] = false
		if found || b.nodes > loopBoundNodes {
			return found, b.nodes <= loopBoundNodes
		}
	}
	return false, true
}

// extend goes on from cur, the path's end, with k cells on the path and
// score its points; true once a loop collects the target (or the budget
// is spent: the caller reads the budget).
func (b *loopBound) extend(cur render.Cell, k, score int) bool {
	b.nodes++
	b.calls++
	if b.calls%4096 == 0 && b.g.ctx != nil && b.g.ctx.Err() != nil {
		b.nodes = loopBoundNodes + 1 // stopped: undecided
	}
	if b.nodes > loopBoundNodes {
		return true
	}
	steps := b.g.p.Steps
	if k == steps {
		return score >= b.target && adjacent(cur, b.close) && !b.isBanned(cur, b.close)
	}
	left := steps - k // cells still to add before closing
	if dist(cur, b.close) > left+1 || score+b.bestLeft(cur, left) < b.target {
		return false
	}
	for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
		n := render.Cell{Row: cur.Row + d[0], Col: cur.Col + d[1]}
		if !b.open(n) || b.isBanned(cur, n) {
			continue
		}
		b.used[n.Row][n.Col] = true
		found := b.extend(n, k+1, score+b.g.p.Points[n.Row][n.Col])
		b.used[n.Row][n.Col] = false
		if found {
			return true
		}
	}
	return false
}

// open: on the board, not blocked, not on the path, and in a walk over
// every loop not before the loop's first cell.
func (b *loopBound) open(c render.Cell) bool {
	p := b.g.p
	if c.Row < 0 || c.Row >= p.Rows || c.Col < 0 || c.Col >= p.Cols || p.Blocked[c.Row][c.Col] || b.used[c.Row][c.Col] {
		return false
	}
	return !b.whole || b.after(c)
}

// after: in a walk over every loop, c comes after the loop's first cell
// in the order of byPoints (every loop is met from its first cell).
func (b *loopBound) after(c render.Cell) bool {
	return b.rank[c.Row][c.Col] > b.rank[b.first.Row][b.first.Col]
}

func (b *loopBound) isBanned(a, c render.Cell) bool {
	return b.banned.Same(render.Link{A: a, B: c})
}

// bestLeft bounds the points m more cells from cur can hold: the best m
// unused cells that a path of m cells from cur back to the loop's start
// can pass through.
func (b *loopBound) bestLeft(cur render.Cell, m int) int {
	sum, taken := 0, 0
	for _, c := range b.byPoints {
		if taken == m {
			break
		}
		b.nodes++ // the work of the bound counts against the budget
		if b.used[c.Row][c.Col] || (b.whole && !b.after(c)) || dist(cur, c)+dist(c, b.close) > m+1 {
			continue
		}
		sum += b.g.p.Points[c.Row][c.Col]
		taken++
	}
	return sum
}

func adjacent(a, c render.Cell) bool { return dist(a, c) == 1 }

func dist(a, c render.Cell) int {
	return abs(a.Row-c.Row) + abs(a.Col-c.Col)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// drawnPath orders the drawn segments as one path from its end a to its
// end c (c given); nil when they are not one path.
func drawnPath(links []render.Link, c render.Cell) []render.Cell {
	path := followPath(links, c)
	if len(path) != len(links)+1 {
		return nil // more than one path, or a closed one
	}
	slices.Reverse(path)
	return path
}

// followPath walks the drawn segments from c for as long as they lead on,
// c first: the cells of the path that ends at c.
func followPath(links []render.Link, c render.Cell) []render.Cell {
	path := []render.Cell{c}
	prev, cur := render.Cell{Row: -1, Col: -1}, c
	for {
		moved := false
		for _, l := range links {
			var n render.Cell
			switch {
			case l.A == cur:
				n = l.B
			case l.B == cur:
				n = l.A
			default:
				continue
			}
			if n != prev && n != c {
				prev, cur, moved = cur, n, true
				path = append(path, n)
				break
			}
		}
		if !moved {
			return path
		}
	}
}
