package kenken

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// issue9Product is the KenKen of issue 9: two rows in one × cage of
// 25401600 = 7!² (14 cells, too many tuples for a table and a target too
// large for the old decomposition, which refused it), the other rows +
// cages of 28. Every 7×7 Latin square solves it.
const issue9Product = "kenken\nAAAAAAA\nAAAAAAA\nBBBBBBB\nCCCCCCC\nDDDDDDD\nEEEEEEE\nFFFFFFF\n" +
	"A 25401600*\nB 28+\nC 28+\nD 28+\nE 28+\nF 28+\n"

func TestBuildLargeProductCage(t *testing.T) {
	p, err := Parse("issue9.txt", []byte(issue9Product))
	if err != nil {
		t.Fatal(err)
	}
	m, err := Build(p)
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	o := SearchOptions(m)
	o.MaxSolutions = 20
	res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
		if err := Verify(p, m.Decode(s)); err != nil {
			t.Errorf("Verify: %v\n%s", err, FormatSolution(p, m.Decode(s)))
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.Solutions != 20 || res.Reason != search.SolutionLimit {
		t.Fatalf("%v after %d solutions, want 20", res.Reason, res.Solutions)
	}
}
