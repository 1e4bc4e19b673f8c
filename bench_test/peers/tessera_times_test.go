//go:build linux

package peers_test

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// TestTesseraTimes is Tessera's side of the peer comparison: it solves the
// bundled puzzles of the kinds in TESSERA_TIMES (comma-separated), counting
// to two as gecode_cpu.sh does, with the kind's recommended model and
// search, through puzzles.Solve (the model's build, the search and the
// Verify of each solution), TESSERA_TIMES_RUNS times (default 3), and
// prints one TSV line per file: the count, nodes, failures, the fastest
// run's wall time and the thread's CPU time of that run.
//
//	TESSERA_TIMES=killer,kakuro,futoshiki go test ./bench_test/peers -run TesseraTimes -v
func TestTesseraTimes(t *testing.T) {
	kinds := os.Getenv("TESSERA_TIMES")
	if kinds == "" {
		t.Skip("set TESSERA_TIMES=KIND,... to time Tessera on the bundled puzzles")
	}
	runs := 3
	if n, err := strconv.Atoi(os.Getenv("TESSERA_TIMES_RUNS")); err == nil && n > 0 {
		runs = n
	}
	limit := 60 * time.Second
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	fmt.Printf("file\tsolutions\tnodes\tfailures\twall_s\tcpu_s\tcomplete\n")
	for _, f := range files {
		if !strings.Contains(","+kinds+",", ","+f.Kind+",") {
			continue
		}
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		var best *puzzles.Result
		bestWall, bestCPU := time.Duration(1<<62), time.Duration(0)
		for range runs {
			c0 := threadCPU()
			start := time.Now()
			res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2, Tune: func(o *search.Options) { o.MaxTime = limit }})
			wall := time.Since(start)
			if err != nil {
				t.Fatalf("%s: %v", f.Name, err)
			}
			if wall < bestWall {
				best, bestWall, bestCPU = res, wall, threadCPU()-c0
			}
		}
		complete := 0
		if best.Reason == search.Exhausted || best.Solutions >= 2 {
			complete = 1
		}
		fmt.Printf("%s\t%d\t%d\t%d\t%.6f\t%.3f\t%d\n", f.Name, best.Solutions, best.Stats.Nodes, best.Stats.Failures,
			bestWall.Seconds(), bestCPU.Seconds(), complete)
	}
}

// threadCPU is the calling thread's CPU time, user and system (Linux's
// RUSAGE_THREAD; 0 elsewhere).
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
