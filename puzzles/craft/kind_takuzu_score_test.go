package craft

import "testing"

// TestTakuzuScore checks that Takuzu's score tells one step at the
// hardest rung from several and no finer below the lookahead rungs, and
// that a grade prints it.
func TestTakuzuScore(t *testing.T) {
	at := func(r Rung, steps int) Difficulty {
		var d Difficulty
		d.Hardest, d.Steps[r], d.Open[r] = r, steps, 30*steps
		return d
	}
	if a, b := takuzuScore(at(Counting, 2)), takuzuScore(at(Counting, 9)); a != b {
		t.Errorf("counting ×2 scores %.4f, ×9 %.4f: want a tie", a, b)
	}
	if a, b := takuzuScore(at(Combined, 1)), takuzuScore(at(Combined, 2)); a >= b {
		t.Errorf("full strength ×1 scores %.4f, ×2 %.4f: want the second higher", a, b)
	}
	if a, b := takuzuScore(at(Combined, 9)), takuzuScore(at(Lookahead, 1)); a >= b {
		t.Errorf("full strength ×9 scores %.4f, lookahead ×1 %.4f: want the rung first", a, b)
	}
	if a, b := takuzuScore(at(Lookahead, 2)), takuzuScore(at(Lookahead, 9)); a >= b || a != score(at(Lookahead, 2)) {
		t.Errorf("lookahead ×2 scores %.4f, ×9 %.4f: want score's measure", a, b)
	}
	p := bundledOne(t, "takuzu/binarypuzzle_veryhard_8x8_001")[0]
	d, err := Grade(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Hardest >= Lookahead || d.Steps[d.Hardest] <= 2 || d.Score != takuzuScore(d) || d.Score == score(d) {
		t.Errorf("%s: %s: want several steps below the lookahead rungs, scored by takuzuScore (%.4f)", p.Name(), d, takuzuScore(d))
	}
}
