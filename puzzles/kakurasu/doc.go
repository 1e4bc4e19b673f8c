// Package kakurasu reads, writes, validates and verifies Kakurasu puzzles.
//
// A Kakurasu is an n×n grid of cells to shade or leave blank, with a clue
// for each row and each column (or no clue). The rules: in each row, the
// column indices (1-based) of its shaded cells sum to the row's clue, and in
// each column the row indices of its shaded cells sum to the column's clue.
//
// The file format (docs/FORMATS.md) is the kind line "kakurasu",
// then a line "rows" and a line "cols" of n clue tokens each ("-" for no
// clue), and optionally a line "solution" followed by n rows of "#" (shaded)
// and "." (blank). After the kind line "#" is a shaded cell, not a comment.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine. Build gives the
// constraint model (a 0/1 variable per cell, a Regular constraint over the
// subset-sum automaton of each clued line) and SearchOptions the
// recommended search.
//
// SVG draws a puzzle as it is printed, with a position of play (a
// render.State) and a highlight; Draw draws a solution for a terminal;
// Conflicts names the rules a position breaks already (render.go).
package kakurasu
