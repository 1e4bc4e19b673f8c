package cp

// SparseSet is a reversible subset of 0..n-1 that only shrinks. Its members
// are the first Size entries of a dense array; removal swaps the member to
// the end of that prefix and shortens the prefix, so only the size needs the
// trail (the order of the dense array may differ after a PopTo, its content
// as a set does not).
type SparseSet struct {
	dense []int32
	pos   []int32
	size  RevInt
}

// NewSparseSet returns a reversible set holding 0..n-1.
func (s *Store) NewSparseSet(n int) *SparseSet {
	ss := &SparseSet{dense: make([]int32, n), pos: make([]int32, n), size: s.NewRevInt(n)}
	for i := range ss.dense {
		ss.dense[i], ss.pos[i] = int32(i), int32(i)
	}
	return ss
}

// Size is the number of members.
func (ss *SparseSet) Size(s *Store) int { return s.Int(ss.size) }

// At returns the i-th member (0 <= i < Size), in no particular order.
func (ss *SparseSet) At(i int) int { return int(ss.dense[i]) }

// Contains reports whether v is a member.
func (ss *SparseSet) Contains(s *Store, v int) bool {
	return v >= 0 && v < len(ss.pos) && int(ss.pos[v]) < s.Int(ss.size)
}

// Remove removes v if it is a member.
func (ss *SparseSet) Remove(s *Store, v int) {
	n := s.Int(ss.size)
	p := int(ss.pos[v])
	if p >= n {
		return
	}
	last := ss.dense[n-1]
	ss.dense[p], ss.dense[n-1] = last, int32(v)
	ss.pos[last], ss.pos[v] = int32(p), int32(n-1)
	s.SetInt(ss.size, n-1)
}
