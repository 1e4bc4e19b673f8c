package search_test

import (
	"context"
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/search"
)

// TestSingletonContext: a done context stops Singleton before its first
// probe, with the context's error.
func TestSingletonContext(t *testing.T) {
	s, q := queens(t, 8)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := search.Singleton(s, search.SingletonOptions{Vars: q, Context: ctx})
	if !errors.Is(err, context.Canceled) || res.Probes != 0 {
		t.Errorf("a done context: %v after %d probes", err, res.Probes)
	}
	res, err = search.Singleton(s, search.SingletonOptions{Vars: q, Context: context.Background()})
	if err != nil || res.Probes == 0 {
		t.Errorf("a live context: %v after %d probes", err, res.Probes)
	}
}
