package tetravex

// Verify checks s against the rules of p without the engine: the board is
// N×N, every piece is placed exactly once, and every two touching edges
// carry the same number. The error names the broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution")
	}
	n := p.N
	if len(s.Grid) != n {
		return rulef("the solution has %d rows, expected %d", len(s.Grid), n)
	}
	type at struct{ r, c int }
	placed := make([]at, len(p.Pieces))
	used := make([]bool, len(p.Pieces))
	for r, row := range s.Grid {
		if len(row) != n {
			return rulef("row %d of the solution has %d pieces, expected %d", r+1, len(row), n)
		}
		for c, k := range row {
			if k < 0 || k >= len(p.Pieces) {
				return rulef("row %d, column %d holds piece %d, expected a piece 1..%d", r+1, c+1, k+1, len(p.Pieces))
			}
			if used[k] {
				q := placed[k]
				return rulef("piece %d is placed twice: at row %d, column %d and at row %d, column %d", k+1, q.r+1, q.c+1, r+1, c+1)
			}
			used[k] = true
			placed[k] = at{r, c}
		}
	}
	for k, u := range used {
		if !u {
			return rulef("piece %d is not placed", k+1)
		}
	}
	for r := range n {
		for c := range n {
			a := s.Grid[r][c]
			pa := p.Pieces[a]
			if c+1 < n {
				b := s.Grid[r][c+1]
				if pb := p.Pieces[b]; pa.Right != pb.Left {
					return rulef("piece %d at row %d, column %d has right edge %d but its neighbour's left edge is %d (piece %d at row %d, column %d)", a+1, r+1, c+1, pa.Right, pb.Left, b+1, r+1, c+2)
				}
			}
			if r+1 < n {
				b := s.Grid[r+1][c]
				if pb := p.Pieces[b]; pa.Bottom != pb.Top {
					return rulef("piece %d at row %d, column %d has bottom edge %d but the top edge of the piece below is %d (piece %d at row %d, column %d)", a+1, r+1, c+1, pa.Bottom, pb.Top, b+1, r+2, c+1)
				}
			}
		}
	}
	return nil
}
