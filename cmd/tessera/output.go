package main

import (
	"fmt"
	"io"
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
