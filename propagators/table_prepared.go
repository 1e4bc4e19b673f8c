package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// TableTuples is a table made ready once for many Table posts: its tuples
// sorted and without repeats, the support masks of each column's values
// and the projections its reasons read. It is read only once made and
// safe to share between goroutines and stores. A post over it
// (TablePrepared) makes only the propagator's own state, when every value
// of the table is still in its variable's domain and the variables are
// distinct; otherwise it is posted as Table posts the tuples.
type TableTuples struct {
	arity  int
	tuples [][]int // as given, for a post that cannot share the shape
	flat   []int   // sorted, distinct rows of arity values
	shape  tableShape
}

// PrepareTable makes tuples, each of arity values, ready for
// TablePrepared. The tuples are kept, not copied: they must not change
// afterwards.
func PrepareTable(arity int, tuples [][]int) (*TableTuples, error) {
	if arity <= 0 {
		return nil, argErr("PrepareTable", "arity %d, want at least 1", arity)
	}
	flat := make([]int, 0, len(tuples)*arity)
	for i, t := range tuples {
		if len(t) != arity {
			return nil, argErr("PrepareTable", "tuple %d has %d values, want %d", i, len(t), arity)
		}
		flat = append(flat, t...)
	}
	flat = tableSortRows(flat, arity)
	p := &TableTuples{arity: arity, tuples: tuples, flat: flat}
	if len(flat) > 0 && arity > 1 {
		ts := tableSet{vars: make([]cp.VarID, arity), flat: flat, n: len(flat) / arity}
		p.shape = newTableShape(ts)
		p.shape.buildCuts(nil, ts)
	}
	return p, nil
}

// Arity is the number of values in each tuple.
func (t *TableTuples) Arity() int { return t.arity }

// Tuples is the tuples t was prepared from, as given (read only).
func (t *TableTuples) Tuples() [][]int { return t.tuples }

// Len is the number of distinct tuples.
func (t *TableTuples) Len() int { return len(t.flat) / t.arity }

// Words is about how many 8-byte words the prepared table holds beyond
// the tuples given (its rows, supports and projections): what a cache of
// prepared tables counts.
func (t *TableTuples) Words() int {
	return len(t.flat) + len(t.shape.sup) + len(t.shape.cuts.proj) + len(t.shape.valSlot)/2
}

// TablePrepared posts (xs[0], …, xs[n-1]) ∈ t, as Table(s, xs, tuples)
// would with the tuples t was prepared from: the same propagator, the
// same pruning and reasons.
func TablePrepared(s *cp.Store, xs []cp.VarID, t *TableTuples) error {
	if len(xs) != t.arity {
		return argErr("Table", "%d variables for a table of arity %d", len(xs), t.arity)
	}
	return t.post(s, "Table", "table", xs)
}

// post is TablePrepared (xs of t's arity) with the post function's name
// (its errors) and the statistics kind chosen by the caller (Cage posts
// its cached tables as "cage").
func (t *TableTuples) post(s *cp.Store, name, kind string, xs []cp.VarID) error {
	if !t.shareable(s, xs) {
		return tablePost(s, name, kind, xs, t.tuples)
	}
	// Charged as tablePrepare and buildCuts would.
	s.ChargeBuildBytes(int64(len(t.tuples)) * int64(len(xs)) * 8)
	if c := t.shape.cuts; c.proj != nil {
		s.ChargeBuildBytes(int64(len(c.proj)+len(c.projAll)) * 8)
	}
	if err := s.BuildErr(); err != nil {
		return err
	}
	if err := checkVars(s, name, true, xs...); err != nil {
		return err
	}
	tablePostShape(s, kind, slices.Clone(xs), &t.shape)
	return nil
}

// shareable reports whether a post of t over xs keeps every tuple (each
// value of the table is in its variable's domain) over distinct
// variables of s, so that its shape is the one tablePrepare would build.
func (t *TableTuples) shareable(s *cp.Store, xs []cp.VarID) bool {
	if len(t.flat) == 0 || t.arity < 2 {
		return false
	}
	n := cp.VarID(s.NumVars())
	sh := &t.shape
	for i, x := range xs {
		if x < 0 || x >= n || s.IsInterval(x) {
			return false // Table's own checks say what is wrong
		}
		for j := range i {
			if xs[j] == x {
				return false
			}
		}
		for v := sh.slotLo[i]; v <= sh.slotHi[i]; v++ {
			if sh.valSlot[sh.slotOff[i]+v-sh.slotLo[i]] >= 0 && !s.Contains(x, v) {
				return false
			}
		}
	}
	return true
}
