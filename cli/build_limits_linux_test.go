package cli

import (
	"fmt"
	"github.com/tessera-cp/tessera/internal/wallclock"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Limits while the model is built: --timeout and the first Ctrl-C stop a
// build (a 200×200 nonogram, a 30×30 Kakurasu, 144 identical Tetravex
// pieces with --all), with --workers 4096 too, within 1.5 s of the child's
// CPU time (user + system, from rusage: what the child did, whatever the
// load of the machine). Peak RSS is logged.

// buildCPULimit bounds the child's CPU time from its start to its end;
// stopCPULimit its CPU time from the stop (the deadline passed, the Ctrl-C
// sent) to its end: 100 ms and one post, printing and exiting, with room.
// The post under way at the stop finishes: on the 200×200 nonogram that
// is one Regular growing the store's reversible ints by up to 128 MB, about
// half a second of CPU (clearing and copying the array) on a 2-core machine.
const (
	buildCPULimit = 1500 * time.Millisecond
	stopCPULimit  = 750 * time.Millisecond
)

// largeModels writes the three puzzles into dir and returns their paths and
// the flags each is solved with.
func largeModels(t *testing.T, dir string) map[string][]string {
	t.Helper()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	x := uint32(7)
	next := func() uint32 { x = x*1664525 + 1013904223; return x >> 16 }

	// A 200×200 nonogram of a random picture.
	const n = 200
	filled := make([][]bool, n)
	for r := range filled {
		filled[r] = make([]bool, n)
		for c := range filled[r] {
			filled[r][c] = next()%100 < 55
		}
	}
	clue := func(at func(i int) bool) string {
		var runs []string
		k := 0
		for i := 0; i <= n; i++ {
			if i < n && at(i) {
				k++
			} else if k > 0 {
				runs, k = append(runs, strconv.Itoa(k)), 0
			}
		}
		if len(runs) == 0 {
			return "0"
		}
		return strings.Join(runs, " ")
	}
	var b strings.Builder
	b.WriteString("nonogram\nrows\n")
	for r := range n {
		b.WriteString(clue(func(i int) bool { return filled[r][i] }) + "\n")
	}
	b.WriteString("columns\n")
	for c := range n {
		b.WriteString(clue(func(i int) bool { return filled[i][c] }) + "\n")
	}
	nonogram := write("nonogram200.txt", b.String())

	// A 30×30 Kakurasu of a random shading.
	const k = 30
	rows, cols := make([]string, k), make([]string, k)
	sumR, sumC := make([]int, k), make([]int, k)
	for r := range k {
		for c := range k {
			if next()%2 == 0 {
				sumR[r] += c + 1
				sumC[c] += r + 1
			}
		}
	}
	for i := range k {
		rows[i], cols[i] = strconv.Itoa(sumR[i]), strconv.Itoa(sumC[i])
	}
	kakurasu := write("kakurasu30.txt", "kakurasu\nrows "+strings.Join(rows, " ")+"\ncols "+strings.Join(cols, " ")+"\n")

	// 144 identical Tetravex pieces.
	tetravex := write("tetravex144.txt", "tetravex\nsize 12\n"+strings.Repeat("1 1 1 1\n", 144))

	// The nonogram's model is larger than the default --max-model-mb
	// (256): building up to it took 1.0-2.5 s of CPU depending on the
	// machine's load (page faults of 400 MB). At 64 MiB it is refused as
	// the cap is passed, or stopped by the limit, whichever comes first.
	return map[string][]string{
		nonogram: {"--max-model-mb", "64"},
		kakurasu: nil,
		tetravex: {"--all"},
	}
}

// cpuSoFar is a running process's CPU time, user and system, from
// /proc/PID/stat (in clock ticks of 1/100 s).
func cpuSoFar(pid int) (time.Duration, bool) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, false
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0, false
	}
	u, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return time.Duration(u+st) * 10 * time.Millisecond, true
}

func TestBuildStopsWithinCPU(t *testing.T) {
	if testing.Short() {
		t.Skip("nine child processes of up to 1.5 s of CPU each")
	}
	files := largeModels(t, t.TempDir())
	for _, how := range []string{"timeout", "workers", "interrupt"} {
		for file, flags := range files {
			name := how + " " + filepath.Base(file)
			args := append([]string{"solve", "--plain", file}, flags...)
			switch how {
			case "timeout":
				args = append(args, "--timeout", "1s")
			case "workers":
				args = append(args, "--timeout", "1s", "--workers", "4096")
			}
			start := time.Now()
			c := startChild(t, args...)
			var atStop time.Duration // the child's CPU time at the stop
			if how == "interrupt" {
				// Ctrl-C once the child has spent 150 ms of CPU: inside
				// the build (the files take seconds to build and solve).
				for time.Since(start) < 30*time.Second {
					cpu, ok := cpuSoFar(c.cmd.Process.Pid)
					if atStop = cpu; !ok || cpu >= 150*time.Millisecond {
						break
					}
					time.Sleep(5 * time.Millisecond)
				}
				c.signal(t)
			} else {
				// The CPU time when the deadline has passed (it was set
				// after this start).
				time.Sleep(time.Second + 20*time.Millisecond - time.Since(start))
				atStop, _ = cpuSoFar(c.cmd.Process.Pid)
			}
			err, _, ok := c.wait(t, 2*time.Minute) // a hang, not a time limit
			if !ok {
				t.Fatalf("%s: the child did not end", name)
			}
			ps := c.cmd.ProcessState
			cpu := ps.UserTime() + ps.SystemTime()
			rss, _ := peakRSS(ps)
			code, sig := exitCode(err)
			t.Logf("%s: exit %d, CPU %v (user %v, system %v; %v after the stop), peak RSS %d MiB", name, code, cpu.Round(time.Millisecond),
				ps.UserTime().Round(time.Millisecond), ps.SystemTime().Round(time.Millisecond), (cpu - atStop).Round(time.Millisecond), rss>>20)
			// The nonogram's model passes the default --max-model-mb
			// (exit 1, named) on a fast machine before the second is out:
			// a stop as bounded as the limit's.
			capped := code == exitInput && strings.Contains(c.stderr.String(), "the model is larger than the memory limit")
			if code != exitLimited && !capped || sig != 0 {
				t.Errorf("%s: exit %d (signal %v), want %d\nstderr: %s", name, code, sig, exitLimited, c.stderr.String())
			}
			// The workers search on every core once the model is built:
			// a second of wall time is up to a second of CPU a core. What
			// they spend after the stop is held to the same bound.
			limit := buildCPULimit
			if how == "workers" {
				limit *= time.Duration(runtime.NumCPU())
			}
			if cpu > limit {
				t.Errorf("%s: %v of CPU, the limit is %v", name, cpu, limit)
			}
			// A refusal at the cap is a stop of its own, not the
			// deadline's: its bound is the total above. The CPU at the
			// stop is sampled at a wall-clock instant, which a loaded
			// machine shifts: asserted with TESSERA_WALLCLOCK=1 only.
			if !capped && atStop > 0 && cpu-atStop > stopCPULimit && wallclock.Enforced() {
				t.Errorf("%s: %v of CPU after the stop, the limit is %v", name, cpu-atStop, stopCPULimit)
			}
		}
	}
}

// A model past --max-model-mb is refused with exit 1 and a message that
// names the flag; a model within the cap is built and solved.
func TestMaxModelMB(t *testing.T) {
	var nonogram, kakurasu string
	for file := range largeModels(t, t.TempDir()) {
		switch filepath.Base(file) {
		case "nonogram200.txt":
			nonogram = file
		case "kakurasu30.txt":
			kakurasu = file
		}
	}
	code, _, stderr := runIn([]string{"solve", "--max-model-mb", "16", nonogram}, "")
	if code != exitInput || !strings.Contains(stderr, "the model is larger than the memory limit") || !strings.Contains(stderr, "--max-model-mb raises the limit") {
		t.Errorf("a 200x200 nonogram under 16 MiB: exit %d, stderr %q", code, stderr)
	}
	code, _, stderr = runIn([]string{"solve", "--max-model-mb", "1", "bundled:kakurasu/zwvista_level22"}, "")
	if code != exitOK {
		t.Errorf("a bundled Kakurasu under 1 MiB: exit %d, stderr %q", code, stderr)
	}
	if code, _, _ := runIn([]string{"solve", "--max-model-mb", "0", kakurasu}, ""); code != exitUsage {
		t.Errorf("--max-model-mb 0: exit %d", code)
	}
}
