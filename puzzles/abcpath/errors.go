package abcpath

import (
	"errors"
	"fmt"
)

// ErrInvalid is wrapped by the errors of Validate called on its own (Parse
// reports the same problems as line-numbered *text.Error values).
var ErrInvalid = errors.New("invalid abcpath puzzle")

// ErrNotSolution is wrapped by the errors of Verify: the solution breaks a
// rule of the puzzle.
var ErrNotSolution = errors.New("not a solution of the abcpath puzzle")

// invalidError is an error of Validate.
type invalidError struct{ msg string }

func (e *invalidError) Error() string { return e.msg }
func (e *invalidError) Unwrap() error { return ErrInvalid }

// ruleError is an error of Verify: a broken rule in plain words.
type ruleError struct{ msg string }

func (e *ruleError) Error() string { return e.msg }
func (e *ruleError) Unwrap() error { return ErrNotSolution }

func rulef(format string, args ...any) error {
	return &ruleError{msg: fmt.Sprintf(format, args...)}
}
