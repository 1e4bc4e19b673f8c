package tessera_test

import (
	"testing"

	"github.com/tessera-cp/tessera"
)

// Learn and Lookahead keep counts and optima exact on the layer: ten
// queens counted (with either, both, in either order), and the 7-mark
// Golomb ruler proven optimal, with and without learning.
func TestLearnOption(t *testing.T) {
	queens := func(opts ...tessera.Option) int64 {
		const n = 10
		m := tessera.NewModel()
		q := m.IntVars(n, 0, n-1, "q")
		m.AllDifferent(q)
		m.AllDifferentOffset(q, tessera.Iota(n, 1))
		m.AllDifferentOffset(q, tessera.Iota(n, -1))
		res, err := m.Count(opts...)
		if err != nil || !res.Complete() {
			t.Fatalf("queens %v: %v, %+v", opts, err, res)
		}
		return res.Solutions
	}
	if plain, learn := queens(), queens(tessera.Learn()); plain != 724 || learn != plain {
		t.Errorf("ten queens: %d solutions plain, %d learning; want 724", plain, learn)
	}
	for _, opts := range [][]tessera.Option{{tessera.Lookahead(10)}, {tessera.Lookahead(10), tessera.Learn()}, {tessera.Learn(), tessera.Lookahead(10)}} {
		if n := queens(opts...); n != 724 {
			t.Errorf("ten queens with lookahead (%d options): %d solutions, want 724", len(opts), n)
		}
	}
	golomb := func(opts ...tessera.Option) (int, int64) {
		const n = 7
		m := tessera.NewModel()
		mark := m.IntVars(n, 0, n*n, "mark")
		m.Add(mark[0].Eq(0))
		m.Increasing(mark, true)
		var dist []tessera.IntVar
		for i, j := range tessera.Pairs(n) {
			dist = append(dist, m.Define(mark[j].Minus(mark[i]), ""))
		}
		m.AllDifferent(dist)
		opts = append(opts, tessera.Branch(mark, tessera.InputOrder, tessera.ValMin))
		res, err := m.Optimize(tessera.Minimize(mark[n-1]), opts...)
		if err != nil || res.Status.String() != "optimal" {
			t.Fatalf("golomb %v: %v, %+v", opts, err, res)
		}
		return res.Value(mark[n-1]), res.Stats.Learned
	}
	plain, _ := golomb()
	learn, learned := golomb(tessera.Learn())
	if plain != 25 || learn != plain || learned == 0 {
		t.Errorf("7-mark Golomb ruler: %d plain, %d learning (%d nogoods learned); want 25", plain, learn, learned)
	}
}
