package craft

// takuzuScore is score with the steps below the lookahead rungs counted
// as one or several: Tatham's Unruly levels are the hardest technique
// its solver needs, not how often it needs it, so two puzzles that need
// the same rung more than once tie (the grade prints that score). The
// lookahead rungs and search keep score's measure of the work there.
func takuzuScore(d Difficulty) float64 {
	if d.Hardest >= Lookahead {
		return score(d)
	}
	d.Steps[d.Hardest] = min(d.Steps[d.Hardest], 2)
	return score(d)
}
