// Package takuzu reads, writes, validates and verifies Takuzu puzzles (also
// known as Binairo, Binero, 3-in-a-row or Unruly).
//
// A Takuzu is an n×n grid, n even, of cells to fill with 0 or 1, some of them
// given. The rules: no three equal cells next to each other in a row or a
// column, and every row and column holds as many 0s as 1s. With the unique
// rule (the kind line "takuzu unique", the Binairo rule) no two rows and no
// two columns are equal.
//
// The file format (docs/FORMATS.md) is the kind line, then n rows
// of "0", "1" and "." (unknown), as runs of characters or whitespace-separated
// tokens, and optionally a line "solution" followed by the filled grid.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independently of the constraint engine. Build returns the
// constraint model (a Regular constraint over one DFA per row and column,
// AllDistinctRows under the unique rule) and SearchOptions the recommended
// search; the model's solutions are checked by Verify, which does not use
// the engine.
//
// SVG draws a puzzle as it is printed, with a position of play (a
// render.State) and a highlight; Draw draws a solution for a terminal;
// Conflicts names the rules a position breaks already (render.go).
package takuzu
