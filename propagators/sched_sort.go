package propagators

import "sort"

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

// sortBy fills idx with 0..len(idx)-1 ordered by key. O(n log n).
func (q *schedSorter) sortBy(idx []int32, key []int) {
	for i := range idx {
		idx[i] = int32(i)
	}
	q.idx, q.key = idx, key
	sort.Sort(q)
	q.idx, q.key = nil, nil
}
