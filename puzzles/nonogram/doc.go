// Package nonogram reads, writes, validates and verifies nonograms (also
// known as Paint by Numbers, Griddlers, Hanjie or Picross).
//
// A nonogram is a grid of cells to fill or leave blank, with a clue for
// each row and each column: the lengths of the runs of filled cells in that
// line, in order (left to right, top to bottom), runs separated by at least
// one blank cell. An empty clue means the line has no filled cell. The rule:
// every row and every column shows exactly its clue's runs.
//
// The file format (docs/FORMATS.md) is the kind line "nonogram", a line
// "rows" followed by one clue line per row (the run lengths separated by
// spaces or commas, "0" for an empty line), a line "columns" followed by
// one clue line per column, and optionally a line "solution" followed by
// the grid's rows of "#" (filled) and "." (blank). After the kind line "#"
// is a filled cell, not a comment.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine: Verify re-reads the
// runs of every line and compares them with the clues. Build gives the
// constraint model, written on the modelling layer (a 0/1 variable per
// cell, a Regular constraint over the automaton of each line's clue), and
// SearchOptions the recommended search.
//
// SVG draws a puzzle as it is printed (the clues beside their lines), with
// a position of play (a render.State) and a highlight; Draw draws a
// solution for a terminal; Conflicts names the lines a position cannot
// complete any more (render.go, with Fits).
package nonogram
