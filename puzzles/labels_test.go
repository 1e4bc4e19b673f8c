package puzzles

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestEveryConstraintNamed builds the first puzzle of every bundled file
// and checks that every propagator of its model carries a name (a label
// for the statistics' "by constraint" table and for a failure at the
// root), and that each kind uses more than one name.
func TestEveryConstraintNamed(t *testing.T) {
	files, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]map[string]bool{}
	for _, f := range files {
		ps, err := OpenBundled(BundledPrefix + f.Name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ps[0].Build()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if names[f.Kind] == nil {
			names[f.Kind] = map[string]bool{}
		}
		for p := range m.Store.NumProps() {
			l := m.Store.Label(cp.PropID(p))
			if l == "" {
				t.Errorf("%s: propagator %d (%s) has no name", f.Name, p, m.Store.Kind(cp.PropID(p)))
				break
			}
			names[f.Kind][l] = true
		}
	}
	for k, ns := range names {
		if len(ns) < 2 {
			t.Errorf("%s: names %v: want one per row, cage, …", k, ns)
		}
	}
}
