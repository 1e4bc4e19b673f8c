// Package slitherlink is a puzzle kind written the way a program outside
// the Tessera module writes one: through the public packages only
// (tessera, cp, search, puzzles, puzzles/model, puzzles/render,
// puzzles/craft), never an internal one (TestImportsArePublic), and
// registered with puzzles.Register like any user's kind (Register).
//
// Slitherlink (Nikoli; Simon Tatham's Loopy): a grid of cells, some
// holding a clue 0-3 (4 is accepted); draw one closed loop along the
// cells' edges, never crossing or branching, so that each clue counts the
// edges of its cell the loop runs along.
//
// Files: the kind line "slitherlink", then the grid (rows of clue digits
// and '.'), or a single line holding a Loopy game ID ("7x7t0:a3…" on a
// square grid, as `sgt-loopy --generate` prints it); then optionally
// "solution" and the solution block, the loop drawn with '+' dots, '-' and
// '|' lines (FormatSolution). ParseLoopy reads a bare game ID.
//
// The model (Build): one Boolean per edge, the clues and the dots as
// sums, and the single loop as a propagator of the package's own
// (loop.go, written on cp's public interface); the search adds lookahead
// on the edges. BuildSubcircuit (a successor per dot under the engine's
// Subcircuit) and BuildInside (cells inside or outside the loop, both
// sides connected) are the other formulations measured: README.md beside
// this file gives the figures and the reason for the choice. Tune shapes
// the grading ladder after Loopy's levels; Planted, Clues and Keep
// generate puzzles through puzzles/craft.
package slitherlink
