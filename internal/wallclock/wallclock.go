package wallclock

import (
	"os"
	"testing"
	"time"
)

// Env is the environment variable that turns the wall-clock limits on
// when it is "1".
const Env = "TESSERA_WALLCLOCK"

// Enforced reports whether the wall-clock limits apply (Env is "1").
func Enforced() bool { return os.Getenv(Env) == "1" }

// Within reports whether took is within limit, or the limits do not apply;
// a miss that does not count is logged, so the figure stays visible.
func Within(t testing.TB, what string, took, limit time.Duration) bool {
	t.Helper()
	if took <= limit {
		return true
	}
	if !Enforced() {
		t.Logf("%s took %v, over the wall-clock limit %v (not asserted: %s=1 asserts it)", what, took.Round(time.Millisecond), limit, Env)
		return true
	}
	return false
}

// Hang is how long a test waits for something that must end before it
// calls it a hang: limit where the wall-clock limits apply, else a minute
// more, since a loaded machine may stretch any wait by many times.
func Hang(limit time.Duration) time.Duration {
	if Enforced() {
		return limit
	}
	return limit + time.Minute
}
