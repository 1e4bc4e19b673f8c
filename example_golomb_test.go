package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// A Golomb ruler with 8 marks: marks at distinct integers, all pairwise
// distances distinct, the last mark as small as possible. The distances
// are expressions turned into variables (Define), so that a sign slip
// cannot hide: mark[i] - mark[j] for i < j would fail at the root, and the
// error would name the constraint.
func Example_golombRuler() {
	const n = 8
	m := tessera.NewModel()
	mark := m.IntVars(n, 0, n*n, "mark")
	m.Add(mark[0].Eq(0))
	m.Increasing(mark, true)
	var dist []tessera.IntVar
	for i, j := range tessera.Pairs(n) {
		dist = append(dist, m.Define(mark[j].Minus(mark[i]), ""))
		m.Add(dist[len(dist)-1].Ge((j - i) * (j - i + 1) / 2)) // j-i distinct distances in between
	}
	m.AllDifferent(dist)
	m.Add(dist[0].Lt(dist[len(dist)-1])) // the mirror image
	res, err := m.Optimize(tessera.Minimize(mark[n-1]), tessera.Branch(mark, tessera.InputOrder, tessera.ValMin))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Values(mark), res.Status)
	// Output:
	// [0 1 4 9 15 22 32 34] optimal
}
