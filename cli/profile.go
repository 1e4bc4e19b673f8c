package cli

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/pkg/profile"
)

// profileModes maps --profile to pkg/profile's options and the file the
// profile is written to.
var profileModes = map[string]struct {
	opts []func(*profile.Profile)
	file string
}{
	"cpu":    {[]func(*profile.Profile){profile.CPUProfile}, "cpu.pprof"},
	"mem":    {[]func(*profile.Profile){profile.MemProfile}, "mem.pprof"},
	"allocs": {[]func(*profile.Profile){profile.MemProfileRate(profile.DefaultMemProfileRate), profile.MemProfileAllocs}, "mem.pprof"},
	"trace":  {[]func(*profile.Profile){profile.TraceProfile}, "trace.out"},
	"block":  {[]func(*profile.Profile){profile.BlockProfile}, "block.pprof"},
	"mutex":  {[]func(*profile.Profile){profile.MutexProfile}, "mutex.pprof"},
}

// profiler is a running profile.
type profiler struct {
	p    interface{ Stop() }
	path string
}

// startProfile starts the profile of the given mode in dir. pkg/profile
// exits the process on a file error, so the directory and the file are
// checked here first. Its own interrupt hook is off (NoShutdownHook): the
// solve command cancels the search on Ctrl-C and stops the profile before
// returning, so the profile is complete.
func startProfile(mode, dir string) (*profiler, error) {
	m := profileModes[mode]
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, fmt.Errorf("--profile-dir: %w", err)
	}
	path := filepath.Join(dir, m.file)
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--profile %s: %w", mode, err)
	}
	f.Close()
	opts := append([]func(*profile.Profile){profile.ProfilePath(dir), profile.Quiet, profile.NoShutdownHook}, m.opts...)
	return &profiler{p: profile.Start(opts...), path: path}, nil
}

// stop writes the profile (once) and returns its path.
func (pr *profiler) stop() (string, error) {
	if pr.p != nil {
		pr.p.Stop()
		pr.p = nil
	}
	if _, err := os.Stat(pr.path); err != nil {
		return "", fmt.Errorf("the profile was not written: %w", err)
	}
	return pr.path, nil
}
