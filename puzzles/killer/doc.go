// Package killer reads, writes, validates and verifies Killer Sudoku
// puzzles (also known as Sums Sudoku or Samunamupure).
//
// A Killer Sudoku of side n (4, 9, 16 or 25) is a Sudoku grid with few or
// no givens, divided into cages: connected groups of cells, each with a
// sum. The rules: every row, every column and every √n×√n box holds 1..n
// once, and the cells of each cage hold distinct values that add up to its
// sum. Cells outside every cage are allowed (some puzzles leave a few).
//
// The file format (docs/FORMATS.md) is the kind line "killer", n rows of
// cage names (one character each, or whitespace-separated tokens; '.' for
// a cell in no cage), then one sum line per cage, "NAME SUM" or
// "NAME:SUM". A file may end with a line "solution" followed by n rows of
// values.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine.
package killer
