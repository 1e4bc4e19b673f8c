package rogo

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// Points adding up to more than cp.MaxDomainWidth make the score an
// interval variable (it used to panic in cp.NewVar): the board of issue 9,
// 17 cells of 10^6 points, solves to the optimum, every loop passes
// Verify, and the optimal loops are the 9 2×2 squares of 10^6-point cells
// (a loop of 4 cells is a square).
func TestBuildLargePointsIssueBoard(t *testing.T) {
	p, err := Parse("r.txt", []byte("rogo\nsteps 4\n"+
		"1000000 1000000 1000000 1000000 1000000\n"+
		"1000000 1000000 1000000 1000000 1000000\n"+
		"1000000 1000000 1000000 1000000 1000000\n"+
		"1000000 1000000 . . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := Build(p)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Store.IsInterval(m.Objective) {
		t.Fatalf("the score over 0..%d is not an interval variable", m.Store.Max(m.Objective))
	}
	sol, res := solve(t, p)
	if !res.Complete() || sol == nil || sol.Score != 4_000_000 {
		t.Fatalf("%v, solution %v; want the optimum 4000000 proven", res.Reason, sol)
	}
	squares := 0
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			if p.Points[r][c]+p.Points[r+1][c]+p.Points[r][c+1]+p.Points[r+1][c+1] == 4_000_000 {
				squares++
			}
		}
	}
	m, err = Build(p)
	if err != nil {
		t.Fatal(err)
	}
	m.Store.Assign(m.Objective, sol.Score)
	o := SearchOptions(m)
	o.Objective = search.Objective{}
	cnt, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
		if err := Verify(p, m.Decode(s)); err != nil {
			t.Error(err)
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if !cnt.Complete() || cnt.Solutions != int64(squares) || squares != 9 {
		t.Fatalf("%v: %d optimal loops, %d squares of 4000000 points (9 expected)", cnt.Reason, cnt.Solutions, squares)
	}
}

// Random boards whose points sum past cp.MaxDomainWidth: the optimum equals
// the exhaustive search's.
func TestBuildLargePointsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 2024))
	for k := range 30 {
		rows, cols := 3+r.IntN(2), 3+r.IntN(3)
		var b strings.Builder
		fmt.Fprintf(&b, "rogo\nsteps %d\n", 4+2*r.IntN(3))
		for range rows {
			for c := range cols {
				if c > 0 {
					b.WriteByte(' ')
				}
				switch r.IntN(6) {
				case 0:
					b.WriteString("#")
				case 1:
					b.WriteString(".")
				default:
					fmt.Fprint(&b, 500_000+r.IntN(500_001))
				}
			}
			b.WriteByte('\n')
		}
		p, err := Parse("random.txt", []byte(b.String()))
		if err != nil {
			t.Fatalf("case %d: %v\n%s", k, err, b.String())
		}
		m, err := Build(p)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := best(p)
		sol, res := solve(t, p)
		got := -1
		if sol != nil {
			got = sol.Score
		}
		if !res.Complete() || got != want {
			t.Fatalf("case %d (score interval: %v): %v, optimum %d, exhaustive search %d\n%s",
				k, m.Store.IsInterval(m.Objective), res.Reason, got, want, b.String())
		}
	}
}
