package main

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestDevZeroChild: 'fzn-tessera /dev/zero', run as a child process (this
// test binary re-run as the command), exits 1 with a message, within 1 s
// of CPU time and under 100 MB of peak RSS (rusage).
func TestDevZeroChild(t *testing.T) {
	if os.Getenv("FZN_TESSERA_CHILD") == "1" {
		os.Exit(run(os.Args[len(os.Args)-1:], os.Stdin, os.Stdout, os.Stderr))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestDevZeroChild$", "/dev/zero")
	cmd.Env = append(os.Environ(), "FZN_TESSERA_CHILD=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	ps := cmd.ProcessState
	if ps == nil {
		t.Fatalf("the child did not run: %v", err)
	}
	cpu := ps.UserTime() + ps.SystemTime()
	ru, _ := ps.SysUsage().(*syscall.Rusage)
	rss := int64(0)
	if ru != nil {
		rss = int64(ru.Maxrss) << 10
	}
	t.Logf("fzn-tessera /dev/zero: exit %d, CPU %v, peak RSS %d MiB, stderr %q", ps.ExitCode(), cpu.Round(time.Millisecond), rss>>20, stderr.String())
	if ps.ExitCode() != exitError || !strings.Contains(stderr.String(), "/dev/zero: larger than the limit of 4 MiB") {
		t.Errorf("exit %d, stderr %q; want exit 1 and the limit named", ps.ExitCode(), stderr.String())
	}
	if cpu > time.Second {
		t.Errorf("%v of CPU, the limit is 1 s", cpu)
	}
	if rss > 100<<20 {
		t.Errorf("peak RSS %d MiB, the limit is 100 MiB", rss>>20)
	}
}
