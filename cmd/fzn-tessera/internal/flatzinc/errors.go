package flatzinc

import (
	"errors"
	"fmt"
)

// Error is a problem with a FlatZinc text: the line it is on and what is
// wrong or was expected. Its message is "FILE:LINE: problem" once the file
// is named (Parse names it), "line LINE: problem" before.
type Error struct {
	File string
	Line int
	Msg  string
	// Err, when not nil, is the sentinel the problem falls under
	// (ErrUnsupported), for errors.Is.
	Err error
}

func (e *Error) Error() string {
	if e.File != "" {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

func (e *Error) Unwrap() error { return e.Err }

// ErrUnsupported is wrapped by errors about FlatZinc that is valid but
// outside what Tessera solves: float and set variables, unknown
// constraints.
var ErrUnsupported = errors.New("unsupported FlatZinc")

func errorf(line int, format string, args ...any) *Error {
	return &Error{Line: line, Msg: fmt.Sprintf(format, args...)}
}

func unsupportedf(line int, format string, args ...any) *Error {
	return &Error{Line: line, Msg: fmt.Sprintf(format, args...), Err: ErrUnsupported}
}
