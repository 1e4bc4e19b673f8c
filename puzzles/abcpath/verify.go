package abcpath

// Verify checks s against the rules of p without the engine: every cell
// holds a letter A-Y and each letter appears once, the given letters stay
// where they are given, each letter is a king's move from the next, and each
// clue letter lies on the row, column or diagonal its ring position faces.
// The error names the broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution")
	}
	var pos [Size * Size]struct{ r, c int }
	var seen [Size * Size]bool
	for r := range Size {
		for c := range Size {
			b := s.Grid[r][c]
			if !isLetter(b) {
				return rulef("row %d, column %d holds %q, expected a letter A-Y", r+1, c+1, b)
			}
			i := b - 'A'
			if seen[i] {
				return rulef("letter '%c' appears twice: at row %d, column %d and at row %d, column %d", b, pos[i].r+1, pos[i].c+1, r+1, c+1)
			}
			seen[i] = true
			pos[i].r, pos[i].c = r, c
		}
	}
	// 25 cells, no letter twice: every letter A-Y appears once.
	for r := range Size {
		for c := range Size {
			if g := p.Grid[r][c]; g != 0 && s.Grid[r][c] != g {
				return rulef("row %d, column %d is given '%c' but the solution has '%c' there", r+1, c+1, g, s.Grid[r][c])
			}
		}
	}
	for i := 0; i+1 < Size*Size; i++ {
		a, b := pos[i], pos[i+1]
		if abs(a.r-b.r) > 1 || abs(a.c-b.c) > 1 {
			return rulef("'%c' at row %d, column %d and '%c' at row %d, column %d are not a king's move apart", 'A'+i, a.r+1, a.c+1, 'A'+i+1, b.r+1, b.c+1)
		}
	}
	for _, cl := range p.Clues() {
		if !isLetter(cl.Letter) {
			return rulef("the clue at %s is %q, not a letter A-Y", cl.Where(), cl.Letter)
		}
		at := pos[cl.Letter-'A']
		if !cl.Covers(at.r, at.c) {
			return rulef("clue '%c' at %s needs '%c' in %s, but it is at row %d, column %d", cl.Letter, cl.Where(), cl.Letter, cl.lineName(), at.r+1, at.c+1)
		}
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
