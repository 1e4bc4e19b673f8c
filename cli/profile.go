package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"runtime/trace"
)

// --profile writes one profile of the run with the standard library
// (runtime/pprof, runtime/trace): a library must not exit its program on
// a file error, and a program that imports package cli then needs no
// module beyond Tessera.

// profileModes maps --profile to the file the profile is written to.
var profileModes = map[string]struct{ file string }{
	"cpu": {"cpu.pprof"}, "mem": {"mem.pprof"}, "allocs": {"mem.pprof"},
	"trace": {"trace.out"}, "block": {"block.pprof"}, "mutex": {"mutex.pprof"},
}

// memProfileRate is the sampling rate of the mem and allocs profiles: one
// sample per 4 KiB allocated (finer than the runtime's default).
const memProfileRate = 4096

// profiler is a running profile.
type profiler struct {
	mode string
	f    *os.File
	path string
	// undo restores the runtime's rates once the profile is written.
	undo func()
}

// startProfile starts the profile of the given mode in dir, creating dir.
func startProfile(mode, dir string) (*profiler, error) {
	m, ok := profileModes[mode]
	if !ok {
		return nil, fmt.Errorf("--profile %q: expected cpu, mem, allocs, trace, block or mutex", mode)
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, fmt.Errorf("--profile-dir: %w", err)
	}
	path := filepath.Join(dir, m.file)
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--profile %s: %w", mode, err)
	}
	pr := &profiler{mode: mode, f: f, path: path, undo: func() {}}
	switch mode {
	case "cpu":
		err = pprof.StartCPUProfile(f)
	case "trace":
		err = trace.Start(f)
	case "mem", "allocs":
		old := runtime.MemProfileRate
		runtime.MemProfileRate = memProfileRate
		pr.undo = func() { runtime.MemProfileRate = old }
	case "block":
		runtime.SetBlockProfileRate(1)
		pr.undo = func() { runtime.SetBlockProfileRate(0) }
	case "mutex":
		old := runtime.SetMutexProfileFraction(1)
		pr.undo = func() { runtime.SetMutexProfileFraction(old) }
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("--profile %s: %w", mode, err)
	}
	return pr, nil
}

// stop writes the profile (once) and returns its path.
func (pr *profiler) stop() (string, error) {
	if pr.f == nil {
		return pr.path, nil
	}
	var err error
	switch pr.mode {
	case "cpu":
		pprof.StopCPUProfile()
	case "trace":
		trace.Stop()
	case "mem":
		err = pprof.Lookup("heap").WriteTo(pr.f, 0)
	case "allocs":
		err = pprof.Lookup("allocs").WriteTo(pr.f, 0)
	case "block", "mutex":
		err = pprof.Lookup(pr.mode).WriteTo(pr.f, 0)
	}
	pr.undo()
	err = errors.Join(err, pr.f.Close())
	pr.f = nil
	if err != nil {
		return "", fmt.Errorf("the profile was not written: %w", err)
	}
	return pr.path, nil
}
