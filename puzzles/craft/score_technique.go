package craft

// techniqueScore is score with the steps below the lookahead rungs
// counted as one or several: Tatham's Unruly and Singles levels are the
// hardest technique their solvers need, not how often they need it, so
// two puzzles that need the same rung more than once tie (the grade
// prints that score). The lookahead rungs and search keep score's
// measure of the work there.
func techniqueScore(d Difficulty) float64 {
	if d.Hardest >= Lookahead {
		return score(d)
	}
	d.Steps[d.Hardest] = min(d.Steps[d.Hardest], 2)
	return score(d)
}
