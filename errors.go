package tessera

import (
	"errors"
	"fmt"

	"github.com/tessera-cp/tessera/propagators"
)

// ErrArgs is wrapped by every error a post or a variable constructor
// records for malformed arguments (it is propagators.ErrArgs, so the
// errors of the post functions underneath match it too).
var ErrArgs = propagators.ErrArgs

// ErrUnsatisfiable is wrapped by the error of Solve and Optimize when a
// complete search found no solution: the model has none.
var ErrUnsatisfiable = errors.New("no solution")

// ErrLimit is wrapped by the error of Solve and Optimize when a limit (time,
// nodes, failures, the context) stopped the search before it found a
// solution: whether there is one is unknown.
var ErrLimit = errors.New("a limit stopped the search before a solution was found")

// ErrBusy is returned when a search is started on a model whose store is
// already being searched (from inside a loop over All, for instance).
var ErrBusy = errors.New("a search is already running on this model")

// PostError is the error recorded by a bad post: the constraint's name
// (given with Posted.Named, else empty), what was posted (the method, such
// as "AllDifferent" or "linear") and the cause.
type PostError struct {
	Name string
	What string
	Err  error
}

func (e *PostError) Error() string {
	switch {
	case e.Name != "":
		return fmt.Sprintf("tessera: constraint %q (%s): %v", e.Name, e.What, e.Err)
	case e.What != "":
		return fmt.Sprintf("tessera: %s: %v", e.What, e.Err)
	}
	return "tessera: " + e.Err.Error()
}

func (e *PostError) Unwrap() error { return e.Err }

// argError is an error about the arguments of a post, wrapping ErrArgs.
func argError(format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), ErrArgs)
}
