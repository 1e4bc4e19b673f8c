package propagators

// Every propagator implements cp.Cloner (Clone(dst *cp.Store) cp.Propagator)
// in a clone_<family>.go file, so that cp.Store.Clone can copy a model for
// a parallel search worker. A clone starts as a copy of the struct: the
// variables, the reversible-cell handles and the immutable data built at
// post time (coefficients, tuples, automata) are shared, and every slice
// the propagator writes (scratch, caches, state kept between runs) is
// copied with cloneSlice, content and capacity alike. The clone test
// (clone_test.go) checks for every oracle row that a clone equals its
// original, behaves like it, and shares no memory that either writes.

// cloneSlice copies a slice with its length and capacity (nil stays nil).
func cloneSlice[T any](s []T) []T {
	if s == nil {
		return nil
	}
	c := make([]T, len(s), cap(s))
	copy(c, s)
	return c
}

// cloneSlices copies a slice of slices, each inner one with cloneSlice.
func cloneSlices[T any](s [][]T) [][]T {
	if s == nil {
		return nil
	}
	c := make([][]T, len(s), cap(s))
	for i, in := range s {
		c[i] = cloneSlice(in)
	}
	return c
}
