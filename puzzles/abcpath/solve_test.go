package abcpath

import (
	"path/filepath"
	"testing"
)

// solve finds a solution by a plain depth-first search (test helper): it
// places A, B, C, ... one king's move apart, keeping the givens and clues.
func solve(p *Puzzle) *Solution {
	var clue [Size * Size]*Clue
	clues := p.Clues()
	for i := range clues {
		clue[clues[i].Letter-'A'] = &clues[i]
	}
	var givenAt [Size * Size]int // 1 + r*Size + c, 0 when not given
	for r := range Size {
		for c := range Size {
			if b := p.Grid[r][c]; b != 0 {
				givenAt[b-'A'] = 1 + r*Size + c
			}
		}
	}
	s := &Solution{}
	var place func(i, r, c int) bool
	fits := func(i, r, c int) bool {
		if r < 0 || r >= Size || c < 0 || c >= Size || s.Grid[r][c] != 0 {
			return false
		}
		if g := givenAt[i]; g != 0 {
			return g-1 == r*Size+c
		}
		if p.Grid[r][c] != 0 {
			return false
		}
		return clue[i] == nil || clue[i].Covers(r, c)
	}
	place = func(i, r, c int) bool {
		s.Grid[r][c] = byte('A' + i)
		if i == Size*Size-1 {
			return true
		}
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				if fits(i+1, r+dr, c+dc) && place(i+1, r+dr, c+dc) {
					return true
				}
			}
		}
		s.Grid[r][c] = 0
		return false
	}
	for r := range Size {
		for c := range Size {
			if fits(0, r, c) && place(0, r, c) {
				return s
			}
		}
	}
	return nil
}

// TestBundledSolvable checks that every instance has a solution Verify
// accepts, and that it agrees with the known solution when there is one
// (the instances are unique).
func TestBundledSolvable(t *testing.T) {
	for _, file := range instances(t) {
		p := parseFile(t, file)
		s := solve(p)
		if s == nil {
			t.Errorf("%s: no solution found", filepath.Base(file))
			continue
		}
		if err := Verify(p, s); err != nil {
			t.Errorf("%s: Verify(found solution): %v", filepath.Base(file), err)
		}
		if p.Known != nil && *p.Known != *s {
			t.Errorf("%s: found\n%s\nknown\n%s", filepath.Base(file), FormatSolution(p, s), FormatSolution(p, p.Known))
		}
	}
}
