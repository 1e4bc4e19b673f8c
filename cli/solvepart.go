package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/tessera-cp/tessera/puzzles"
)

const solvePartHelp = `Usage: tessera solve-part [--timeout D] < job.jsonl > result.jsonl

Solves jobs written by 'tessera split': for each JSON line of standard
input, one result line on standard output, in the same order. The result
holds the part's count, its first (or best) solution, which passed the
puzzle's rule checker, and its statistics; 'tessera merge' combines the
results of every part. A job split by another version of tessera, whose
model differs, and a job whose puzzle, options or subproblems were changed
after the split (they no longer match the hashes it carries) are refused,
naming the line.

Flags:
  --timeout D     stop each job after the duration D (1s, 2m); the result
                  then says it is not complete, and merge reports the
                  answer as not proven (exit code 4)
`

// maxJobLine bounds one line of solve-part's and merge's input.
const maxJobLine = 64 << 20

// runSolvePart is 'tessera solve-part'.
func runSolvePart(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("solve-part")
	timeout := fs.Duration("timeout", 0, "")
	operands, help, err := parseFlags(fs, args)
	if help {
		fmt.Fprint(stdout, solvePartHelp)
		return exitOK
	}
	switch {
	case err != nil:
		return usageError(stderr, "solve-part", err.Error())
	case len(operands) > 0:
		return usageError(stderr, "solve-part", "the jobs come on standard input; expected no operand")
	case visited(fs)["timeout"] && *timeout <= 0:
		return usageError(stderr, "solve-part", fmt.Sprintf("--timeout %v: expected a positive duration", *timeout))
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	code, n := exitOK, 0
	err = eachLine(stdin, func(line int, data []byte) error {
		var job puzzles.Job
		if err := strictJSON(data, &job); err != nil {
			return fmt.Errorf("%s:%d: not a job line (from 'tessera split'): %v", stdinName, line, err)
		}
		n++
		r, err := puzzles.SolvePart(ctx, job, *timeout)
		if err != nil {
			return fmt.Errorf("%s:%d: %w", stdinName, line, err)
		}
		if !r.Complete {
			code = exitLimited
		}
		return enc.Encode(r)
	})
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	if n == 0 {
		report(stderr, fmt.Errorf("%s: no job line", stdinName))
		return exitInput
	}
	return code
}

// eachLine calls f with each non-blank line of r (numbered from 1), until
// f fails; a line longer than maxJobLine is an error.
func eachLine(r io.Reader, f func(line int, data []byte) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxJobLine)
	line := 0
	for sc.Scan() {
		line++
		data := bytes.TrimSpace(sc.Bytes())
		if len(data) == 0 {
			continue
		}
		if err := f(line, data); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("%s:%d: a line longer than %d MiB", stdinName, line+1, maxJobLine>>20)
		}
		return fmt.Errorf("%s: %w", stdinName, err)
	}
	return nil
}

// strictJSON decodes one JSON value, refusing unknown fields and trailing
// data.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("trailing data after the JSON object")
	}
	return nil
}
