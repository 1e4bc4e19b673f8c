// Package generate draws random, valid puzzle instances for benchmark
// series: Tetravex, KenKen, Takuzu, Sudoku, ROGO, Skyscrapers, Star
// Battle, Futoshiki and Killer Sudoku.
//
// Each generator takes an explicit seed and is deterministic: the same
// arguments and seed give the same puzzle, byte for byte once formatted,
// on every platform and Go release: all random choices come from one
// math/rand/v2 PCG stream (a fixed algorithm) seeded with the seed and a
// per-kind constant, the package turns its raw words into numbers itself,
// and no map iteration decides anything. Different seeds give different
// puzzles (but for the few tiny sizes that have only a handful).
//
// Every generator plants a solution first and builds the puzzle around it,
// so every instance is solvable; the returned puzzle passes its kind's
// Validate, is named "generated:KIND-…-sSEED", and carries no known
// solution (Known is nil; for ROGO HasBest is false).
//
// Uniqueness is NOT guaranteed: a puzzle may have other solutions than the
// planted one, but for Skyscrapers with unique set, which counts solutions
// to two with the kind's model and search (package search) while it
// removes clues, StarBattle with unique set, which counts solutions with
// the kind's model and keeps only a puzzle whose planted solution is the
// only one, and Futoshiki and Killer with unique set, which add clues
// (signs, givens) or merge cages only while the solver, counting solutions
// to two on the kind's own model, finds the planted solution alone. The
// Planted functions return the planted solution too; package
// puzzles/craft builds unique puzzles at a requested grade from them.
// Arguments
// out of range give an error wrapping ErrArgument; a generator that gives up
// after its bounded effort (only for extreme arguments) returns an error
// wrapping ErrEffort.
//
// The package never prints; it imports the standard library, the kind
// packages and, for the Skyscrapers uniqueness counts and StarBattle's
// searches (planting the stars, counting solutions), the engine's packages
// cp and search.
package generate
