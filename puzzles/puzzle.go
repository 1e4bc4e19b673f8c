package puzzles

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/internal/text"
	"github.com/tessera-cp/tessera/search"
)

// Puzzle is a parsed puzzle of any kind.
type Puzzle interface {
	Kind() string
	Name() string
	// Size describes the instance in a few words ("9x9", "6x6 unique",
	// "7x9 steps 16").
	Size() string
	// Format is the puzzle file text, with its solution block if known.
	Format() string
	// Known is the file's own solution block, or nil.
	Known() Solution
	// ParseSolution reads a file holding a solution block of this puzzle.
	ParseSolution(file string, data []byte) (Solution, error)
	// Verify re-checks every rule of the puzzle on s, without the engine,
	// and names the first broken rule.
	Verify(s Solution) error
	// Build posts the puzzle's constraint model on a new store.
	Build() (*Model, error)
	// Score is the objective value of s for optimisation puzzles (ROGO's
	// points); ok is false for satisfaction puzzles.
	Score(s Solution) (score int, ok bool)
}

// Solution is a solution of a Puzzle.
type Solution interface {
	// Format is the kind's solution block.
	Format() string
}

// Model is a puzzle's constraint model, ready for the search.
type Model struct {
	Store *cp.Store
	Vars  []cp.VarID // decision variables
	// Names, when set, names Vars[i] in the puzzle's words (Names[i]),
	// for hints of a kind without Words (model.Model.Names).
	Names     []string
	Objective cp.VarID // model.NoObjective for satisfaction puzzles
	Maximize  bool
	// Decode reads the solution from a store whose Vars are all fixed.
	Decode func(*cp.Store) Solution
	// Search holds the kind's recommended search options (Vars, branching,
	// objective); Solve starts from them.
	Search search.Options
}

// ParseError is the error of a malformed puzzle file: it names the file,
// the line and what was expected.
type ParseError = text.Error

// ErrSyntax is wrapped by every ParseError.
var ErrSyntax = text.ErrSyntax
