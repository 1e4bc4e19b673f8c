package cp

// Snapshot is a copy of the domains of a store's variables, taken by
// Store.Snapshot and applied to a store with the same variables (the
// original or a clone of it) by Store.RestrictTo: a parallel search hands
// a solution found in a worker's clone to the caller's store this way.
type Snapshot struct {
	words    []uint64
	min, max []int
}

// Snapshot copies the current domains (three allocations).
func (s *Store) Snapshot() *Snapshot {
	return &Snapshot{words: cloneSlice(s.words), min: cloneSlice(s.min), max: cloneSlice(s.max)}
}

// RestrictTo narrows every domain to the snapshot's, through the trailed
// writes (PopTo undoes it), without propagating. It reports false when a
// domain would be emptied (the snapshot was taken from a state that s's
// domains do not contain). It panics if s does not have the variables of
// the store the snapshot was taken from: that is a programming error.
func (s *Store) RestrictTo(sn *Snapshot) bool {
	if len(sn.min) != len(s.min) || len(sn.words) != len(s.words) {
		panic("cp: RestrictTo: the snapshot was taken from a store with other variables")
	}
	for x := range s.min {
		v := VarID(x)
		if s.off[x] >= 0 {
			o := int(s.off[x])
			if !s.IntersectWords(v, sn.words[o:o+int(s.nw[x])]) {
				return false
			}
			continue
		}
		if !s.SetMin(v, sn.min[x]) || !s.SetMax(v, sn.max[x]) {
			return false
		}
	}
	return true
}

// Min is x's minimum in the snapshot.
func (sn *Snapshot) Min(x VarID) int { return sn.min[x] }

// Max is x's maximum in the snapshot.
func (sn *Snapshot) Max(x VarID) int { return sn.max[x] }
