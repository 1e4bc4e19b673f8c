package draw

import (
	"errors"
	"fmt"
)

// ErrArgument is wrapped by the errors of a generator called with an
// argument out of range.
var ErrArgument = errors.New("generate: argument out of range")

// ErrEffort is wrapped by the errors of a generator that gave up after its
// bounded number of attempts. It is only expected for extreme arguments,
// such as a ROGO loop nearly as long as the grid has cells.
var ErrEffort = errors.New("generate: no instance found within the effort bound")

// Argf is an error wrapping ErrArgument.
func Argf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrArgument}, args...)...)
}

// Effortf is an error wrapping ErrEffort.
func Effortf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrEffort}, args...)...)
}
