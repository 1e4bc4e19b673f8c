package kakuro

import (
	"errors"
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// ErrInvalid is wrapped by the errors of Validate: the puzzle breaks a rule
// of the format (size, clue cells, runs) or has a sum no run can reach.
var ErrInvalid = errors.New("invalid kakuro")

// ErrNotSolution is wrapped by the errors of Verify: the grid breaks a rule
// of the puzzle.
var ErrNotSolution = errors.New("not a solution of the kakuro")

// invalidError is a Validate error, with the file line it concerns when the
// puzzle was read from a file.
type invalidError struct {
	line int
	msg  string
}

func (e *invalidError) Error() string { return e.msg }
func (e *invalidError) Unwrap() error { return ErrInvalid }

func invalidf(line int, format string, args ...any) error {
	return &invalidError{line: line, msg: fmt.Sprintf(format, args...)}
}

// atLine turns a Validate error into a line-numbered error of file d.
func atLine(d *text.Doc, err error) error {
	var ie *invalidError
	if errors.As(err, &ie) && ie.line > 0 {
		return d.Errorf(ie.line, "%s", ie.msg)
	}
	return d.Errorf(d.KindLine, "%s", err.Error())
}

// ruleError is a Verify error: a plain-words description of a broken rule.
type ruleError struct{ msg string }

func (e *ruleError) Error() string { return e.msg }
func (e *ruleError) Unwrap() error { return ErrNotSolution }

func rulef(format string, args ...any) error {
	return &ruleError{msg: fmt.Sprintf(format, args...)}
}
