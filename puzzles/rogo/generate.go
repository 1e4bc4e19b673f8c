package rogo

import (
	"context"
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the Rogo generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x726f676f00000000 // "rogo"

// Board make-up of a ROGO puzzle, as in the reference generator: the share
// of blocked cells and of cells with points, in per mille, and the odds of
// 1..5 points (small values more often).
const (
	rogoBlocked = 80
	rogoPoints  = 250
)

var rogoPointWeights = []int{5, 4, 3, 2, 1}

// Effort bound of the loop planter: attempts at growing a shape.
const rogoAttempts = 200

// rogoCandidates bounds the candidates Generate draws until the solver
// proves one's best score within the budget (bestNodes); at the sizes of
// craft's bench (up to 14×14, 40 steps) the first one nearly always is.
const rogoCandidates = 4

// Generate returns a random rows×cols ROGO puzzle whose loops have steps
// cells, with its best score stated (HasBest, Best): see GenerateContext.
func Generate(seed uint64, rows, cols, steps int) (*Puzzle, error) {
	return GenerateContext(context.Background(), seed, rows, cols, steps)
}

// GenerateContext draws candidates as Planted does and states the best
// score of the first one whose optimum the solver proves within a node
// budget (bestNodes): HasBest is true and Best that optimum, a target a
// player can aim at. A candidate whose optimum is not proven within the
// budget is dropped and the next one, drawn on from the same stream, tried:
// the same arguments give the same puzzle. The puzzle may have several
// optimal loops (craft's generator keeps only those with one).
//
// It returns an error wrapping generate.ErrEffort when the loop is not
// planted (see Planted) or no candidate's optimum is proven within
// rogoCandidates candidates (a board too large for the budget), and ctx's
// error once ctx is done.
func GenerateContext(ctx context.Context, seed uint64, rows, cols, steps int) (*Puzzle, error) {
	return generateWithin(ctx, seed, rows, cols, steps, bestNodes)
}

// generateWithin is GenerateContext with the node budget of each
// candidate's proof given by budget (tests drop a candidate with it).
func generateWithin(ctx context.Context, seed uint64, rows, cols, steps int, budget func(*Puzzle) int64) (*Puzzle, error) {
	if err := checkArgs(rows, cols, steps); err != nil {
		return nil, err
	}
	g := draw.New(seed, stream)
	for range rogoCandidates {
		p, _, err := plantFrom(g, seed, rows, cols, steps)
		if err != nil {
			return nil, err
		}
		best, proven, err := proveBest(ctx, p, budget(p))
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err != nil {
			return nil, fmt.Errorf("generate: rogo: internal error: %w", err)
		}
		if proven {
			p.HasBest, p.Best = true, best
			return p, nil
		}
	}
	return nil, draw.Effortf("rogo: no best score of a %d-cell loop on the %dx%d grid proven within %d nodes, %d candidates tried", steps, rows, cols, bestNodes(&Puzzle{Rows: rows, Cols: cols, Steps: steps}), rogoCandidates)
}

// Planted is the first candidate of Generate, with the planted loop as a
// solution: a feasible loop, not necessarily the best one; the puzzle
// states no best score (HasBest is false).
//
// rows and cols must be within 2..MaxSide, and steps even and within
// 4..rows·cols. Loops through up to about 85% of the cells are planted for
// every seed tried; longer ones, nearly as long as the grid has cells, may
// not be found within the effort bound (an error wrapping generate.ErrEffort).
func Planted(seed uint64, rows, cols, steps int) (*Puzzle, *Solution, error) {
	if err := checkArgs(rows, cols, steps); err != nil {
		return nil, nil, err
	}
	return plantFrom(draw.New(seed, stream), seed, rows, cols, steps)
}

func checkArgs(rows, cols, steps int) error {
	if rows < 2 || rows > MaxSide || cols < 2 || cols > MaxSide {
		return draw.Argf("rogo: a %dx%d grid, expected 2..%d rows and columns", rows, cols, MaxSide)
	}
	if steps < 4 || steps > rows*cols || steps%2 != 0 {
		return draw.Argf("rogo: steps %d, expected an even number 4..%d (the %dx%d grid's cells)", steps, rows*cols, rows, cols)
	}
	return nil
}

// plantFrom draws one candidate from g: a random loop of exactly steps
// cells, the boundary of a random hole-free polyomino grown on the lattice
// of cell centres, so the loop may be a rectangle or any winding shape.
// About 8% of the other cells are then blocked, and about 25% of the open
// cells carry 1 to 5 points (1 most often).
func plantFrom(g *draw.RNG, seed uint64, rows, cols, steps int) (*Puzzle, *Solution, error) {
	var loop []Cell
	for range rogoAttempts {
		if loop = plantLoop(g, rows, cols, steps); loop != nil {
			break
		}
	}
	if loop == nil {
		return nil, nil, draw.Effortf("rogo: no loop of %d cells planted on the %dx%d grid in %d attempts", steps, rows, cols, rogoAttempts)
	}
	onLoop := make([]bool, rows*cols)
	for _, c := range loop {
		onLoop[c.Row*cols+c.Col] = true
	}
	p := &Puzzle{
		Name:    fmt.Sprintf("generated:rogo-r%d-c%d-steps%d-s%d", rows, cols, steps, seed),
		Rows:    rows,
		Cols:    cols,
		Steps:   steps,
		Points:  make([][]int, rows),
		Blocked: make([][]bool, rows),
	}
	for r := range rows {
		p.Points[r] = make([]int, cols)
		p.Blocked[r] = make([]bool, cols)
		for c := range cols {
			x := g.Intn(1000)
			switch {
			case x < rogoBlocked && !onLoop[r*cols+c]:
				p.Blocked[r][c] = true
			case x < rogoBlocked+rogoPoints:
				p.Points[r][c] = 1 + g.Weighted(rogoPointWeights)
			}
		}
	}
	if err := p.Validate(); err != nil {
		return nil, nil, fmt.Errorf("generate: rogo: internal error: %w", err)
	}
	loop = Canonical(loop)
	return p, &Solution{Loop: loop, Score: Score(p, loop)}, nil
}

// plantLoop grows a random polyomino of unit squares whose corners are cell
// centres (the squares form a (rows-1)×(cols-1) board) until its boundary,
// a simple cycle through cells, has exactly steps cells, and returns that
// cycle; nil when the growth gets stuck. A square joining along one side
// lengthens the boundary by 2, one joining along two sides keeps its length;
// a square is only added when the boundary stays one simple cycle (no hole,
// no two squares touching only at a corner). Whether a square may join
// depends on its eight neighbours only, so the two candidate sets are
// updated around each added square.
func plantLoop(g *draw.RNG, rows, cols, steps int) []Cell {
	sr, sc := rows-1, cols-1
	in := make([]bool, sr*sc)
	grow, keep := newSquareSet(sr*sc), newSquareSet(sr*sc)
	add := func(x int) {
		in[x] = true
		grow.remove(x)
		keep.remove(x)
		r, c := x/sc, x%sc
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				rr, cc := r+dr, c+dc
				if rr < 0 || rr >= sr || cc < 0 || cc >= sc || in[rr*sc+cc] {
					continue
				}
				y := rr*sc + cc
				grow.remove(y)
				keep.remove(y)
				switch k := squareNeighbours(in, sr, sc, y); k {
				case 1, 2:
					if simpleAfterAdding(in, sr, sc, y) {
						if k == 1 {
							grow.add(y)
						} else {
							keep.add(y)
						}
					}
				}
			}
		}
	}
	add(g.Intn(sr * sc))
	perimeter := 4
	for perimeter < steps {
		// Mostly lengthen; now and then fatten the shape, which keeps the
		// length and makes room for later growth.
		switch {
		case len(grow.items) > 0 && (len(keep.items) == 0 || g.Chance(2, 3)):
			add(grow.items[g.Intn(len(grow.items))])
			perimeter += 2
		case len(keep.items) > 0:
			add(keep.items[g.Intn(len(keep.items))])
		default:
			return nil
		}
	}
	return boundaryCycle(in, sr, sc)
}

// squareSet is a set of squares with constant-time add, remove and random
// pick; its order depends only on the sequence of operations.
type squareSet struct {
	items []int
	pos   []int // index in items + 1, 0 when absent
}

func newSquareSet(n int) *squareSet {
	return &squareSet{pos: make([]int, n)}
}

func (s *squareSet) add(x int) {
	if s.pos[x] == 0 {
		s.items = append(s.items, x)
		s.pos[x] = len(s.items)
	}
}

func (s *squareSet) remove(x int) {
	i := s.pos[x] - 1
	if i < 0 {
		return
	}
	last := s.items[len(s.items)-1]
	s.items[i] = last
	s.pos[last] = i + 1
	s.items = s.items[:len(s.items)-1]
	s.pos[x] = 0
}

// squareNeighbours counts the squares of the polyomino sharing a side with
// square i.
func squareNeighbours(in []bool, sr, sc, i int) int {
	r, c := i/sc, i%sc
	k := 0
	if r > 0 && in[i-sc] {
		k++
	}
	if r+1 < sr && in[i+sc] {
		k++
	}
	if c > 0 && in[i-1] {
		k++
	}
	if c+1 < sc && in[i+1] {
		k++
	}
	return k
}

// simpleAfterAdding reports whether the polyomino with square i added still
// has one simple cycle as its boundary. Square i touches the polyomino
// along a side; the test walks the ring of its eight neighbours: the
// boundary stays simple when the occupied squares of the ring, with a
// corner square counting only if a side square next to it is occupied too,
// form a single run, and no corner square is occupied alone.
func simpleAfterAdding(in []bool, sr, sc, i int) bool {
	r, c := i/sc, i%sc
	occ := func(dr, dc int) bool {
		rr, cc := r+dr, c+dc
		return rr >= 0 && rr < sr && cc >= 0 && cc < sc && in[rr*sc+cc]
	}
	// The ring in order: N, NE, E, SE, S, SW, W, NW.
	ring := [8]bool{occ(-1, 0), occ(-1, 1), occ(0, 1), occ(1, 1), occ(1, 0), occ(1, -1), occ(0, -1), occ(-1, -1)}
	for k := 1; k < 8; k += 2 { // corners
		if ring[k] && !ring[k-1] && !ring[(k+1)%8] {
			return false // touching only at a corner: a pinch
		}
	}
	runs := 0
	for k := range 8 {
		if ring[k] && !ring[(k+7)%8] {
			runs++
		}
	}
	// One run: the new square joins one stretch of the boundary. Two or
	// more: it closes a ring around empty squares, or meets the shape at
	// two places, which would make a hole or a pinch.
	return runs == 1
}

// boundaryCycle returns the boundary of a simple polyomino as a cycle of
// cells, in order.
func boundaryCycle(in []bool, sr, sc int) []Cell {
	rows, cols := sr+1, sc+1
	sq := func(r, c int) bool { return r >= 0 && r < sr && c >= 0 && c < sc && in[r*sc+c] }
	// Boundary edges between cells: right[v] joins cell v to the cell on its
	// right, down[v] to the cell below. The edge from (r, c) to (r, c+1)
	// separates squares (r-1, c) and (r, c); from (r, c) to (r+1, c) squares
	// (r, c-1) and (r, c).
	right := make([]bool, rows*cols)
	down := make([]bool, rows*cols)
	start := -1
	for r := range rows {
		for c := range cols {
			if c+1 < cols && sq(r-1, c) != sq(r, c) {
				right[r*cols+c] = true
				if start < 0 {
					start = r*cols + c
				}
			}
			if r+1 < rows && sq(r, c-1) != sq(r, c) {
				down[r*cols+c] = true
			}
		}
	}
	var loop []Cell
	prev, v := -1, start
	for {
		loop = append(loop, Cell{Row: v / cols, Col: v % cols})
		r, c := v/cols, v%cols
		next := -1
		for _, w := range [4]int{v + 1, v + cols, v - 1, v - cols} {
			if w == prev {
				continue
			}
			switch {
			case w == v+1 && c+1 < cols && right[v],
				w == v+cols && r+1 < rows && down[v],
				w == v-1 && c > 0 && right[v-1],
				w == v-cols && r > 0 && down[v-cols]:
				next = w
			}
			if next >= 0 {
				break
			}
		}
		if next == start || next < 0 {
			break
		}
		prev, v = v, next
	}
	return loop
}
