package flatzinc

import (
	"testing"
)

// TestEveryBuiltinHasACheck: Verify can check every constraint the builder
// posts, and checks nothing else.
func TestEveryBuiltinHasACheck(t *testing.T) {
	for _, name := range Builtins() {
		if _, ok := checks[name]; !ok {
			t.Errorf("no check for %s", name)
		}
	}
	for name := range checks {
		if _, ok := builtins[name]; !ok {
			t.Errorf("a check for %s, which is no builtin", name)
		}
	}
}
