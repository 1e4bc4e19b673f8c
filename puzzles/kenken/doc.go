// Package kenken reads, writes, validates and verifies KenKen puzzles (also
// known as Keen or Calcudoku).
//
// A KenKen of side n is an n×n grid divided into cages, connected groups of
// cells. Each cage has a target and an operation: its cells' values combine
// to the target by addition, subtraction, multiplication or division (a - or
// / cage has two cells, the larger value first); a one-cell cage simply gives
// its value. The rules: every row and every column holds 1..n once, and every
// cage meets its clue.
//
// The file format (docs/FORMATS.md) is the kind line "kenken", n
// rows of cage names (one character each, or whitespace-separated tokens),
// then one clue line per cage, "NAME TARGETop" or "NAME:TARGETop" with op
// one of + - * / (x and × mean *, ÷ means /); a one-cell cage has a bare
// number (an operator there is ignored). A file may end with a line
// "solution" followed by n rows of values.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine. Build gives the
// constraint model (a variable per cell, domain-consistent AllDifferent on
// rows and columns, a table of allowed tuples per cage) and SearchOptions
// the recommended search.
//
// SVG draws a puzzle as it is printed, with a position of play (a
// render.State) and a highlight; Draw draws a solution for a terminal;
// Conflicts names the rules a position breaks already (render.go).
package kenken
