package rogo

import (
	"fmt"
	"strings"
	"testing"
)

// openGrid is a rogo file of an open side×side grid of 1-point cells.
func openGrid(side, steps int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "rogo\nsteps %d\n", steps)
	row := strings.TrimSpace(strings.Repeat("1 ", side))
	for range side {
		b.WriteString(row + "\n")
	}
	return b.String()
}

// A loop too long for the model's Regular on a large grid is refused at
// the steps line, by Parse, and by Build for a puzzle made in code.
func TestTooManyStepsNamesTheLine(t *testing.T) {
	for _, steps := range []int{1000, 4096} {
		_, err := Parse("big.txt", []byte(openGrid(64, steps)))
		if err == nil || !strings.HasPrefix(err.Error(), "big.txt:2: ") || !strings.Contains(err.Error(), "more than the model takes") {
			t.Errorf("%d steps on 64x64: %v; want an error at big.txt:2", steps, err)
		}
	}
	// The largest length the message gives is accepted and builds.
	p, err := Parse("ok.txt", []byte(openGrid(64, 290)))
	if err != nil {
		t.Fatalf("290 steps on 64x64: %v", err)
	}
	if _, err := Build(p); err != nil {
		t.Fatalf("290 steps on 64x64: Build: %v", err)
	}
	p.Steps = 1000
	if _, err := Build(p); err == nil || !strings.Contains(err.Error(), "1000 steps are more than the model takes") {
		t.Errorf("Build with 1000 steps: %v", err)
	}
}
