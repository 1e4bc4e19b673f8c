//go:build unix

package bench_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user and system) the process has used, all
// goroutines together: with -workers, cpu-ns/op against ns/op shows how
// many cores a solve kept busy.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
