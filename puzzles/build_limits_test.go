package puzzles_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// bigNonogram is an n×n nonogram of a pseudo-random picture, whose model
// (one Regular per line) is large.
func bigNonogram(t *testing.T, n int) puzzles.Puzzle {
	t.Helper()
	var b strings.Builder
	b.WriteString("nonogram\nrows\n")
	x := uint32(12345)
	filled := make([][]bool, n)
	for r := range filled {
		filled[r] = make([]bool, n)
		for c := range filled[r] {
			x = x*1664525 + 1013904223
			filled[r][c] = x>>16&3 != 0
		}
	}
	clue := func(at func(i int) bool) string {
		var runs []string
		k := 0
		for i := 0; i <= n; i++ {
			if i < n && at(i) {
				k++
			} else if k > 0 {
				runs = append(runs, fmt.Sprint(k))
				k = 0
			}
		}
		if len(runs) == 0 {
			return "0"
		}
		return strings.Join(runs, " ")
	}
	for r := range n {
		b.WriteString(clue(func(i int) bool { return filled[r][i] }) + "\n")
	}
	b.WriteString("columns\n")
	for c := range n {
		b.WriteString(clue(func(i int) bool { return filled[i][c] }) + "\n")
	}
	ps, err := puzzles.Parse("big.txt", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return ps[0]
}

// The limits of a build stop it: a cancelled context or a past deadline
// before a post, and a memory cap; Solve answers Unknown for the first two,
// as a search stopped by them, and an error naming the puzzle for the cap.
func TestBuildLimited(t *testing.T) {
	p := bigNonogram(t, 60)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := puzzles.BuildLimited(p, puzzles.BuildLimits{Context: ctx}); !errors.Is(err, cp.ErrBuildStopped) {
		t.Errorf("a cancelled context: %v", err)
	}
	res, err := puzzles.Solve(p, puzzles.Options{Build: puzzles.BuildLimits{Context: ctx}})
	if err != nil || res.Status != puzzles.Unknown || res.Reason != search.Canceled {
		t.Errorf("Solve, a cancelled context: %v, %+v", err, res)
	}
	res, err = puzzles.Solve(p, puzzles.Options{Build: puzzles.BuildLimits{Deadline: time.Now().Add(-time.Second)}})
	if err != nil || res.Status != puzzles.Unknown || res.Reason != search.TimeLimit {
		t.Errorf("Solve, a past deadline: %v, %+v", err, res)
	}
	_, err = puzzles.BuildLimited(p, puzzles.BuildLimits{MaxBytes: 1 << 20})
	if !errors.Is(err, cp.ErrModelTooLarge) || !strings.HasPrefix(err.Error(), "big.txt: ") {
		t.Errorf("a 1 MiB cap: %v", err)
	}
	// Under the default cap, and without one, it builds.
	for _, lim := range []puzzles.BuildLimits{{}, {MaxBytes: -1}} {
		if _, err := puzzles.BuildLimited(p, lim); err != nil {
			t.Errorf("%+v: %v", lim, err)
		}
	}
}

// Every kind builds on a store with limits (Kind.BuildOn), so that the
// limits reach its posts: a cancelled context and a tiny memory cap stop a
// bundled puzzle's build, for every kind.
func TestBuildLimitedEveryKind(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, f := range files {
		if seen[f.Kind] {
			continue
		}
		seen[f.Kind] = true
		ps, err := puzzles.OpenBundled(puzzles.BundledPrefix + f.Name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := puzzles.BuildLimited(ps[0], puzzles.BuildLimits{Context: ctx}); !errors.Is(err, cp.ErrBuildStopped) {
			t.Errorf("%s: a cancelled context: %v", f.Name, err)
		}
		// A cap of one byte: passed by the first variable, which only the
		// store with the limits (the kind's BuildOn) sees.
		if _, err := puzzles.BuildLimited(ps[0], puzzles.BuildLimits{MaxBytes: 1}); !errors.Is(err, cp.ErrModelTooLarge) {
			t.Errorf("%s: a cap of 1 byte: %v", f.Name, err)
		}
	}
	if len(seen) != len(puzzles.Kinds()) {
		t.Errorf("bundled puzzles of %d kinds, %d kinds", len(seen), len(puzzles.Kinds()))
	}
}
