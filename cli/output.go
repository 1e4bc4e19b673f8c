package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

// checkedWriter passes writes to w and remembers the first one that failed
// (a full disk, /dev/full, a closed pipe): run reports it and exits 1, so
// an answer is never lost silently. After a failure it writes nothing more.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		c.err = err
	}
	return n, err
}

// outputError reports a failed write of standard output on stderr and
// returns the exit code: at least exitInput when the output was lost.
func outputError(out *checkedWriter, stderr io.Writer, code int) int {
	if out.err == nil {
		return code
	}
	fmt.Fprintf(stderr, "tessera: cannot write the output: %s\n", errorText(out.err))
	return worse(code, exitInput)
}

// drawFlags are the --draw and --plain flags of the commands that print
// solutions (solve, merge): a solution is drawn on a terminal and written
// as its block into a file or a pipe, where 'tessera check' reads it back.
type drawFlags struct {
	fs          *flag.FlagSet
	draw, plain *bool
}

func addDrawFlags(fs *flag.FlagSet) drawFlags {
	return drawFlags{fs: fs, draw: fs.Bool("draw", false, ""), plain: fs.Bool("plain", false, "")}
}

// drawn reports whether to draw the solutions written to stdout; call it
// after parsing the flags.
func (d drawFlags) drawn(stdout io.Writer) (bool, error) {
	set := map[string]bool{}
	d.fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case set["draw"] && set["plain"]:
		return false, errors.New("--draw and --plain exclude each other")
	case set["draw"]:
		return *d.draw, nil
	case set["plain"]:
		return !*d.plain, nil
	}
	return isTerminal(stdout), nil
}

// terminalWriter is a writer that says whether it is a terminal: tests
// hand run one to play a terminal.
type terminalWriter interface {
	IsTerminal() bool
}

// isTerminal reports whether w is a terminal: a character device, or a
// terminalWriter that says so. The checkedWriter around standard output
// is looked through.
func isTerminal(w io.Writer) bool {
	if c, ok := w.(*checkedWriter); ok {
		w = c.w
	}
	if t, ok := w.(terminalWriter); ok {
		return t.IsTerminal()
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
