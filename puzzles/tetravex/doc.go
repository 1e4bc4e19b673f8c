// Package tetravex reads, writes and checks Tetravex puzzles.
//
// A Tetravex puzzle is an n×n board and n² square pieces, each with a number
// on each of its four edges. The player places every piece once on the
// board, without rotating it, so that the touching edges of neighbouring
// pieces carry the same number: a piece's right edge equals the left edge of
// the piece to its right, and its bottom edge the top edge of the piece
// below.
//
// The package holds the plain data types, the text format of docs/FORMATS.md
// (Parse, Format, ParseSolution, FormatSolution), semantic checks (Validate)
// and a solution checker independent of the constraint engine (Verify);
// Build returns the constraint model (a permutation of the pieces with a
// table per 2×2 block of cells) and SearchOptions the recommended search.
//
// The file format is the kind line, "size n", then the n² pieces one per
// line, each as four numbers in the order left top right bottom:
//
//	tetravex
//	size 2
//	1 0 2 3
//	2 0 1 4
//	1 3 5 0
//	5 4 1 0
//
// The solution block is n rows of n piece numbers, 1-based in input order
// (Solution.Grid holds them 0-based).
//
// SVG draws a puzzle as it is printed, with a position of play (a
// render.State) and a highlight; Draw draws a solution for a terminal;
// Conflicts names the rules a position breaks already (render.go).
package tetravex
