package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime/debug"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
)

// Exit codes. With several puzzles the most severe one wins (see severity).
const (
	exitOK      = 0 // every puzzle solved (optimal, count done)
	exitInput   = 1 // unreadable or malformed input, a failed check, a failed write, an internal error
	exitUsage   = 2 // bad command, flag or argument
	exitUnsat   = 3 // some puzzle has no solution
	exitLimited = 4 // a limit or an interrupt stopped a search before its answer
)

// severity orders the exit codes: usage > input > unsatisfiable > limited > ok.
// A usage error stops everything; an input error means a file could not even
// be tried; a proven "no solution" is a definite defect of the input; a limit
// only leaves an answer open.
func severity(code int) int {
	switch code {
	case exitUsage:
		return 4
	case exitInput:
		return 3
	case exitUnsat:
		return 2
	case exitLimited:
		return 1
	}
	return 0
}

// worse returns the more severe of two exit codes.
func worse(a, b int) int {
	if severity(b) > severity(a) {
		return b
	}
	return a
}

// version is set at link time (-ldflags "-X github.com/tessera-cp/tessera/cli.version=v1.2.3"); when
// empty, the module version of the build is used, else "devel".
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

const usageText = `tessera solves logic puzzles with a constraint programming engine.

Usage:
  tessera solve [flags] FILE...     solve puzzle files
  tessera check PUZZLE [SOLUTION]   check a solution against the puzzle's rules
  tessera list [KIND]               list the bundled puzzles
  tessera generate KIND [flags]     print a random puzzle of KIND (sudoku,
                                    takuzu, kenken, kakurasu, abcpath,
                                    rogo, tetravex, skyscrapers,
                                    starbattle, killer, futoshiki);
                                    --grade BAND makes it unique and graded
  tessera grade [--json] FILE...    grade puzzles by the reasoning they need
  tessera hint [--all] FILE         the next deduction, explained
  tessera formats [KIND]            summarise the puzzle file formats
  tessera render [flags] FILE       draw a puzzle (and its solution) as SVG
  tessera serve [--addr A]          a local page to play, check, solve and
                                    generate puzzles (127.0.0.1:8080)
  tessera split FILE --parts N      divide a puzzle's search into N jobs
                                    (JSON lines) for other machines
  tessera solve-part < JOB          solve one job: one result line
  tessera merge < RESULTS           the answer of the split search
  tessera help [COMMAND]            show the help of a command
  tessera --version                 print the version

FILE is a path, - for standard input, or bundled:KIND/NAME for a puzzle of
the bundled library (bundled:KIND/NAME#K for the K-th puzzle of a
collection; see 'tessera list'). Kinds: sudoku, takuzu, kenken, kakurasu,
abcpath, rogo, tetravex, hidato, skyscrapers, nonogram, hitori, starbattle,
killer, kakuro, futoshiki.

Exit codes:
  0  every puzzle solved (ROGO: proven optimal; --all, --count, --unique:
     the count done)
  1  an error: unreadable or malformed input (or larger than 4 MiB), a
     solution that breaks a rule, output that could not be written
  2  a usage error: unknown command, bad flag or argument
  3  some puzzle has no solution (the complete search proved it)
  4  a limit (--timeout, --nodes) or Ctrl-C stopped a search before its
     answer (no solution yet, an optimum not proven, a count not finished);
     a second Ctrl-C quits at once
With several puzzles the most severe code wins, in the order 2, 1, 3, 4, 0.

Run 'tessera COMMAND --help' for the flags of a command.
`

// usage is usageText, and a line naming the kinds the program registered
// besides the built-in ones (those formats.txt describes).
func usage() string {
	var own []string
	for _, k := range puzzles.Kinds() {
		if !builtInFormat(k) {
			own = append(own, k)
		}
	}
	if len(own) == 0 {
		return usageText
	}
	return usageText + "\nKinds this program adds: " + strings.Join(own, ", ") + ".\n"
}

// run is the whole command line: it returns the exit code. A failed write
// of standard output makes it at least 1 (see checkedWriter).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(context.Background(), args, stdin, stdout, stderr)
}

// runWith is run under parent, which stops the searches and the server as
// Ctrl-C does.
func runWith(parent context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx := parent
	if len(args) > 0 && (args[0] == "solve" || args[0] == "render" || args[0] == "serve" || args[0] == "solve-part") {
		var stop func()
		ctx, stop = interruptContext(parent)
		defer stop()
	}
	out := &checkedWriter{w: stdout}
	return outputError(out, stderr, runContext(ctx, args, stdin, out, stderr))
}

// runContext is run with a context that cancels the searches (Ctrl-C).
func runContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage())
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "solve":
		return runSolve(ctx, rest, stdin, stdout, stderr)
	case "check":
		return runCheck(rest, stdin, stdout, stderr)
	case "list":
		return runList(rest, stdout, stderr)
	case "formats":
		return runFormats(rest, stdout, stderr)
	case "generate":
		return runGenerate(rest, stdout, stderr)
	case "grade":
		return runGrade(rest, stdin, stdout, stderr)
	case "hint":
		return runHint(rest, stdin, stdout, stderr)
	case "render":
		return runRender(ctx, rest, stdin, stdout, stderr)
	case "serve":
		return runServe(ctx, rest, stdout, stderr)
	case "split":
		return runSplit(rest, stdin, stdout, stderr)
	case "solve-part":
		return runSolvePart(ctx, rest, stdin, stdout, stderr)
	case "merge":
		return runMerge(rest, stdin, stdout, stderr)
	case "help", "-h", "-help", "--help":
		if cmd == "help" && len(rest) > 0 {
			if h, ok := commandHelp[rest[0]]; ok && len(rest) == 1 {
				fmt.Fprint(stdout, h)
				return exitOK
			}
			return usageError(stderr, "", fmt.Sprintf("no help for %q (commands: solve, check, list, formats, generate, grade, hint, render, serve, split, solve-part, merge)", strings.Join(rest, " ")))
		}
		fmt.Fprint(stdout, usage())
		return exitOK
	case "version", "-version", "--version":
		fmt.Fprintf(stdout, "tessera %s\n", versionString())
		return exitOK
	}
	if strings.HasPrefix(cmd, "-") {
		return usageError(stderr, "", fmt.Sprintf("unknown flag %s before the command", cmd))
	}
	return usageError(stderr, "", fmt.Sprintf("unknown command %q (commands: solve, check, list, formats, generate, grade, hint, render, serve, split, solve-part, merge, help)", cmd))
}

// commandHelp is the --help text of each command.
var commandHelp = map[string]string{
	"solve":      solveHelp,
	"check":      checkHelp,
	"list":       listHelp,
	"formats":    formatsHelp,
	"generate":   generateHelp,
	"grade":      gradeHelp,
	"hint":       hintHelp,
	"render":     renderHelp,
	"serve":      serveHelp,
	"split":      splitHelp,
	"solve-part": solvePartHelp,
	"merge":      mergeHelp,
}

// usageError reports a usage error of command cmd ("" for the tool) and
// returns exitUsage.
func usageError(stderr io.Writer, cmd, msg string) int {
	if cmd == "" {
		fmt.Fprintf(stderr, "tessera: %s\nRun 'tessera --help' for usage.\n", msg)
	} else {
		fmt.Fprintf(stderr, "tessera %s: %s\nRun 'tessera %s --help' for usage.\n", cmd, msg, cmd)
	}
	return exitUsage
}

// report writes an error to stderr as "tessera: FILE:LINE: message" (a
// ParseError formats itself as FILE:LINE: message).
func report(stderr io.Writer, err error) {
	fmt.Fprintf(stderr, "tessera: %s\n", errorText(err))
}

// errorText is err's message, with a file error as "FILE: problem", its
// non-printable characters escaped (a file name may hold any byte; parse
// errors arrive already cleaned).
func errorText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return puzzles.Escape(pe.Path + ": " + pe.Err.Error())
	}
	return puzzles.Escape(err.Error())
}

// newFlagSet returns a flag set that reports nothing itself.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args allowing flags after the operands (tessera solve
// a.txt --all); "--" ends the flags. It returns the operands, help=true for
// -h/--help, or a usage error.
func parseFlags(fs *flag.FlagSet, args []string) (operands []string, help bool, err error) {
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, true, nil
			}
			return nil, false, doubleDash(err)
		}
		rest := fs.Args()
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(operands, rest...), false, nil
		}
		i := 0
		for i < len(rest) && (rest[i] == "-" || !strings.HasPrefix(rest[i], "-")) {
			i++
		}
		operands = append(operands, rest[:i]...)
		switch {
		case i == len(rest):
			return operands, false, nil
		case rest[i] == "--":
			return append(operands, rest[i+1:]...), false, nil
		}
		args = rest[i:]
	}
}

// doubleDash spells the flag names of the flag package's errors the way
// the help does: "--nodes", not "-nodes".
func doubleDash(err error) error {
	msg := err.Error()
	for _, marker := range []string{"not defined: -", "for flag -", "needs an argument: -"} {
		if i := strings.Index(msg, marker); i >= 0 && !strings.HasPrefix(msg[i+len(marker):], "-") {
			j := i + len(marker)
			msg = msg[:j] + "-" + msg[j:]
		}
	}
	return errors.New(msg)
}

// stdinName names standard input in messages.
const stdinName = "<stdin>"

// readInput reads a FILE argument: a path, "-" for stdin or a bundled
// name. It returns the name to use in messages and the file's text. Files
// and stdin are read through puzzles.ReadLimited, so an endless stream
// (/dev/zero, a pipe) stops at the size limit with an error naming it.
func readInput(arg string, stdin io.Reader) (string, []byte, error) {
	switch {
	case arg == "-":
		data, err := puzzles.ReadLimited(stdinName, stdin)
		return stdinName, data, err
	case strings.HasPrefix(arg, puzzles.BundledPrefix):
		name := strings.TrimSuffix(arg, ".txt")
		data, err := puzzles.ReadBundled(name)
		return name, data, err
	}
	f, err := os.Open(arg)
	if err != nil {
		return arg, nil, err
	}
	defer f.Close()
	data, err := puzzles.ReadLimited(arg, f)
	return arg, data, err
}

// loadPuzzles reads and parses a FILE argument into its puzzles (several
// for a Sudoku collection; bundled:KIND/NAME#K selects one).
func loadPuzzles(arg string, stdin io.Reader) ([]puzzles.Puzzle, error) {
	if strings.HasPrefix(arg, puzzles.BundledPrefix) {
		return puzzles.OpenBundled(arg)
	}
	name, data, err := readInput(arg, stdin)
	if err != nil {
		return nil, err
	}
	return puzzles.Parse(name, data)
}
