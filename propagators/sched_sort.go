package propagators

import (
	"math/bits"
	"sort"
)

// schedSorter sorts task indices by a key, ties by index, without
// allocating: the scheduling propagators keep one and point it at their
// scratch arrays (sort.Sort on a pointer boxes nothing).
type schedSorter struct {
	idx []int32
	key []int
}

func (q *schedSorter) Len() int { return len(q.idx) }

func (q *schedSorter) Less(a, b int) bool {
	ka, kb := q.key[q.idx[a]], q.key[q.idx[b]]
	return ka < kb || ka == kb && q.idx[a] < q.idx[b]
}

func (q *schedSorter) Swap(a, b int) { q.idx[a], q.idx[b] = q.idx[b], q.idx[a] }

// sortBy orders idx, a permutation of 0..len(idx)-1, by key (ties by
// index, so the result does not depend on the starting order). With fresh
// set idx is first reset to 0, 1, …; otherwise it starts from its order of
// the previous call, which is nearly sorted after a small change: an
// insertion sort costs O(n + moves), and past about n log n moves the rest
// goes to sort.Sort, so a call costs O(n log n) at worst.
func (q *schedSorter) sortBy(idx []int32, key []int, fresh bool) {
	if fresh {
		for i := range idx {
			idx[i] = int32(i)
		}
	}
	limit, moves := 2*len(idx)*bits.Len(uint(len(idx))), 0
	for i := 1; i < len(idx); i++ {
		x := idx[i]
		kx := key[x]
		j := i
		for j > 0 {
			y := idx[j-1]
			if ky := key[y]; ky < kx || ky == kx && y < x {
				break
			}
			idx[j] = y
			j--
		}
		idx[j] = x
		if moves += i - j; moves > limit {
			q.idx, q.key = idx, key
			sort.Sort(q)
			q.idx, q.key = nil, nil
			return
		}
	}
}

func (s *schedSorter) clone() schedSorter {
	return schedSorter{idx: cloneSlice(s.idx), key: cloneSlice(s.key)}
}
