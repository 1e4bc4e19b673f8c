package generate

import "github.com/tessera-cp/tessera/puzzles/internal/draw"

// ErrArgument is wrapped by the errors of a generator called with an
// argument out of range.
var ErrArgument = draw.ErrArgument

// ErrEffort is wrapped by the errors of a generator that gave up after its
// bounded number of attempts. It is only expected for extreme arguments,
// such as a ROGO loop nearly as long as the grid has cells.
var ErrEffort = draw.ErrEffort
