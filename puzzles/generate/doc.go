// Package generate is the front of the kinds' random generators for the
// benchmark series and the command: each function here is one line that
// calls the generator its kind's package owns (puzzles/<kind>/generate.go:
// Generate, GenerateContext, Planted). Tetravex, KenKen, Takuzu, Sudoku,
// ROGO, Skyscrapers, Star Battle, Futoshiki and Killer Sudoku have one.
//
// Each generator takes an explicit seed and is deterministic: the same
// arguments and seed give the same puzzle, byte for byte once formatted,
// on every platform and Go release: all random choices come from one
// math/rand/v2 PCG stream (a fixed algorithm, puzzles/internal/draw)
// seeded with the seed and a per-kind constant, and no map iteration
// decides anything. Different seeds give different puzzles (but for the
// few tiny sizes that have only a handful).
//
// Every generator plants a solution first and builds the puzzle around it,
// so every instance is solvable; the returned puzzle passes its kind's
// Validate, is named "generated:KIND-…-sSEED", and carries no known
// solution (Known is nil). Rogo states the best score (HasBest), proven
// by the solver within a node budget; PlantedRogo states none.
//
// Uniqueness is NOT guaranteed: a puzzle may have other solutions than the
// planted one, but for Skyscrapers, StarBattle, Futoshiki and Killer with
// unique set, which count solutions to two on the kind's own model while
// they take clues away, repair regions, add clues or merge cages. The
// Planted functions return the planted solution too; package
// puzzles/craft builds unique puzzles at a requested grade from them.
// Arguments out of range give an error wrapping ErrArgument; a generator
// that gives up after its bounded effort (only for extreme arguments)
// returns an error wrapping ErrEffort.
//
// The package never prints; it imports the kind packages and
// puzzles/internal/draw only.
package generate
