//go:build race

package search

// raceEnabled: the race detector slows the parallel tests about tenfold;
// they check fewer worker counts under it.
const raceEnabled = true
