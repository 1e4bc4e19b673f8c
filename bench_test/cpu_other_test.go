//go:build !unix

package bench_test

import "time"

// cpuTime is not measured here: cpu-ns/op is left out.
func cpuTime() time.Duration { return 0 }
