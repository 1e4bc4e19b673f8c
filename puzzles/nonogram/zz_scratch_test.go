package nonogram

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/search"
)

func scratchBuild(t testing.TB, p *Puzzle) (*cp.Store, []cp.VarID) {
	s := cp.NewStore()
	x := make([]cp.VarID, p.Rows*p.Cols)
	for i := range x {
		x[i] = s.NewVar(0, 1)
	}
	for r := range p.Rows {
		if os.Getenv("SCRATCH_LINE") == "solver" {
			propagators.LineRuns(s, x[r*p.Cols:(r+1)*p.Cols], p.RowClues[r])
			continue
		}
		d, err := dfa.Runs(p.RowClues[r])
		if err != nil {
			t.Fatal(err)
		}
		if err := propagators.Regular(s, x[r*p.Cols:(r+1)*p.Cols], d); err != nil {
			t.Fatal(err)
		}
	}
	for c := range p.Cols {
		d, _ := dfa.Runs(p.ColClues[c])
		col := make([]cp.VarID, p.Rows)
		for r := range p.Rows {
			col[r] = x[r*p.Cols+c]
		}
		if os.Getenv("SCRATCH_LINE") == "solver" {
			propagators.LineRuns(s, col, p.ColClues[c])
			continue
		}
		if err := propagators.Regular(s, col, d); err != nil {
			t.Fatal(err)
		}
	}
	return s, x
}

func TestScratch(t *testing.T) {
	dir := os.Getenv("SCRATCH_DIR")
	if dir == "" {
		t.Skip()
	}
	vs := map[string]search.VarSelect{"ff": search.FirstFail, "wdeg": search.DomWDeg, "in": search.InputOrder}[os.Getenv("SCRATCH_VAR")]
	val := map[string]search.ValSelect{"min": search.ValMin, "max": search.ValMax}[os.Getenv("SCRATCH_VAL")]
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	for _, f := range files {
		if pat := os.Getenv("SCRATCH_ONLY"); pat != "" && !strings.Contains(f, pat) {
			continue
		}
		data, _ := os.ReadFile(f)
		p, err := Parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		s, x := scratchBuild(t, p)
		o := search.Options{Vars: x, VarSelect: vs, ValSelect: val, MaxSolutions: 2, MaxTime: 10 * time.Second}
		if os.Getenv("SCRATCH_LUBY") != "" {
			o.Restart = search.Luby(100)
		}
		res, err := search.Solve(s, o, func(st *cp.Store) bool {
			sol := &Solution{Filled: make([][]bool, p.Rows)}
			for r := range p.Rows {
				sol.Filled[r] = make([]bool, p.Cols)
				for c := range p.Cols {
					sol.Filled[r][c] = st.Value(x[r*p.Cols+c]) == 1
				}
			}
			if err := Verify(p, sol); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-28s sols %d %-10v nodes %8d fails %8d %v", filepath.Base(f), res.Solutions, res.Reason, res.Nodes, res.Failures, res.Elapsed.Round(time.Millisecond))
	}
}
