// Package skyscrapers reads, writes, validates and verifies Skyscrapers
// puzzles (also known as Towers or Building).
//
// A Skyscrapers puzzle of side N is an N×N grid with clues along its four
// sides and possibly some heights given in the grid. The rules: write a
// height 1..N in every cell so that each row and each column holds every
// height once, and so that from each clue exactly as many buildings are
// seen as it says, looking along its row or column — a building is seen
// when it is taller than every building in front of it.
//
// The file format (docs/FORMATS.md) is the kind line "skyscrapers", then
// the grid in its frame of clues: N+2 rows of N+2 squares, the top and
// bottom rows holding the column clues between two corner '.', every other
// row a left clue, the N cells ('.' or a given height) and a right clue;
// '.' stands for no clue. Rows are runs of characters or
// whitespace-separated tokens (N ≥ 10). A file may end with a line
// "solution" followed by N rows of heights.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine. Build gives the
// constraint model, written on the modelling layer (package tessera), and
// SearchOptions the recommended search.
//
// SVG draws a puzzle as it is printed, its clues around the grid, with a
// position of play (a render.State) and a highlight; Draw draws a solution
// in its frame of clues for a terminal; Conflicts names the rules a
// position breaks already (render.go).
package skyscrapers
