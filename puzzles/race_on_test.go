//go:build race

package puzzles_test

// raceEnabled: the race detector slows the parallel tests about tenfold;
// they check fewer worker counts under it.
const raceEnabled = true
