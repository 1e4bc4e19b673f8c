package cli

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
)

// workersFlag is --workers N: a number of goroutines (0 for the sequential
// search) or "all" for GOMAXPROCS.
type workersFlag int

func (w *workersFlag) String() string { return strconv.Itoa(int(*w)) }

func (w *workersFlag) Set(s string) error {
	if s == "all" {
		*w = workersFlag(runtime.GOMAXPROCS(0))
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 4096 {
		return errors.New("expected a number of workers from 0 to 4096, or all")
	}
	*w = workersFlag(n)
	return nil
}

// writeWorkerStats writes the per-worker table of a parallel solve
// (--stats --workers N).
func writeWorkerStats(w io.Writer, res *puzzles.Result) {
	if len(res.Workers) == 0 {
		return
	}
	fmt.Fprintf(w, "parallel: %d workers, %d subproblems\n", len(res.Workers), res.Subproblems)
	fmt.Fprintf(w, "  %-6s %8s %7s %12s %12s %14s %10s %10s\n", "worker", "tasks", "stolen", "nodes", "failures", "propagations", "solutions", "busy")
	for i, ws := range res.Workers {
		fmt.Fprintf(w, "  %-6d %8d %7d %12d %12d %14d %10d %10v\n", i, ws.Tasks, ws.Stolen, ws.Nodes, ws.Failures, ws.Propagations, ws.Solutions, ws.Busy.Round(time.Microsecond))
	}
}
