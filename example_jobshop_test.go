package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// ft06, Fisher and Thompson's 6×6 job shop: job j's step t runs on machine
// ft06Machine[j][t] for ft06Duration[j][t]; ft06Horizon is the sum of the
// durations. Optimum makespan 55.
// source: OR-Library, jobshop1.txt, instance ft06,
// http://people.brunel.ac.uk/~mastjjb/jeb/orlib/files/jobshop1.txt
var (
	ft06Machine = [][]int{
		{2, 0, 1, 3, 5, 4}, {1, 2, 4, 5, 0, 3}, {2, 3, 5, 0, 1, 4},
		{1, 0, 2, 3, 4, 5}, {2, 1, 4, 5, 0, 3}, {1, 3, 5, 0, 4, 2},
	}
	ft06Duration = [][]int{
		{1, 3, 6, 7, 3, 6}, {8, 5, 10, 10, 10, 4}, {5, 4, 8, 9, 1, 7},
		{5, 5, 5, 3, 8, 9}, {9, 3, 5, 4, 3, 1}, {3, 3, 9, 10, 4, 1},
	}
	ft06Horizon = 197
)

// A job shop: each job's steps in order, each machine doing one step at a
// time (Disjunctive: overload checking, detectable precedences,
// not-first/not-last, edge finding), the makespan as small as possible.
func Example_jobShop() {
	m := tessera.NewModel()
	start := m.IntGrid(6, 6, 0, ft06Horizon, "start")
	end := m.IntVar(0, ft06Horizon, "makespan")
	for j, steps := range start.Rows() {
		steps = append(steps, end)
		for t, d := range ft06Duration[j] {
			m.Add(steps[t].Plus(d).Le(steps[t+1]))
		}
	}
	for k, tasks := range start.Regions(ft06Machine) {
		m.Disjunctive(tasks, tessera.Group(ft06Machine, ft06Duration)[k])
	}
	res, err := m.Optimize(tessera.Minimize(end), tessera.Branch(start.Flat(), tessera.FirstFail, tessera.ValMin))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("makespan", res.Objective(), res.Status)
	// Output:
	// makespan 55 optimal
}
