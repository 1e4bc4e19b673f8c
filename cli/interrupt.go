package cli

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// interruptContext returns a context that the first Ctrl-C (SIGINT) or
// SIGTERM cancels: the search stops at its next check and solve prints what
// it has (the best solution so far, the count so far). The first signal
// also restores the signals' default action, so a second Ctrl-C ends the
// process at once, even inside a long node or a long model build. stop
// releases the signals. parent cancels it too.
func interruptContext(parent context.Context) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancel(parent)
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case <-sig:
			signal.Reset(os.Interrupt, syscall.SIGTERM)
			cancel()
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(sig)
		close(done)
		cancel()
	}
}
