package propagators

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// jobShop is a job-shop instance: job j runs its steps in order, step k on
// machine mach[j][k] for dur[j][k] time units.
type jobShop struct {
	mach, dur [][]int
}

// readJobShop reads the OR-Library format (after '#' comment lines): the
// numbers of jobs and machines, then per job the (machine, duration) pairs.
func readJobShop(path string) (*jobShop, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var nums []int
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(text), "#") {
			continue
		}
		for _, w := range strings.Fields(text) {
			v, err := strconv.Atoi(w)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: want a number, got %q", path, line, w)
			}
			nums = append(nums, v)
		}
	}
	if len(nums) < 2 || len(nums) != 2+2*nums[0]*nums[1] {
		return nil, fmt.Errorf("%s: want jobs, machines and 2·jobs·machines numbers", path)
	}
	jobs, machines := nums[0], nums[1]
	js := &jobShop{}
	for j := 0; j < jobs; j++ {
		var m, d []int
		for k := 0; k < machines; k++ {
			at := 2 + 2*(j*machines+k)
			m, d = append(m, nums[at]), append(d, nums[at+1])
		}
		js.mach, js.dur = append(js.mach, m), append(js.dur, d)
	}
	return js, nil
}

// model posts the job shop: step starts over 0..Σ durations, job order by
// LessEq, one resource constraint per machine (Disjunctive, or Cumulative
// of capacity 1 when cumulative is set), makespan ≥ every job's end.
func (js *jobShop) model(s *cp.Store, cumulative bool) (starts [][]cp.VarID, makespan cp.VarID, err error) {
	horizon := 0
	for _, d := range js.dur {
		for _, v := range d {
			horizon += v
		}
	}
	makespan = s.NewVar(0, horizon)
	machines := map[int][]int{} // machine → flat step indices (deterministic order below)
	var flat []cp.VarID
	var flatDur []int
	for j, steps := range js.mach {
		row := make([]cp.VarID, len(steps))
		for k := range steps {
			row[k] = s.NewVar(0, horizon)
			if k > 0 {
				if err := LessEq(s, row[k-1], row[k], -js.dur[j][k-1]); err != nil {
					return nil, 0, err
				}
			}
			machines[steps[k]] = append(machines[steps[k]], len(flat))
			flat, flatDur = append(flat, row[k]), append(flatDur, js.dur[j][k])
		}
		last := len(steps) - 1
		if err := LessEq(s, row[last], makespan, -js.dur[j][last]); err != nil {
			return nil, 0, err
		}
		starts = append(starts, row)
	}
	for m := 0; m < len(machines); m++ {
		var xs []cp.VarID
		var ds, ones []int
		for _, f := range machines[m] {
			xs, ds, ones = append(xs, flat[f]), append(ds, flatDur[f]), append(ones, 1)
		}
		if cumulative {
			err = Cumulative(s, xs, ds, ones, 1)
		} else {
			err = Disjunctive(s, xs, ds)
		}
		if err != nil {
			return nil, 0, err
		}
	}
	return starts, makespan, nil
}

// verify checks a schedule against the instance without the engine: job
// order, no two steps overlapping on a machine, and the makespan.
func (js *jobShop) verify(st [][]int, makespan int) error {
	end := 0
	type step struct{ j, k int }
	byMachine := map[int][]step{}
	for j, row := range st {
		for k, s := range row {
			if k > 0 && s < row[k-1]+js.dur[j][k-1] {
				return fmt.Errorf("job %d step %d starts at %d before step %d ends", j, k, s, k-1)
			}
			end = max(end, s+js.dur[j][k])
			byMachine[js.mach[j][k]] = append(byMachine[js.mach[j][k]], step{j, k})
		}
	}
	for m, steps := range byMachine {
		for a := range steps {
			for b := a + 1; b < len(steps); b++ {
				x, y := steps[a], steps[b]
				sx, sy := st[x.j][x.k], st[y.j][y.k]
				if sx < sy+js.dur[y.j][y.k] && sy < sx+js.dur[x.j][x.k] {
					return fmt.Errorf("machine %d: job %d and job %d overlap", m, x.j, y.j)
				}
			}
		}
	}
	if end != makespan {
		return fmt.Errorf("makespan %d, but the last step ends at %d", makespan, end)
	}
	return nil
}

// solveJobShop runs branch and bound on the makespan (search.Minimize),
// branching on the starts smallest domain first, each set to its earliest
// time first.
func solveJobShop(t testing.TB, js *jobShop, cumulative bool) (best int, res search.Result) {
	s := cp.NewStore()
	starts, makespan, err := js.model(s, cumulative)
	if err != nil {
		t.Fatal(err)
	}
	var vars []cp.VarID
	for _, row := range starts {
		vars = append(vars, row...)
	}
	best = -1
	res, err = search.Solve(s, search.Options{
		Vars: vars, VarSelect: search.FirstFail, ValSelect: search.ValMin,
		Objective: search.Minimize(makespan),
	}, func(s *cp.Store) bool {
		st := make([][]int, len(starts))
		for j, row := range starts {
			for _, x := range row {
				st[j] = append(st[j], s.Value(x))
			}
		}
		if err := js.verify(st, s.Value(makespan)); err != nil {
			t.Errorf("the search reports a wrong schedule: %v", err)
		}
		best = s.Value(makespan)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return best, res
}

// TestJobShopFT06 solves Fisher and Thompson's 6×6 job shop to its proven
// optimum, 55, with Disjunctive per machine (and with Cumulative of
// capacity 1, which must agree).
func TestJobShopFT06(t *testing.T) {
	js, err := readJobShop("testdata/ft06.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, cumulative := range []bool{false, true} {
		name := "Disjunctive"
		if cumulative {
			name = "Cumulative"
		}
		t.Run(name, func(t *testing.T) {
			best, res := solveJobShop(t, js, cumulative)
			if best != 55 || !res.Complete() {
				t.Fatalf("ft06 with %s: best makespan %d (search %v), want 55 proven optimal", name, best, res.Reason)
			}
			t.Logf("ft06 with %s: optimum 55 proven in %d nodes, %d failures, %d solutions, %v",
				name, res.Nodes, res.Failures, res.Solutions, res.Elapsed)
		})
	}
}

func BenchmarkJobShopFT06(b *testing.B) {
	js, err := readJobShop("testdata/ft06.txt")
	if err != nil {
		b.Fatal(err)
	}
	for _, cumulative := range []bool{false, true} {
		name := "Disjunctive"
		if cumulative {
			name = "Cumulative"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			var nodes int64
			for b.Loop() {
				best, res := solveJobShop(b, js, cumulative)
				if best != 55 {
					b.Fatalf("best %d, want 55", best)
				}
				nodes = res.Nodes
			}
			b.ReportMetric(float64(nodes), "nodes/op")
		})
	}
}
