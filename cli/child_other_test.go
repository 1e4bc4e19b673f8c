//go:build !linux

package cli

import (
	"os"
	"time"
)

// peakRSS is not measured outside Linux.
func peakRSS(*os.ProcessState) (int64, bool) { return 0, false }

// cpuSoFar is not read outside Linux: awaitCPU falls back on the wall clock.
func cpuSoFar(int) (time.Duration, bool) { return 0, false }
