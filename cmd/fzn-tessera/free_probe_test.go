package main

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// Free search on an optimisation probes learning for freeProbeFailures
// failures, then goes on without it when the clauses' mean LBD says they
// do not generalise (knapsack01_p08: near 12 levels), and with it
// otherwise (golomb_8's clauses stay near 3 levels); a satisfaction
// problem keeps learning (pigeonhole's clauses span all their levels).
// The answer is the model's either way, and the figures under -s cover
// both searches.
func TestFreeSearchProbe(t *testing.T) {
	const note = "going on by the annotations without learning"
	for _, c := range []struct {
		file, want string
		switched   bool
	}{
		{"knapsack01_p08.fzn", "%%%mzn-stat: objective=13549094", true},
		{"golomb_8.fzn", "32, 34]);\n----------\n==========", false},
		{"pigeonhole.fzn", "=====UNSATISFIABLE=====", false},
	} {
		code, out, errs := runArgs(t, "", "-f", "-v", "-s", "testdata/models/"+c.file)
		if code != exitOK || !strings.Contains(out, c.want) {
			t.Errorf("%s: exit %d, output\n%s\nwant %q", c.file, code, out, c.want)
			continue
		}
		if strings.Contains(errs, note) != c.switched {
			t.Errorf("%s: switched off learning %v, want %v; stderr:\n%s", c.file, !c.switched, c.switched, errs)
		}
		if c.switched && !strings.Contains(out, "==========") && !strings.Contains(out, "UNSATISFIABLE") {
			t.Errorf("%s: the search after the probe did not finish:\n%s", c.file, out)
		}
		if !strings.Contains(out, "%%%mzn-stat: learnedClauses=") {
			t.Errorf("%s: no learning figures under -s:\n%s", c.file, out)
		}
	}
}

// -f's search options: learning, free search, and the activity runs'
// polarity and bound literals as Chuffed's (search.Options.WideNeFirst,
// BoundLiterals, whose effect on the scheduling sets is measured in
// docs/REASONS.md); search.New accepts them together.
func TestFreeSearchOptions(t *testing.T) {
	var opt search.Options
	setFreeSearch(&opt)
	if !opt.Learn || !opt.FreeSearch || !opt.WideNeFirst || !opt.BoundLiterals {
		t.Errorf("-f options %+v: want Learn, FreeSearch, WideNeFirst and BoundLiterals", opt)
	}
	s := cp.NewStore()
	opt.Vars = []cp.VarID{s.NewVar(0, 100)}
	if _, err := search.New(s, opt); err != nil {
		t.Errorf("search.New with -f's options: %v", err)
	}
}
