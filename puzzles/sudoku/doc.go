// Package sudoku reads, writes, validates and verifies Sudoku puzzles.
//
// A Sudoku of side N = n² (4, 9, 16 or 25) is an N×N grid divided into N
// boxes of n×n cells. Some cells are given; the solver fills the others so
// that every row, every column and every box holds each value 1..N exactly
// once.
//
// The file format (docs/FORMATS.md) is the kind line "sudoku"
// followed by the grid, in one of three spellings: rows of single characters
// (1-9, then A-P for 10-25, "." or "0" for an unknown cell), rows of
// whitespace-separated numbers, or the whole grid on one line of N² characters.
// A collection file holds several one-line puzzles, one per line; ParseAll
// reads it, naming the puzzles FILE#1, FILE#2, ... A file may end with a line
// "solution" and the filled grid.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine. Build gives the
// constraint model (a variable per cell, domain-consistent AllDifferent on
// rows, columns and boxes) and SearchOptions the recommended search.
//
// SVG draws a puzzle as it is printed, with a position of play (a
// render.State) and a highlight; Draw draws a solution for a terminal;
// Conflicts names the rules a position breaks already (render.go).
package sudoku
