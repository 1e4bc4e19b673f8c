package search_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// tableStats has 35 constraints of two kinds, one unlabelled; constraint
// i has 100-i calls, except the ties of 7 and 8 (and 20 and 21).
func tableStats() search.Stats {
	st := search.Stats{Nodes: 12, Failures: 3, Propagations: 456, MaxDepth: 4, Restarts: 1}
	for i := range 35 {
		kind := "linear"
		if i%3 == 0 {
			kind = "alldifferent"
		}
		label := fmt.Sprintf("c%d", i)
		if i == 4 {
			label = ""
		}
		calls := int64(100 - i)
		if i == 8 || i == 21 {
			calls++ // ties with i-1: the first posted comes first
		}
		st.Props = append(st.Props, search.PropStats{ID: cp.PropID(i), Kind: kind, Label: label, Calls: calls, Prunings: int64(i), Failures: int64(i % 2)})
	}
	// A second propagator of constraint c2.
	st.Props = append(st.Props, search.PropStats{ID: 35, Kind: "linear", Label: "c2", Calls: 50, Prunings: 1, Failures: 1})
	return st
}

func TestByKindAndByConstraint(t *testing.T) {
	st := tableStats()
	want := map[string]search.PropGroup{}
	for _, p := range st.Props {
		g := want[p.Kind]
		g.Propagators++
		g.Calls += p.Calls
		g.Prunings += p.Prunings
		g.Failures += p.Failures
		want[p.Kind] = g
	}
	kinds := st.ByKind()
	if len(kinds) != 2 || kinds[0].Name != "linear" || kinds[1].Name != "alldifferent" {
		t.Fatalf("by kind: %+v", kinds)
	}
	for _, g := range kinds {
		w := want[g.Name]
		w.Name = g.Name
		if g != w {
			t.Errorf("by kind: %+v, want %+v", g, w)
		}
	}
	cons := st.ByConstraint()
	if len(cons) != 35 {
		t.Fatalf("%d constraints", len(cons))
	}
	if c := cons[0]; c.Name != "linear c2" || c.Propagators != 2 || c.Calls != 148 || c.Prunings != 3 || c.Failures != 1 {
		t.Errorf("first: %+v", c)
	}
	var names []string
	for i, c := range cons {
		names = append(names, c.Name)
		if i > 0 && c.Calls > cons[i-1].Calls {
			t.Errorf("%s (%d calls) after %s (%d)", c.Name, c.Calls, cons[i-1].Name, cons[i-1].Calls)
		}
	}
	// Ties go to the first posted, not to the name: c20 (linear) before
	// c21 (alldifferent).
	if i, j := slices.Index(names, "linear c20"), slices.Index(names, "alldifferent c21"); i < 0 || j != i+1 {
		t.Errorf("tie: linear c20 at %d, alldifferent c21 at %d", i, j)
	}
	got := strings.Join(names[:10], ", ")
	if want := "linear c2, alldifferent c0, linear c1, alldifferent c3, linear (unlabelled), linear c5, alldifferent c6, linear c7, linear c8, alldifferent c9"; got != want {
		t.Errorf("order: %s\nwant:  %s", got, want)
	}
}

func TestWriteTableTruncates(t *testing.T) {
	st := tableStats()
	var b strings.Builder
	if err := st.WriteTable(&b, ""); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	// 6 counters, blank, header + 2 kinds, blank, header + 30 + 1 rest.
	if len(lines) != 6+1+3+1+32 || !strings.HasPrefix(lines[0], "nodes ") {
		t.Fatalf("%d lines:\n%s", len(lines), b.String())
	}
	cons := st.ByConstraint()
	var rest search.PropGroup
	for _, c := range cons[30:] {
		rest.Propagators += c.Propagators
		rest.Calls += c.Calls
		rest.Prunings += c.Prunings
		rest.Failures += c.Failures
	}
	last := strings.Fields(lines[len(lines)-1])
	want := []string{"(5", "more)", fmt.Sprint(rest.Propagators), fmt.Sprint(rest.Calls), fmt.Sprint(rest.Prunings), fmt.Sprint(rest.Failures)}
	if strings.Join(last, " ") != strings.Join(want, " ") {
		t.Errorf("last row %q, want %q", last, want)
	}
	if row := strings.Fields(lines[len(lines)-2]); row[0]+" "+row[1] != cons[29].Name {
		t.Errorf("row 30: %q, want %s", row, cons[29].Name)
	}
}

type failingWriter struct{ writes int }

func (w *failingWriter) Write(p []byte) (int, error) {
	w.writes++
	return 0, errors.New("disk full")
}

func TestWriteTableError(t *testing.T) {
	w := &failingWriter{}
	st := tableStats()
	if err := st.WriteTable(w, "solved"); err == nil || err.Error() != "disk full" {
		t.Errorf("error %v", err)
	}
	if w.writes != 1 {
		t.Errorf("%d writes after the first error", w.writes-1)
	}
}
