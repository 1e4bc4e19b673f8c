package draw

import (
	"slices"
	"testing"
)

// isLatin is whether sq is an n×n Latin square of 0..n-1.
func isLatin(sq [][]int, n int) bool {
	for i := range n {
		row, col := make([]int, n), make([]int, n)
		for j := range n {
			row[j], col[j] = sq[i][j], sq[j][i]
		}
		if !isPerm(row, 0) || !isPerm(col, 0) {
			return false
		}
	}
	return true
}

// intercalates counts sq's 2×2 subsquares (rows r1, r2, columns c1, c2
// reading a, b / b, a): an isotopy invariant, so a chain that only
// permuted rows, columns and symbols would keep it.
func intercalates(sq [][]int) int {
	n, k := len(sq), 0
	for r1 := range n {
		for r2 := r1 + 1; r2 < n; r2++ {
			for c1 := range n {
				for c2 := c1 + 1; c2 < n; c2++ {
					if sq[r1][c1] == sq[r2][c2] && sq[r1][c2] == sq[r2][c1] {
						k++
					}
				}
			}
		}
	}
	return k
}

// TestLatinChainFirstIsLatinSquare: a chain's first square is the one
// LatinSquare draws from the same stream, and every later one is Latin.
func TestLatinChainFirstIsLatinSquare(t *testing.T) {
	for n := 1; n <= 9; n++ {
		want := LatinSquare(New(5, uint64(n)), n)
		c := NewLatinChain(n)
		g := New(5, uint64(n))
		if got := c.Next(g, n*n); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("n %d: first square %v, LatinSquare %v", n, got, want)
		}
		for k := range 50 {
			if sq := c.Next(g, n*n); !isLatin(sq, n) {
				t.Fatalf("n %d, square %d: not Latin: %v", n, k+1, sq)
			}
		}
	}
}

// TestLatinChainLaw: the chain's squares follow the law of LatinSquare's,
// read through an isotopy invariant (the number of intercalates): the
// share of 4×4 squares of the Klein group's class (12 intercalates; the
// cyclic group's have 4) and the mean over 6×6 squares, fresh squares
// (one seed each) against 20,000 of the chain in a row. LatinSquare's
// law is not uniform: its chain stops on the first proper square after
// n³ moves, which favours squares with few intercalates (the Klein class
// is 144 of the 576 4×4 squares, a quarter, and about 8 % of
// LatinSquare's). The chain keeps that law, so the kinds' bands see the
// squares they were calibrated on. It fails with the moves left out
// (permutations alone keep the first square's class for ever) or with a
// move or four a square (the law drifts: 25 % and 5 % Klein).
func TestLatinChainLaw(t *testing.T) {
	const draws = 20000
	for _, n := range []int{4, 6} {
		stat := func(sq [][]int) float64 {
			k := intercalates(sq)
			if n == 4 {
				if k == 12 {
					return 1
				}
				return 0
			}
			return float64(k)
		}
		fresh, chain := 0.0, 0.0
		for s := range draws {
			fresh += stat(LatinSquare(New(uint64(s), 7), n))
		}
		c, g := NewLatinChain(n), New(3, 3)
		for range draws {
			chain += stat(c.Next(g, n*n))
		}
		fresh, chain = fresh/draws, chain/draws
		// Independent draws stray by about 0.002 (4×4 share) and 0.02
		// (6×6 mean) at one standard deviation; the chain's by a little
		// more.
		tol := 0.012
		if n == 6 {
			tol = 0.15
		}
		if d := chain - fresh; d < -tol || d > tol {
			t.Errorf("n %d: chain %.4f, LatinSquare %.4f (intercalates: the Klein share at 4, the mean at 6)", n, chain, fresh)
		}
	}
}
