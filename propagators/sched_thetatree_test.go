package propagators

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// thetaBrute is the earliest completion time of the tasks in set, by
// definition: max over non-empty subsets Ω of min est_Ω + Σ p_Ω, which is
// reached by a suffix of the set in est order.
func thetaBrute(est, p []int, set []int) int {
	if len(set) == 0 {
		return schedNegInf
	}
	s := slices.Clone(set)
	slices.SortFunc(s, func(a, b int) int { return est[a] - est[b] })
	best, sum := schedNegInf, 0
	for k := len(s) - 1; k >= 0; k-- {
		sum += p[s[k]]
		best = max(best, est[s[k]]+sum)
	}
	return best
}

// TestThetaTreeRandom checks the Θ-Λ-tree against the definition after each
// of a random sequence of leaf changes: ECT of the white leaves, the largest
// ECT of the white leaves plus one gray leaf, and that the gray leaf it
// names reaches that value.
func TestThetaTreeRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 0x7ee))
	for round := 0; round < 2000; round++ {
		n := 1 + r.IntN(12)
		est, p := make([]int, n), make([]int, n)
		for i := range est {
			est[i], p[i] = r.IntN(20), 1+r.IntN(6)
		}
		order := make([]int, n) // leaf position → task, in est order
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return est[a] - est[b] })
		tr := newThetaTree(n)
		tr.reset(n, true)
		for pos, i := range order {
			tr.setLeaf(pos, int32(i), est[i], p[i])
		}
		kind := make([]int32, n) // by task
		if r.IntN(2) == 0 {
			tr.whiteAll(n)
			for i := range kind {
				kind[i] = thetaWhite
			}
		}
		for step := 0; step < 3*n; step++ {
			pos := r.IntN(n)
			k := int32(r.IntN(3))
			tr.set(pos, k)
			kind[order[pos]] = k
			var white []int
			for i, k := range kind {
				if k == thetaWhite {
					white = append(white, i)
				}
			}
			if got, want := tr.ECT(), thetaBrute(est, p, white); got != want {
				t.Fatalf("round %d: ECT %d, want %d (est %v p %v kinds %v)", round, got, want, est, p, kind)
			}
			wantG := tr.ECT()
			for i, k := range kind {
				if k == thetaGray {
					wantG = max(wantG, thetaBrute(est, p, append(slices.Clone(white), i)))
				}
			}
			gotG, g := tr.ECTGray()
			if gotG != wantG && !(gotG < 0 && wantG < 0) {
				t.Fatalf("round %d: ECT with one gray %d, want %d (est %v p %v kinds %v)", round, gotG, wantG, est, p, kind)
			}
			if wantG > tr.ECT() {
				if g < 0 || kind[g] != thetaGray || thetaBrute(est, p, append(slices.Clone(white), int(g))) != wantG {
					t.Fatalf("round %d: the responsible gray leaf %d does not reach %d (est %v p %v kinds %v)", round, g, wantG, est, p, kind)
				}
			}
		}
	}
}

// TestSchedSorter checks the adaptive sort against slices.SortFunc from
// fresh, nearly sorted and reversed starting orders (the last takes the
// sort.Sort fallback).
func TestSchedSorter(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 0x5047))
	var q schedSorter
	for round := 0; round < 500; round++ {
		n := r.IntN(70)
		key := make([]int, n)
		for i := range key {
			key[i] = r.IntN(10)
		}
		want := make([]int32, n)
		for i := range want {
			want[i] = int32(i)
		}
		slices.SortFunc(want, func(a, b int32) int {
			if key[a] != key[b] {
				return key[a] - key[b]
			}
			return int(a - b)
		})
		idx := make([]int32, n)
		q.sortBy(idx, key, true)
		if !slices.Equal(idx, want) {
			t.Fatalf("fresh: %v, want %v (keys %v)", idx, want, key)
		}
		if n > 1 {
			k := r.IntN(n)
			key[want[k]] += r.IntN(5) - 2 // a small change
			slices.SortFunc(want, func(a, b int32) int {
				if key[a] != key[b] {
					return key[a] - key[b]
				}
				return int(a - b)
			})
		}
		q.sortBy(idx, key, false)
		if !slices.Equal(idx, want) {
			t.Fatalf("after a change: %v, want %v (keys %v)", idx, want, key)
		}
		slices.Reverse(idx)
		q.sortBy(idx, key, false)
		if !slices.Equal(idx, want) {
			t.Fatalf("from the reversed order: %v, want %v (keys %v)", idx, want, key)
		}
	}
}
