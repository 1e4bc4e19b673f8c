package cli

import (
	"strings"
	"testing"
)

// TestLookaheadFlag: --lookahead gives the same answers, reports its
// probes in the JSON stats (none only where propagation solves the
// puzzle; values refuted on a Tetravex, whose tables leave dead values),
// and its flag errors name what was expected.
func TestLookaheadFlag(t *testing.T) {
	for _, name := range []string{"bundled:rogo/hakank_mike_trick", "bundled:sudoku/gecode_9x9#2", "bundled:tetravex/cpcdoy_tetravex_6_6"} {
		code, plain := solveJSON(t, "--unique", name)
		if plain.Stats.Lookahead != nil {
			t.Errorf("%s: a lookahead object without --lookahead: %+v", name, plain.Stats.Lookahead)
		}
		for _, args := range [][]string{
			{"--lookahead", "64"},
			{"--lookahead", "64", "--lookahead-depth", "0"},
			{"--lookahead", "64", "--learn"},
		} {
			args = append(args, "--unique", name)
			lcode, la := solveJSON(t, args...)
			if lcode != code || la.Status != plain.Status || la.Solutions != plain.Solutions ||
				*la.Unique != *plain.Unique || (plain.Objective != nil) != (la.Objective != nil) ||
				plain.Objective != nil && *la.Objective != *plain.Objective {
				t.Errorf("%v: exit %d %+v; plain: exit %d %+v", args, lcode, la, code, plain)
			}
			if la.Stats.Lookahead == nil || la.Stats.Lookahead.Refuted > la.Stats.Lookahead.Probes ||
				la.Stats.Lookahead.Probes == 0 && plain.Stats.Nodes > 1 {
				t.Errorf("%v: lookahead counters %+v", args, la.Stats.Lookahead)
			}
			if strings.Contains(name, "tetravex") && la.Stats.Lookahead != nil && la.Stats.Lookahead.Refuted == 0 {
				t.Errorf("%v: no value refuted", args)
			}
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--lookahead", "1"}, "--lookahead 1: expected the largest domain to probe, at least 2"},
		{[]string{"--lookahead-depth", "2"}, "--lookahead-depth needs --lookahead"},
		{[]string{"--lookahead", "4", "--lookahead-depth", "-2"}, "--lookahead-depth -2: expected a number of decisions"},
		{[]string{"--lookahead", "4", "--lookahead-depth", "3", "--learn"}, "learning takes lookahead at the root only"},
	} {
		code, _, stderr := invocation{args: append(append([]string{"solve"}, c.args...), "bundled:sudoku/gecode_9x9")}.run(t)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("solve %v: exit %d, stderr %q; want exit 2 and %q", c.args, code, stderr, c.want)
		}
	}
}
