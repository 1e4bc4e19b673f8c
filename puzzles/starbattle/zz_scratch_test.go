package starbattle

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

func ones(n int) []int {
	o := make([]int, n)
	for i := range o {
		o[i] = 1
	}
	return o
}

func scratchBuild(t testing.TB, p *Puzzle, touch string) (*cp.Store, []cp.VarID) {
	s := cp.NewStore()
	n := p.N
	x := make([]cp.VarID, n*n)
	for i := range x {
		x[i] = s.NewVar(0, 1)
	}
	k := p.Stars
	// state 2*s+prev: s stars so far, prev = the last cell holds one
	line, err := dfa.FromFunc(2*(k+1), 0, []int{2 * k, 2*k + 1}, 0, 1, func(q, sym int) int {
		st, prev := q/2, q%2
		if sym == 0 {
			return 2 * st
		}
		if prev == 1 || st == k {
			return -1
		}
		return 2*(st+1) + 1
	})
	if err != nil {
		t.Fatal(err)
	}
	reg := os.Getenv("SCRATCH_LINES") == "regular"
	for r := range n {
		if reg {
			propagators.Regular(s, x[r*n:(r+1)*n], line)
		} else {
			propagators.Linear(s, ones(n), x[r*n:(r+1)*n], propagators.EQ, p.Stars)
		}
	}
	for c := range n {
		col := make([]cp.VarID, n)
		for r := range n {
			col[r] = x[r*n+c]
		}
		if reg {
			propagators.Regular(s, col, line)
		} else {
			propagators.Linear(s, ones(n), col, propagators.EQ, p.Stars)
		}
	}
	for _, cells := range p.Cells() {
		reg := make([]cp.VarID, len(cells))
		for i, rc := range cells {
			reg[i] = x[rc[0]*n+rc[1]]
		}
		propagators.Linear(s, ones(len(reg)), reg, propagators.EQ, p.Stars)
	}
	switch touch {
	case "pairs":
		for r := range n {
			for c := range n {
				for _, d := range [4][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
					nr, nc := r+d[0], c+d[1]
					if nr < n && nc >= 0 && nc < n {
						propagators.BoolClause(s, nil, []cp.VarID{x[r*n+c], x[nr*n+nc]})
					}
				}
			}
		}
	case "windows":
		for r := range n - 1 {
			for c := range n - 1 {
				propagators.Linear(s, ones(4), []cp.VarID{x[r*n+c], x[r*n+c+1], x[(r+1)*n+c], x[(r+1)*n+c+1]}, propagators.LE, 1)
			}
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
	var tn int64
	var tt time.Duration
	for _, f := range files {
		if pat := os.Getenv("SCRATCH_ONLY"); pat != "" && !strings.Contains(f, pat) {
			continue
		}
		data, _ := os.ReadFile(f)
		p, err := Parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		s, x := scratchBuild(t, p, os.Getenv("SCRATCH_TOUCH"))
		o := search.Options{Vars: x, VarSelect: vs, ValSelect: val, MaxSolutions: 2, MaxTime: 30 * time.Second}
		res, err := search.Solve(s, o, func(st *cp.Store) bool {
			sol := &Solution{Star: make([][]bool, p.N)}
			for r := range p.N {
				sol.Star[r] = make([]bool, p.N)
				for c := range p.N {
					sol.Star[r][c] = st.Value(x[r*p.N+c]) == 1
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
		el := time.Since(start)
		tn += res.Nodes
		tt += el
		t.Logf("%-34s sols %d %-14v nodes %8d fails %8d %v", filepath.Base(f), res.Solutions, res.Reason, res.Nodes, res.Failures, el.Round(time.Microsecond))
	}
	t.Logf("TOTAL nodes %d time %v", tn, tt.Round(time.Microsecond))
}
