package peers_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"

	"github.com/tessera-cp/tessera/puzzles/kakuro"
	"github.com/tessera-cp/tessera/puzzles/killer"
)

// The table models (killer_table.mzn, kakuro_table.mzn) add to the
// standard models a table of the allowed tuples for every cage or run
// with at most maxTableTuples of them: the domain-consistent distinct sum
// that Tessera's AllDifferentSum is, so that Gecode runs the formulation
// Tessera runs (Kakuro: the same cut-off as kakuro.Build).
const maxTableTuples = 1000

var tableWriters = map[string]func(p any) (string, error){
	"killer": killerTableDZN,
	"kakuro": kakuroTableDZN,
}

// TestWriteTableDZN writes TESSERA_DZN/KIND_table/NAME.dzn, the data of
// KIND_table.mzn, for every bundled Killer and Kakuro (gecode_cpu.sh runs
// it beside TestWriteDZN).
func TestWriteTableDZN(t *testing.T) {
	dir := os.Getenv("TESSERA_DZN")
	if dir == "" {
		t.Skip("set TESSERA_DZN=DIR to write the bundled puzzles as MiniZinc data")
	}
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		w, ok := tableWriters[f.Kind]
		if !ok {
			continue
		}
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		data, err := w(unwrap(ps[0]))
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		out := filepath.Join(dir, f.Kind+"_table", strings.TrimPrefix(f.Name, f.Kind+"/")+".dzn")
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(out, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTableWritersOnBundled: the table data names each parameter of the
// table model, and its standard model's, once; every tuple is distinct
// values adding up to its group's sum.
func TestTableWritersOnBundled(t *testing.T) {
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		w, ok := tableWriters[f.Kind]
		if !ok {
			continue
		}
		var params []string
		for _, m := range []string{f.Kind + ".mzn", f.Kind + "_table.mzn"} {
			model, err := os.ReadFile(m)
			if err != nil {
				t.Fatal(err)
			}
			params = append(params, modelParams(string(model))...)
		}
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		data, err := w(unwrap(ps[0]))
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		for _, param := range params {
			if c := strings.Count("\n"+data, "\n"+param+" = "); c != 1 {
				t.Errorf("%s: parameter %s set %d times", f.Name, param, c)
			}
		}
	}
	for _, tt := range []struct{ k, sum, maxv, want int }{{2, 3, 9, 2}, {3, 6, 9, 6}, {2, 4, 9, 2}, {9, 45, 9, 0}, {2, 18, 9, 0}} {
		got := distinctTuples(tt.k, tt.sum, tt.maxv, maxTableTuples)
		if len(got) != tt.want {
			t.Errorf("distinctTuples(%d, %d, %d): %d tuples, want %d", tt.k, tt.sum, tt.maxv, len(got), tt.want)
		}
		for _, tu := range got {
			seen, s := map[int]bool{}, 0
			for _, v := range tu {
				if seen[v] || v < 1 || v > tt.maxv {
					t.Errorf("distinctTuples(%d, %d, %d): %v", tt.k, tt.sum, tt.maxv, tu)
				}
				seen[v], s = true, s+v
			}
			if s != tt.sum {
				t.Errorf("distinctTuples(%d, %d, %d): %v does not add up", tt.k, tt.sum, tt.maxv, tu)
			}
		}
	}
}

func killerTableDZN(v any) (string, error) {
	base, err := killerDZN(v)
	if err != nil {
		return "", err
	}
	p := v.(*killer.Puzzle)
	groups := make([][]int, len(p.Cages))
	sums := make([]int, len(p.Cages))
	for k, cg := range p.Cages {
		sums[k] = cg.Sum
		for _, c := range cg.Cells {
			groups[k] = append(groups[k], c.Row*p.N+c.Col+1)
		}
	}
	return base + tablesDZN(groups, sums, p.N), nil
}

func kakuroTableDZN(v any) (string, error) {
	base, err := kakuroDZN(v)
	if err != nil {
		return "", err
	}
	p := v.(*kakuro.Puzzle)
	var groups [][]int
	var sums []int
	for _, run := range p.Runs() {
		var g []int
		for _, c := range run.Cells {
			g = append(g, c.Row*p.Cols+c.Col+1)
		}
		groups, sums = append(groups, g), append(sums, run.Sum)
	}
	return base + tablesDZN(groups, sums, 9), nil
}

// tablesDZN writes the tables of the groups (cells numbered from 1 in
// reading order) whose distinct values 1..maxv adding up to their sum
// have at most maxTableTuples orderings: ntab tables, the group of each,
// and the tuples of all, flat, table t starting at tabstart[t] with
// tabcnt[t] rows of the group's length.
func tablesDZN(groups [][]int, sums []int, maxv int) string {
	var group, start, count, flat []int
	for k, g := range groups {
		tuples := distinctTuples(len(g), sums[k], maxv, maxTableTuples)
		if tuples == nil {
			continue
		}
		group, start, count = append(group, k+1), append(start, len(flat)+1), append(count, len(tuples))
		for _, t := range tuples {
			flat = append(flat, t...)
		}
	}
	return fmt.Sprintf("ntab = %d;\ntabgroup = %s;\ntabstart = %s;\ntabcnt = %s;\ntuples = %s;\n",
		len(group), dznArray1D(group), dznArray1D(start), dznArray1D(count), dznArray1D(flat))
}

// distinctTuples lists the k-tuples of distinct values 1..maxv adding up
// to sum, or nil when there are more than limit (or none).
func distinctTuples(k, sum, maxv, limit int) [][]int {
	var out [][]int
	t := make([]int, 0, k)
	used := make([]bool, maxv+1)
	var rec func(rest int) bool
	rec = func(rest int) bool {
		if len(t) == k {
			if rest == 0 {
				out = append(out, append([]int(nil), t...))
			}
			return len(out) <= limit
		}
		for v := 1; v <= maxv && v <= rest; v++ {
			if used[v] {
				continue
			}
			used[v] = true
			t = append(t, v)
			ok := rec(rest - v)
			t = t[:len(t)-1]
			used[v] = false
			if !ok {
				return false
			}
		}
		return true
	}
	if !rec(sum) || len(out) == 0 {
		return nil
	}
	return out
}
