package tetravex

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the Tetravex generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x7465747261766578 // "tetravex"

// Generate returns a random n×n Tetravex puzzle with edge numbers
// 0..colours-1: every edge of the board (the outer ones included) draws a
// colour uniformly, the board is cut into its n² pieces, and the pieces are
// listed in a random order. The board as drawn is a solution; it need not
// be the only one. n must be within 1..MaxSize and colours within
// 1..MaxEdge+1.
func Generate(seed uint64, n, colours int) (*Puzzle, error) {
	p, _, err := Planted(seed, n, colours)
	return p, err
}

// Planted is Generate that also returns the planted solution.
func Planted(seed uint64, n, colours int) (*Puzzle, *Solution, error) {
	if n < 1 || n > MaxSize {
		return nil, nil, draw.Argf("tetravex: size %d, expected 1..%d", n, MaxSize)
	}
	if colours < 1 || colours > MaxEdge+1 {
		return nil, nil, draw.Argf("tetravex: %d colours, expected 1..%d", colours, MaxEdge+1)
	}
	g := draw.New(seed, stream)
	// vert[r][c] is the edge left of cell (r, c), c = n the right border;
	// horiz[r][c] the edge above cell (r, c), r = n the bottom border.
	vert := make([][]int, n)
	for r := range vert {
		vert[r] = make([]int, n+1)
		for c := range vert[r] {
			vert[r][c] = g.Intn(colours)
		}
	}
	horiz := make([][]int, n+1)
	for r := range horiz {
		horiz[r] = make([]int, n)
		for c := range horiz[r] {
			horiz[r][c] = g.Intn(colours)
		}
	}
	order := g.Perm(n * n) // order[k] is the board cell of piece k
	p := &Puzzle{
		Name:   fmt.Sprintf("generated:tetravex-n%d-c%d-s%d", n, colours, seed),
		N:      n,
		Pieces: make([]Piece, n*n),
	}
	s := &Solution{Grid: make([][]int, n)}
	for r := range s.Grid {
		s.Grid[r] = make([]int, n)
	}
	for k, cell := range order {
		r, c := cell/n, cell%n
		p.Pieces[k] = Piece{Left: vert[r][c], Top: horiz[r][c], Right: vert[r][c+1], Bottom: horiz[r+1][c]}
		s.Grid[r][c] = k
	}
	if err := p.Validate(); err != nil {
		return nil, nil, fmt.Errorf("generate: tetravex: internal error: %w", err)
	}
	return p, s, nil
}
