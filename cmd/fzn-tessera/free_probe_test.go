package main

import (
	"strings"
	"testing"
)

// Free search probes learning for freeProbeFailures failures, then goes
// on without it when the clauses' mean LBD says they do not generalise
// (the pigeonhole principle: every clause spans all its levels), and with
// it otherwise (golomb_8's clauses stay near 3 levels); the answer is the
// model's either way, and the figures under -s cover both searches.
func TestFreeSearchProbe(t *testing.T) {
	const note = "going on by the annotations without learning"
	for _, c := range []struct {
		file, want string
		switched   bool
	}{
		{"pigeonhole.fzn", "=====UNSATISFIABLE=====", true},
		{"golomb_8.fzn", "32, 34]);\n----------\n==========", false},
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
