package search

import "github.com/tessera-cp/tessera/cp"

// SetLearnHook makes a learning search call f with each clause it learns
// (its literals, valid only during the call), for the tests that check
// the clauses against the model's solutions.
func SetLearnHook(e *Search, f func(lits []cp.Lit)) { e.learnHook = f }

// LearnFallbacks is the number of conflicts of the last run analysed by
// the decisions only (a reason literal that did not hold).
func LearnFallbacks(e *Search) int { return e.learn.fallbacks }

// LearnMinimized is the number of literals the clause minimisation of
// the last run dropped.
func LearnMinimized(e *Search) int64 { return e.learn.an.cut }

// SetFreeRestartScale sets the scale of the free search's own restart
// sequence for the searches built until the returned func restores it.
func SetFreeRestartScale(n int64) (restore func()) {
	old := freeRestartScale
	freeRestartScale = n
	return func() { freeRestartScale = old }
}
