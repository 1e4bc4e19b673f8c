package starbattle

// Verify checks s against every rule of p, without any solver: the grid is
// N×N; every row, every column and every region holds exactly Stars stars;
// and no two stars touch, orthogonally or diagonally. It returns nil or an
// error (wrapping ErrNotSolution) naming the first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	n := p.N
	if len(s.Star) != n || len(p.Region) != n {
		return rulef("the solution has %d rows, expected %d", len(s.Star), n)
	}
	for r, row := range s.Star {
		if len(row) != n || len(p.Region[r]) != n {
			return rulef("row %d has %d cells, expected %d", r+1, len(row), n)
		}
	}
	for r := range n {
		k := 0
		for c := range n {
			if s.Star[r][c] {
				k++
			}
		}
		if k != p.Stars {
			return rulef("row %d has %d stars, expected %d", r+1, k, p.Stars)
		}
	}
	for c := range n {
		k := 0
		for r := range n {
			if s.Star[r][c] {
				k++
			}
		}
		if k != p.Stars {
			return rulef("column %d has %d stars, expected %d", c+1, k, p.Stars)
		}
	}
	count := make([]int, len(p.Names))
	for r := range n {
		for c := range n {
			if k := p.Region[r][c]; s.Star[r][c] && k >= 0 && k < len(count) {
				count[k]++
			}
		}
	}
	for k, name := range p.Names {
		if count[k] != p.Stars {
			return rulef("region %s has %d stars, expected %d", name, count[k], p.Stars)
		}
	}
	for r := range n {
		for c := range n {
			if !s.Star[r][c] {
				continue
			}
			// Looking right and at the row below covers every touching pair once.
			for _, d := range [4][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				nr, nc := r+d[0], c+d[1]
				if nr < n && nc >= 0 && nc < n && s.Star[nr][nc] {
					return rulef("stars touch at row %d, column %d and row %d, column %d", r+1, c+1, nr+1, nc+1)
				}
			}
		}
	}
	return nil
}
