package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Exit codes.
const (
	exitOK    = 0 // the search ran (whatever it found, which stdout says)
	exitError = 1 // unreadable or unsupported input, an internal error
	exitUsage = 2 // bad flag or argument
)

const usageText = `fzn-tessera runs a FlatZinc model on the Tessera engine.

Usage:
  fzn-tessera [flags] FILE.fzn      solve (FILE - reads standard input)
  fzn-tessera --install-msc DIR     write DIR/tessera.msc (the solver
                                    configuration) and DIR/tessera-mznlib/
                                    (the globals posted natively) for
                                    MiniZinc (then: minizinc --solver
                                    tessera, when DIR is one of its solver
                                    directories, e.g. ~/.minizinc/solvers)
  fzn-tessera --version

Flags (MiniZinc's standard solver flags):
  -a        all solutions; for an optimisation, every improving solution
  -n N      stop after N solutions
  -f        free search (as Chuffed's -f): conflict-driven learning, the
            runs between restarts (as Chuffed's -f: pairs of runs of 100
            failures by the search annotations' branching between pairs
            of runs of 200, 400, 200, 800 ... failures by activity-based
            branching, VSIDS over every decision variable, x != v first
            but on domains of 9 to 64 values, phase saving;
            a restart annotation's runs alternate instead); on an
            optimisation, after 500 failures, if the learned clauses'
            mean LBD is above 6, it goes on by the annotations without
            learning (from the root, the best objective found as
            bound); listing
            the solutions of a satisfaction problem (-a, -n N > 1) it
            ignores the annotations without learning
  -s        print statistics (%%%mzn-stat: name=value lines)
  -t MS     time limit in milliseconds
  -r SEED   random seed (indomain_random)
  -p N      parallel search on N workers (at most one per core)
  -v        verbose: what was built and how the search is set up, on stderr
  --max-input-mb N
            the largest FlatZinc file read, in MiB (default 4); a larger
            input is refused rather than read without bound
  --paths FILE  MiniZinc's symbol table (.paths): errors name the model's
            variables and lines

The output follows the FlatZinc specification: the output variables of
each solution then "----------"; "==========" once the search is complete
(all solutions printed, or the last one optimal); "=====UNSATISFIABLE====="
or "=====UNKNOWN=====" when no solution was found. Exit code 0 when the
search ran, 1 on an input or internal error, 2 on a usage error.
`

// version is set at link time (-ldflags "-X main.version=v1.2.3").
var version = ""

func versionString() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}

// options are the parsed command line.
type options struct {
	all        bool
	solutions  int64
	free       bool
	stats      bool
	timeLimit  time.Duration
	seed       uint64
	threads    int
	verbose    bool
	maxInput   int64 // bytes
	file       string
	installDir string
	paths      string // MiniZinc's .paths file, or ""
}

// run is the whole command line: it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return runContext(ctx, args, stdin, stdout, stderr)
}

func runContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, code, done := parseArgs(args, stdout, stderr)
	if done {
		return code
	}
	if o.installDir != "" {
		return runInstall(o.installDir, stdout, stderr)
	}
	return runSolve(ctx, o, stdin, stdout, stderr)
}

// parseArgs reads the flags and the file. done reports that the command
// is over (help, version, a usage error) with the exit code.
func parseArgs(args []string, stdout, stderr io.Writer) (o options, code int, done bool) {
	o.threads, o.maxInput = 1, defaultMaxInput
	usage := func(format string, a ...any) (options, int, bool) {
		fmt.Fprintf(stderr, "fzn-tessera: %s\nRun 'fzn-tessera --help' for usage.\n", fmt.Sprintf(format, a...))
		return o, exitUsage, true
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		value := func() (string, bool) {
			if i+1 >= len(args) {
				return "", false
			}
			i++
			return args[i], true
		}
		switch a {
		case "-h", "-help", "--help":
			fmt.Fprint(stdout, usageText)
			return o, exitOK, true
		case "--version", "-version":
			fmt.Fprintf(stdout, "fzn-tessera %s\n", versionString())
			return o, exitOK, true
		case "-a", "--all-solutions":
			o.all = true
		case "-f", "--free-search":
			o.free = true
		case "-s", "--statistics":
			o.stats = true
		case "-v", "--verbose":
			o.verbose = true
		case "-n", "-t", "-r", "-p", "--num-solutions", "--time-limit", "--random-seed", "--parallel", "--install-msc", "--max-input-mb", "--paths":
			v, ok := value()
			if !ok {
				return usage("flag %s needs a value", a)
			}
			switch a {
			case "--install-msc":
				o.installDir = v
				continue
			case "--paths":
				o.paths = v
				continue
			}
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 0 {
				return usage("flag %s: %q is not a non-negative integer", a, v)
			}
			switch a {
			case "-n", "--num-solutions":
				o.solutions = n
			case "-t", "--time-limit":
				o.timeLimit = time.Duration(n) * time.Millisecond
			case "-r", "--random-seed":
				o.seed = uint64(n)
			case "--max-input-mb":
				if n < 1 || n > 1<<20 {
					return usage("flag %s: %d MiB: expected 1 to 1048576", a, n)
				}
				o.maxInput = n << 20
			default:
				o.threads = int(n)
			}
		default:
			if strings.HasPrefix(a, "-") && a != "-" {
				return usage("unknown flag %s", a)
			}
			if o.file != "" {
				return usage("one FlatZinc file at a time (%s and %s)", o.file, a)
			}
			o.file = a
		}
	}
	if o.file == "" && o.installDir == "" {
		return usage("no FlatZinc file given")
	}
	if o.file != "" && o.installDir != "" {
		return usage("--install-msc takes no FlatZinc file")
	}
	return o, exitOK, false
}

// errorText is err's message, with a file error as "FILE: problem".
func errorText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Path + ": " + pe.Err.Error()
	}
	return err.Error()
}
