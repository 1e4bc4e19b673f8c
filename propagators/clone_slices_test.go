package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// The scratch and caches a clone writes must be its own even where the
// original and the clone write the same values (the clone test runs both
// through the same narrowing, so a shared cache written alike does not
// show there): two stores searched from different goroutines would race.

// TestCloneTableOwnsItsCaches: a Table's residues, its scratch mask and
// its word index are not shared with its clone.
func TestCloneTableOwnsItsCaches(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)}
	tuples := [][]int{{0, 1, 2}, {1, 2, 3}, {2, 3, 0}, {3, 0, 1}, {0, 2, 1}, {1, 3, 2}}
	if err := Table(s, xs, tuples); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("the table fails at the root")
	}
	c, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for p := range s.NumProps() {
		a, ok := s.Propagator(cp.PropID(p)).(*tableCT)
		if !ok {
			continue
		}
		found = true
		b := c.Propagator(cp.PropID(p)).(*tableCT)
		for _, f := range []struct {
			name string
			same bool
		}{
			{"residue", len(a.residue) > 0 && &a.residue[0] == &b.residue[0]},
			{"mask", len(a.mask) > 0 && &a.mask[0] == &b.mask[0]},
			{"index", len(a.index) > 0 && &a.index[0] == &b.index[0]},
		} {
			if f.same {
				t.Errorf("the clone of a Table shares its %s with the original", f.name)
			}
		}
	}
	if !found {
		t.Fatal("Table posted no tableCT: the test checks nothing")
	}
}

// TestCloneRegularOwnsItsScratch: a Regular's per-variable removal lists
// (a slice of slices: each inner one copied too) are not shared.
func TestCloneRegularOwnsItsScratch(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 2), s.NewVar(0, 2), s.NewVar(0, 2), s.NewVar(0, 2)}
	// An even number of 1s and no 2 right after a 2.
	d, err := dfa.FromFunc(4, 0, []int{0, 2}, 0, 2, func(q, sym int) int {
		odd, last2 := q&1, q>>1
		switch {
		case sym == 2 && last2 == 1:
			return -1
		case sym == 1:
			return odd ^ 1
		case sym == 2:
			return odd | 2
		}
		return odd
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := Regular(s, xs, d); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("the automaton fails at the root")
	}
	c, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for p := range s.NumProps() {
		a, ok := s.Propagator(cp.PropID(p)).(*regular)
		if !ok {
			continue
		}
		found = true
		b := c.Propagator(cp.PropID(p)).(*regular)
		if len(a.rm) == 0 || len(a.rm) != len(b.rm) {
			t.Fatalf("removal lists: %d, clone %d", len(a.rm), len(b.rm))
		}
		if &a.rm[0] == &b.rm[0] {
			t.Error("the clone of a Regular shares its removal lists")
		}
		for i := range a.rm {
			if cap(a.rm[i]) > 0 && &a.rm[i][:1][0] == &b.rm[i][:1][0] {
				t.Errorf("the clone of a Regular shares the removal list of variable %d", i)
			}
		}
	}
	if !found {
		t.Fatal("Regular posted no regular propagator: the test checks nothing")
	}
}
