package puzzles

import (
	"errors"
	"strings"
	"testing"
)

// A job tampered with care (a subproblem repeated, its decisions hash
// recomputed so that solve-part accepts it) is still refused by the merge,
// which makes the split again: the hashes a line carries prove nothing on
// their own.
func TestMergeRefusesARecomputedTamperedPart(t *testing.T) {
	ps, err := OpenBundled("bundled:kakurasu/zwvista_level22")
	if err != nil {
		t.Fatal(err)
	}
	jobs, err := SplitJobs(ps[0], All, "all", 2, 8, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	bad := jobs[0]
	bad.Subproblems = append(bad.Subproblems[:len(bad.Subproblems):len(bad.Subproblems)], jobs[1].Subproblems[0])
	bad.Decisions = decisionsDigest(bad.Split, bad.Part, bad.Subproblems)
	var rs []PartResult
	for _, j := range []Job{bad, jobs[1]} {
		r, err := SolvePart(nil, j, 0)
		if err != nil {
			t.Fatalf("part %d: %v", j.Part, err)
		}
		rs = append(rs, *r)
	}
	rs[0].Source = "results.jsonl:1"
	_, _, err = MergeParts(rs)
	if !errors.Is(err, ErrJob) || !strings.HasPrefix(err.Error(), "results.jsonl:1: part 0 searched other subproblems") {
		t.Fatalf("a recomputed tampered part: %v", err)
	}
}
