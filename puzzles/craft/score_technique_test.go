package craft

import "testing"

// TestTechniqueScore checks that Takuzu's score tells one step at the
// hardest rung from several and no finer below the lookahead rungs, and
// that a grade prints it.
func TestTechniqueScore(t *testing.T) {
	at := func(r Rung, steps int) Difficulty {
		var d Difficulty
		d.Hardest, d.Steps[r], d.Open[r] = r, steps, 30*steps
		return d
	}
	if a, b := techniqueScore(at(Counting, 2)), techniqueScore(at(Counting, 9)); a != b {
		t.Errorf("counting ×2 scores %.4f, ×9 %.4f: want a tie", a, b)
	}
	if a, b := techniqueScore(at(Combined, 1)), techniqueScore(at(Combined, 2)); a >= b {
		t.Errorf("full strength ×1 scores %.4f, ×2 %.4f: want the second higher", a, b)
	}
	if a, b := techniqueScore(at(Combined, 9)), techniqueScore(at(Lookahead, 1)); a >= b {
		t.Errorf("full strength ×9 scores %.4f, lookahead ×1 %.4f: want the rung first", a, b)
	}
	if a, b := techniqueScore(at(Lookahead, 2)), techniqueScore(at(Lookahead, 9)); a >= b || a != score(at(Lookahead, 2)) {
		t.Errorf("lookahead ×2 scores %.4f, ×9 %.4f: want score's measure", a, b)
	}
	p := bundledOne(t, "takuzu/binarypuzzle_veryhard_8x8_001")[0]
	d, err := Grade(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Hardest >= Lookahead || d.Steps[d.Hardest] <= 2 || d.Score != techniqueScore(d) || d.Score == score(d) {
		t.Errorf("%s: %s: want several steps below the lookahead rungs, scored by techniqueScore (%.4f)", p.Name(), d, techniqueScore(d))
	}
}
