package puzzles_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestSplitSolveMerge: for a puzzle of every kind and each question, the
// jobs of a split, carried as JSON, solved one by one and merged, give the
// plain solve's status, count and optimum.
func TestSplitSolveMerge(t *testing.T) {
	for _, p := range parallelCases(t) {
		for _, want := range []int64{1, 2, puzzles.All} {
			plain, err := puzzles.Solve(p, puzzles.Options{Solutions: want})
			if err != nil {
				t.Fatal(err)
			}
			oneJob := "" // the solution of the split solved as one part
			for _, parts := range []int{1, 3} {
				name := fmt.Sprintf("%s/want=%d/parts=%d", p.Name(), want, parts)
				jobs, err := puzzles.SplitJobs(p, want, "", parts, 12, "", nil) // the same split for every parts
				if err != nil {
					t.Fatalf("%s: split: %v", name, err)
				}
				if len(jobs) != parts {
					t.Fatalf("%s: %d jobs", name, len(jobs))
				}
				var results []puzzles.PartResult
				for _, job := range jobs {
					line, err := json.Marshal(job)
					if err != nil {
						t.Fatal(err)
					}
					var back puzzles.Job
					if err := json.Unmarshal(line, &back); err != nil {
						t.Fatalf("%s: job JSON: %v", name, err)
					}
					r, err := puzzles.SolvePart(nil, back, 0)
					if err != nil {
						t.Fatalf("%s: part %d: %v", name, job.Part, err)
					}
					line, _ = json.Marshal(r)
					var rb puzzles.PartResult
					if err := json.Unmarshal(line, &rb); err != nil {
						t.Fatal(err)
					}
					results = append(results, rb)
				}
				// The order of the results does not matter.
				results[0], results[len(results)-1] = results[len(results)-1], results[0]
				mp, got, err := puzzles.MergeParts(results)
				if err != nil {
					t.Fatalf("%s: merge: %v", name, err)
				}
				if mp.Name() != p.Name() || mp.Kind() != p.Kind() {
					t.Fatalf("%s: merged puzzle %s (%s)", name, mp.Name(), mp.Kind())
				}
				plainCount := plain.Solutions
				if plain.HasObjective && (want == 0 || want == 1) {
					plainCount = 1 // the sequential search counts its improving solutions
				}
				if got.Status != plain.Status || got.Solutions != plainCount || got.Objective != plain.Objective || got.Reason != plain.Reason {
					t.Fatalf("%s: merged %v (%v), %d solutions, objective %d; plain %v (%v), %d, %d",
						name, got.Status, got.Reason, got.Solutions, got.Objective, plain.Status, plain.Reason, plainCount, plain.Objective)
				}
				if (got.Solution == nil) != (plain.Solution == nil) {
					t.Fatalf("%s: merged solution %v, plain %v", name, got.Solution, plain.Solution)
				}
				// The merged solution is the one of the lowest subproblem
				// index, whatever the parts: one part solving every
				// subproblem in order finds it too.
				if got.Solution != nil {
					if parts == 1 {
						oneJob = got.Solution.Format()
					} else if got.Solution.Format() != oneJob {
						t.Fatalf("%s: merged solution\n%s\nbut one part gives\n%s", name, got.Solution.Format(), oneJob)
					}
				}
			}
		}
	}
}

func TestMergePartsRefuses(t *testing.T) {
	ps, err := puzzles.OpenBundled("bundled:kakurasu/zwvista_level22")
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	jobs, err := puzzles.SplitJobs(p, 2, "unique", 3, 0, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	var rs []puzzles.PartResult
	for _, j := range jobs {
		r, err := puzzles.SolvePart(nil, j, 0)
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, *r)
	}
	for name, bad := range map[string][]puzzles.PartResult{
		"missing":   rs[:2],
		"twice":     {rs[0], rs[1], rs[1]},
		"other":     {rs[0], rs[1], func() puzzles.PartResult { r := rs[2]; r.Root = "0"; return r }()},
		"version":   {rs[0], rs[1], func() puzzles.PartResult { r := rs[2]; r.Version = 99; return r }()},
		"none":      nil,
		"out range": {rs[0], rs[1], func() puzzles.PartResult { r := rs[2]; r.Part = 7; return r }()},
		"want":      {rs[0], rs[1], func() puzzles.PartResult { r := rs[2]; r.Want = 5; return r }()},
	} {
		if _, _, err := puzzles.MergeParts(bad); !errors.Is(err, puzzles.ErrJob) {
			t.Errorf("%s: %v, want ErrJob", name, err)
		}
	}
	j := jobs[0]
	j.Root = "1234"
	if _, err := puzzles.SolvePart(nil, j, 0); !errors.Is(err, puzzles.ErrJob) {
		t.Errorf("a job of another model: %v, want ErrJob", err)
	}
	j = jobs[0]
	j.Brancher = "nosuch"
	if _, err := puzzles.SolvePart(nil, j, 0); !errors.Is(err, puzzles.ErrJob) {
		t.Errorf("a job with an unknown brancher: %v, want ErrJob", err)
	}
	j = jobs[0]
	j.Subproblems = append(j.Subproblems[:0:0], j.Subproblems...)
	j.Subproblems[0].Decisions = append(j.Subproblems[0].Decisions[:0:0], j.Subproblems[0].Decisions...)
	if len(j.Subproblems[0].Decisions) > 0 {
		j.Subproblems[0].Decisions[0].Var = 1 << 20
		if _, err := puzzles.SolvePart(nil, j, 0); err == nil {
			t.Error("a decision on a variable the model lacks was accepted")
		}
	}
}
