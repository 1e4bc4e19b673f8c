//go:build !race

package puzzles_test

const raceEnabled = false
