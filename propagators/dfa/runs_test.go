package dfa

import (
	"errors"
	"slices"
	"testing"
)

// lineRuns is the clue of a 0/1 line: the lengths of its runs of 1s.
func lineRuns(w []int) []int {
	var runs []int
	k := 0
	for i, v := range w {
		if v == 1 {
			k++
		}
		if k > 0 && (v == 0 || i == len(w)-1) {
			runs = append(runs, k)
			k = 0
		}
	}
	return runs
}

// Every clue that fits a line of up to 9 cells (and a few that do not fit
// any of them), against every 0/1 word of up to 9 cells, words with other
// symbols, and the state count Σ clue + len(clue).
func TestRunsBruteForce(t *testing.T) {
	const n = 9
	var clues [][]int
	var gen func(clue []int, used int)
	gen = func(clue []int, used int) {
		clues = append(clues, slices.Clone(clue))
		for c := 1; used+c+1 <= n+3; c++ {
			gen(append(clue, c), used+c+1)
		}
	}
	gen(nil, 0)
	for _, clue := range clues {
		d, err := Runs(clue)
		if err != nil {
			t.Fatalf("%v: %v", clue, err)
		}
		want := len(clue)
		for _, c := range clue {
			want += c
		}
		if len(clue) == 0 {
			want = 1
		}
		if d.NumStates() != want || !d.Minimize().Equal(d) {
			t.Errorf("%v: %d states, want %d (minimal)", clue, d.NumStates(), want)
		}
		words([]int{0, 1}, n, func(w []int) {
			if got := d.Accepts(w); got != slices.Equal(lineRuns(w), clue) {
				t.Fatalf("clue %v, line %v: DFA says %v", clue, w, got)
			}
		})
		for _, w := range [][]int{{2}, {0, 1, 2}, {-1}} {
			if d.Accepts(w) {
				t.Errorf("clue %v accepts %v", clue, w)
			}
		}
	}
	t.Logf("%d clues", len(clues))
	if len(clues) < 200 {
		t.Fatalf("only %d clues", len(clues))
	}
}

func TestRunsZeroAndErrors(t *testing.T) {
	empty, err := Runs(nil)
	if err != nil {
		t.Fatal(err)
	}
	zero, err := Runs([]int{0})
	if err != nil || !zero.Equal(empty) {
		t.Errorf("Runs([0]) = %v, %v; want the empty clue's DFA", zero, err)
	}
	for _, clue := range [][]int{{2, 0, 1}, {-1}, {0, 0}, {1, MaxStates}} {
		if _, err := Runs(clue); err == nil || (!errors.Is(err, ErrClue) && !errors.Is(err, ErrStateCount)) {
			t.Errorf("Runs(%v): got %v, want ErrClue or ErrStateCount", clue, err)
		}
	}
}
