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
			if learn.Stats.Learning == nil || learn.Stats.Learning.Conflicts < learn.Stats.Learning.Learned {
				t.Errorf("%v: learning counters %+v", args, learn.Stats.Learning)
			}
		}
	}
}
