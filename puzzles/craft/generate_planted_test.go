package craft

import (
	"errors"
	"testing"
)

// TestGeneratePlanted: the graded generators of the kinds drawn from
// their own unique generators make puzzles in the band asked (proven
// unique and regraded by checkGenerated), or say the band is out of reach.
func TestGeneratePlanted(t *testing.T) {
	for _, c := range []struct {
		kind string
		opt  GenOptions
	}{
		{"skyscrapers", GenOptions{Size: 4}},
		{"futoshiki", GenOptions{Size: 4}},
		{"killer", GenOptions{Size: 4}},
		{"starbattle", GenOptions{Size: 6}},
	} {
		made := 0
		for _, b := range Bands(c.kind) {
			o := c.opt
			o.Seed, o.Band, o.MaxAttempts = 1, b.Name, 8
			g, err := Generate(c.kind, o)
			if errors.Is(err, ErrUnreachable) {
				t.Logf("%s %s: %v", c.kind, b.Name, err)
				continue
			}
			if err != nil {
				t.Fatalf("%s %s: %v", c.kind, b.Name, err)
			}
			checkGenerated(t, c.kind+" "+b.Name, g, b.Name)
			made++
		}
		if made == 0 {
			t.Errorf("%s: no band reached", c.kind)
		}
	}
	if _, err := Generate("skyscrapers", GenOptions{Stars: 2}); !errors.Is(err, ErrBadOptions) {
		t.Errorf("skyscrapers with stars: %v, want ErrBadOptions", err)
	}
}
