package kindtest

import (
	"fmt"
	"hash/fnv"
	"testing"
)

// The checks of a kind's random generator (puzzles/<kind>/generate.go):
// a kind's generate_test.go gives its Planted and Parse/Format, these run
// the series.

// Generated is one generated puzzle as the generator checks see it: its
// name and Format text, and how to reparse, validate, verify the planted
// solution and write the puzzle with that solution as its known one.
type Generated struct {
	Name, Text string
	Reparse    func(text string) (string, error)
	Validate   func() error
	Verify     func() error
	WithSol    func() (string, error)
}

// Gen turns a kind's planted puzzles into Generated values.
type Gen[P, S any] struct {
	Name     func(*P) string
	Format   func(*P) string
	Parse    func(file string, data []byte) (*P, error)
	Validate func(*P) error
	Verify   func(*P, *S) error
	// WithKnown returns a copy of p with s as its known solution.
	WithKnown func(*P, *S) *P
}

// Of is the Generated of the planted puzzle p with its solution s.
func (g Gen[P, S]) Of(p *P, s *S) Generated {
	name := g.Name(p)
	return Generated{
		Name: name, Text: g.Format(p),
		Reparse: func(text string) (string, error) {
			q, err := g.Parse(name, []byte(text))
			if err != nil {
				return "", err
			}
			return g.Format(q), nil
		},
		Validate: func() error { return g.Validate(p) },
		Verify:   func() error { return g.Verify(p, s) },
		WithSol: func() (string, error) {
			q := g.WithKnown(p, s)
			return g.Format(q), g.Validate(q)
		},
	}
}

// Seeds returns how many seeds to try per size (fewer with -short).
func Seeds() uint64 {
	if testing.Short() {
		return 4
	}
	return 20
}

// Hash is the FNV-64a of a generated text, as the pinning tests write it.
func Hash(s string) string {
	h := fnv.New64a()
	h.Write([]byte(s))
	return fmt.Sprintf("%016x", h.Sum64())
}

// CheckSeries generates the instances of one size for every seed and
// checks each, then that the same seed repeats itself and, unless tiny (too
// few puzzles of the size exist), that different seeds differ.
func CheckSeries(t *testing.T, label string, tiny bool, gen func(seed uint64) (Generated, error)) {
	t.Helper()
	texts := map[string]uint64{}
	distinct := 0
	n := Seeds()
	for seed := range n {
		in, err := gen(seed)
		if err != nil {
			t.Fatalf("%s seed %d: %v", label, seed, err)
		}
		CheckGenerated(t, fmt.Sprintf("%s seed %d", label, seed), in)
		again, err := gen(seed)
		if err != nil {
			t.Fatalf("%s seed %d again: %v", label, seed, err)
		}
		if again.Text != in.Text || again.Name != in.Name {
			t.Errorf("%s seed %d: two runs differ:\n%s\n%s", label, seed, in.Text, again.Text)
		}
		if prev, ok := texts[in.Text]; ok {
			if !tiny {
				t.Logf("%s: seeds %d and %d give the same puzzle", label, prev, seed)
			}
		} else {
			texts[in.Text] = seed
			distinct++
		}
	}
	// Small sizes may repeat now and then; all but one seed must differ.
	if !tiny && distinct < int(n)-1 {
		t.Errorf("%s: only %d distinct puzzles for %d seeds", label, distinct, n)
	}
}

// CheckGenerated checks one generated puzzle: it is valid, its planted
// solution solves it, Format(Parse(Format)) is Format, and the puzzle
// with its planted solution as the known one is a valid file too.
func CheckGenerated(t *testing.T, label string, in Generated) {
	t.Helper()
	if err := in.Validate(); err != nil {
		t.Fatalf("%s: Validate: %v", label, err)
	}
	if err := in.Verify(); err != nil {
		t.Fatalf("%s: planted solution: %v\n%s", label, err, in.Text)
	}
	back, err := in.Reparse(in.Text)
	if err != nil {
		t.Fatalf("%s: Parse(Format): %v\n%s", label, err, in.Text)
	}
	if back != in.Text {
		t.Fatalf("%s: Format(Parse(Format)) differs:\n%s\n%s", label, in.Text, back)
	}
	full, err := in.WithSol()
	if err != nil {
		t.Fatalf("%s: with the planted solution: %v", label, err)
	}
	if back, err := in.Reparse(full); err != nil || back != full {
		t.Fatalf("%s: with the planted solution: Parse(Format) = %v\n%s\n%s", label, err, full, back)
	}
}
