package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// kenkenSecondSolution answers as the plain count does (a second solution
// exactly where the count finds two), on drawn puzzles of every size the
// generator makes, one search kept from puzzle to puzzle as the generator
// keeps it (kenkenScratch), and in fewer nodes in all where there are
// several.
func TestKenKenSecondSolutionAgreesWithCount(t *testing.T) {
	seeds := 200
	if testing.Short() {
		seeds = 40
	}
	var unique, several int
	var nodesCount, nodesSecond int // on the puzzles with several solutions
	scratch := &kenkenSearch{}
	for n := 3; n <= 9; n++ {
		for seed := range uint64(seeds) {
			kp, sol, err := kenken.Planted(seed, n)
			if err != nil {
				t.Fatal(err)
			}
			plain, known := newKenkenCount(kp, nil, 2)
			if plain == nil || !known {
				t.Fatalf("%dx%d seed %d: a planted puzzle the count does not read", n, n, seed)
			}
			plain.run(len(plain.cages))
			second, known := scratch.second(kp, nil, sol)
			if plain.nodes > kenkenNodeCap || !known {
				continue
			}
			if second != (plain.count >= 2) {
				t.Fatalf("%dx%d seed %d: a second solution %v, the count %d\n%s", n, n, seed, second, plain.count, kenken.Format(kp))
			}
			if second {
				several++
				s, _ := newKenkenCount(kp, nil, 2)
				s.run(len(s.cages))
				nodesCount += s.nodes
				nodesSecond += secondNodes(kp, sol)
			} else {
				unique++
			}
		}
	}
	t.Logf("unique %d, several %d; nodes on those with several: count %d, second solution %d", unique, several, nodesCount, nodesSecond)
	if unique == 0 || several == 0 {
		t.Fatalf("the cases do not separate: unique %d, several %d", unique, several)
	}
}

// secondNodes is the nodes kenkenSecondSolution's search takes on p.
func secondNodes(p *kenken.Puzzle, sol *kenken.Solution) int {
	s := &kenkenSearch{}
	s.loadSecond(p, nil, sol)
	s.run(len(s.cages))
	return s.nodes
}
