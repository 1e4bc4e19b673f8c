package craft

import "testing"

// A band split reads the kind's score of the ladder's walk: Killer's own
// (killerScore, which its extreme/unreasonable split was tuned on), and
// for Sudoku the ladder's score, not the probe walk's that replaces its
// Score (the split was tuned before the probes).
func TestBandSplitReadsKindScore(t *testing.T) {
	above := sudokuUnreasonable + 0.01
	killer := Difficulty{Hardest: Lookahead, Score: above} // score(d) is Lookahead: no steps
	if got := bandOf(Bands("killer"), kinds["killer"].split, killer); got != "unreasonable" {
		t.Errorf("a Killer whose own score passes the split: band %q, want unreasonable", got)
	}
	sudoku := Difficulty{Hardest: Lookahead, Score: above, Probes: Probes{Hardest: 9, AtHardest: 1, Steps: 1}}
	if got := bandOf(Bands("sudoku"), kinds["sudoku"].split, sudoku); got != "extreme" {
		t.Errorf("a Sudoku whose probe score passes the split but not its ladder's: band %q, want extreme", got)
	}
}

// TestKillerBandsByScore: past intermediate a Killer's band follows its
// score on either rung: a Combined grade within Solo's techniques is
// advanced, with a few steps outside them extreme, with many
// unreasonable; a Lookahead grade with a step beyond a forcing chain is
// unreasonable.
func TestKillerBandsByScore(t *testing.T) {
	for _, c := range []struct {
		d    Difficulty
		want string
	}{
		{Difficulty{Hardest: Combined}, "advanced"},
		{Difficulty{Hardest: Combined, Outside: 2}, "extreme"},
		{Difficulty{Hardest: Combined, Outside: 20}, "unreasonable"},
		{Difficulty{Hardest: Lookahead}, "extreme"},
		{Difficulty{Hardest: Lookahead, Beyond: 1}, "unreasonable"},
		{Difficulty{Hardest: Strength, Outside: 20}, "intermediate"},
	} {
		c.d.Steps[c.d.Hardest] = 1
		c.d.Score = killerScore(c.d)
		if got := bandOf(Bands("killer"), kinds["killer"].split, c.d); got != c.want {
			t.Errorf("%v (outside %d, beyond %d): band %q, want %q", c.d.Hardest, c.d.Outside, c.d.Beyond, got, c.want)
		}
	}
}

// Sudoku's probe walk applies to 9×9 grids only; a 16×16 graded at the
// Lookahead rung keeps the ladder's score, not the zero walk's.
func TestProbesLeaveOtherSudokusScore(t *testing.T) {
	p := bundledOne(t, "sudoku/gecode_p62_16x16")[0]
	d, err := Grade(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Hardest != Lookahead {
		t.Fatalf("%s graded %s: the test needs a Lookahead grade", p.Name(), d.Hardest)
	}
	if d.Probes != (Probes{}) || d.Score != score(d) || d.Score <= float64(Lookahead) {
		t.Errorf("%s: score %.3f, probes %+v; want the ladder's %.3f and no probes", p.Name(), d.Score, d.Probes, score(d))
	}
}
