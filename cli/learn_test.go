package cli

import "testing"

// TestLearnFlag: --learn gives the same answers (a ROGO optimum and its
// optimal loops counted, a Sudoku's uniqueness) and reports its counters
// in the JSON stats; without it there is no "learning" object.
func TestLearnFlag(t *testing.T) {
	for _, name := range []string{"bundled:rogo/hakank_mike_trick", "bundled:sudoku/gecode_9x9#2"} {
		code, plain := solveJSON(t, "--unique", name)
		if plain.Stats.Learning != nil {
			t.Errorf("%s: a learning object without --learn: %+v", name, plain.Stats.Learning)
		}
		for _, brancher := range []string{"", "activity"} {
			args := []string{"--unique", "--learn", name}
			if brancher != "" {
				args = append(args, "--brancher", brancher)
			}
			lcode, learn := solveJSON(t, args...)
			if lcode != code || learn.Status != plain.Status || learn.Solutions != plain.Solutions ||
				*learn.Unique != *plain.Unique || (plain.Objective != nil) != (learn.Objective != nil) ||
				plain.Objective != nil && *learn.Objective != *plain.Objective {
				t.Errorf("%v: exit %d %+v; plain: exit %d %+v", args, lcode, learn, code, plain)
			}
			l := learn.Stats.Learning
			if l == nil || l.Conflicts < l.Learned {
				t.Errorf("%v: learning counters %+v", args, l)
				continue
			}
			// The rates: conflicts a second where there were conflicts,
			// the time shares within 0..1, the explainers' in the analysis'.
			if (l.Conflicts > 0) != (l.ConflictsPerSec > 0) || l.ExplainShare < 0 || l.ExplainShare > l.AnalysisShare || l.AnalysisShare > 1 {
				t.Errorf("%v: learning rates %+v", args, l)
			}
		}
	}
}
