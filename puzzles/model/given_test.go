package model

import (
	"fmt"
	"testing"
)

// GridGivens numbers the cells in reading order, keeps the nonzero ones
// and leaves an empty grid of the same size.
func TestGridGivens(t *testing.T) {
	empty, givens := GridGivens([][]int{{0, 3, 0}, {1, 0, 0}, {0, 0, 2}})
	if got, want := fmt.Sprint(givens), "[{1 3} {3 1} {8 2}]"; got != want {
		t.Errorf("givens %s, want %s", got, want)
	}
	if got, want := fmt.Sprint(empty), "[[0 0 0] [0 0 0] [0 0 0]]"; got != want {
		t.Errorf("empty grid %s, want %s", got, want)
	}
}
