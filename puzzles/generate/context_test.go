package generate

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

// TestContextStops: the generators that count solutions return a done
// context's error instead of a puzzle.
func TestContextStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for name, gen := range map[string]func() error{
		"starbattle":  func() error { _, err := StarBattleContext(ctx, 1, 10, 2, true); return err },
		"killer":      func() error { _, err := KillerContext(ctx, 1, 9, true); return err },
		"futoshiki":   func() error { _, err := FutoshikiContext(ctx, 1, 5, true); return err },
		"skyscrapers": func() error { _, err := SkyscrapersContext(ctx, 1, 6, true); return err },
	} {
		if err := gen(); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: %v, want context.Canceled", name, err)
		}
	}
	// A live context changes nothing.
	a, err := StarBattleContext(context.Background(), 1, 8, 1, true)
	b, _ := StarBattle(1, 8, 1, true)
	if err != nil || a == nil || b == nil || !reflect.DeepEqual(a, b) {
		t.Errorf("a live context: %v", err)
	}
}
