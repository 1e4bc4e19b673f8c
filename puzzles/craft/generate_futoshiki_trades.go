package craft

import "github.com/tessera-cp/tessera/cp"

// signTrades answers a Futoshiki candidate's uniqueness trials at the
// lookahead ceilings with a square near the candidate's (latinTrades)
// where one keeps the signs a trial stands on: a given trial's, every
// sign the candidate starts with; a sign trial's, the signs keep holds
// (the trials before it decided, the ones after it still on) but the
// trial's own, which the square must reverse.
type signTrades struct {
	lt    *latinTrades
	signs []futoshikiSign
	on    []int  // the candidate's signs, indexes into signs
	keep  []bool // the sign trials' decisions (nil while the givens go)
	trial int    // the sign trial's index in on, or -1
}

// given reports whether a square near the candidate's has another value
// at cell k and every sign on (blankTrials.other).
func (t *signTrades) given(s *cp.Store, vars []cp.VarID, k int) bool {
	t.trial = -1
	return t.lt.other(s, vars, k, t.holds)
}

// sign reports whether a square near the candidate's reverses sign on[i]
// and keeps the others keep holds: then the sign is needed.
func (t *signTrades) sign(s *cp.Store, vars []cp.VarID, i int) bool {
	t.trial = i
	sg := t.signs[t.on[i]]
	return t.lt.other(s, vars, int(sg.small), t.holds) || t.lt.other(s, vars, int(sg.large), t.holds)
}

// holds reports whether the square alt keeps the signs of the trial and
// reverses the trial's sign, if any.
func (t *signTrades) holds(alt []int) bool {
	for i, k := range t.on {
		sg := t.signs[k]
		met := alt[sg.small] < alt[sg.large]
		switch {
		case i == t.trial:
			if met {
				return false
			}
		case !met && (t.keep == nil || t.keep[i]):
			return false
		}
	}
	return true
}
