package craft

import "github.com/tessera-cp/tessera/puzzles/kenken"

// A drawn KenKen comes with its planted solution, so whether it is unique
// is whether it has another: kenkenSecondSolution counts that one as
// found from the start and stops at the first solution that is not it,
// where the plain count stops at the second solution of any kind. On a
// unique puzzle both search the whole tree; on one with several, 7 % fewer
// nodes in all (the fillings in their own order: the planted one tried
// last took 60 % more, the second solutions lie near the planted one)
// (TestKenKenSecondSolutionAgreesWithCount).

// kenkenSecondSolution reports whether p has a solution other than sol,
// one of its solutions, by kenkenCountFills' search; known is false where
// that count would give up (its node cap, a clue it does not read), or
// where sol is not one of p's fillings.
func kenkenSecondSolution(p *kenken.Puzzle, fills [][]uint8, sol *kenken.Solution) (second, known bool) {
	return (&kenkenSearch{}).second(p, fills, sol)
}

// second is kenkenSecondSolution on s's slices (kenkenSearch.load).
func (s *kenkenSearch) second(p *kenken.Puzzle, fills [][]uint8, sol *kenken.Solution) (second, known bool) {
	if !s.loadSecond(p, fills, sol) {
		return false, false
	}
	s.run(len(s.cages))
	return s.count >= 2, s.nodes <= kenkenNodeCap
}

// loadSecond readies s for second; false where it does not apply.
func (s *kenkenSearch) loadSecond(p *kenken.Puzzle, fills [][]uint8, sol *kenken.Solution) bool {
	if sol == nil || len(sol.Grid) != p.N {
		return false
	}
	if ok, _ := s.load(p, fills, 2); !ok {
		return false // a cage with no filling: sol is no solution
	}
	planted := resize(s.spare, len(s.cages))
	for i := range s.cages {
		f := plantedFilling(&s.cages[i], sol, p.N)
		if f < 0 {
			return false
		}
		planted[i] = int32(f)
	}
	s.planted, s.spare = planted, planted
	s.count = 1 // sol
	return true
}

// kenkenScratch is the run's search for kenkenUnique, kept from one drawn
// candidate to the next (r.cache).
func kenkenScratch(r *genRun) *kenkenSearch {
	const key = "kenken-search"
	s, ok := r.cache[key].(*kenkenSearch)
	if !ok {
		s = &kenkenSearch{}
		r.cache[key] = s
	}
	return s
}

// plantedFilling is the index of sol's values in c's fillings, or -1.
func plantedFilling(c *kenkenCage, sol *kenken.Solution, n int) int {
	k := len(c.cells)
	for f := 0; f < len(c.fill)/k; f++ {
		same := true
		for j, x := range c.cells {
			row := sol.Grid[x/n]
			if len(row) != n || int(c.fill[f*k+j]) != row[x%n] {
				same = false
				break
			}
		}
		if same {
			return f
		}
	}
	return -1
}
