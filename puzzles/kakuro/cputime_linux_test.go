package kakuro

import (
	"runtime"
	"syscall"
	"time"
)

// rusageThread is Linux's RUSAGE_THREAD: the calling thread's usage.
const rusageThread = 1

// threadCPU locks the goroutine to its thread and returns a function that
// reads the thread's CPU time (user + system). On a shared machine it is
// far steadier than the wall clock: time spent waiting for a core is not
// counted.
func threadCPU() func() time.Duration {
	runtime.LockOSThread()
	return func() time.Duration {
		var ru syscall.Rusage
		if err := syscall.Getrusage(rusageThread, &ru); err != nil {
			return 0
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
}
