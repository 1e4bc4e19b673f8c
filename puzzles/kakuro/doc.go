// Package kakuro reads, writes, validates and verifies Kakuro puzzles (also
// known as Cross Sums).
//
// A Kakuro is a grid of black and white cells, like a crossword. Some black
// cells hold clues: a down sum for the run of white cells below it and an
// across sum for the run to its right (a run ends at the next black cell
// or the edge). The rules: every white cell holds a digit 1..9, and the
// digits of every run are distinct and add up to its clue.
//
// The file format (docs/FORMATS.md) is the kind line "kakuro", then the
// grid, one row per line, as whitespace-separated tokens: '.' a white cell,
// '#' a black cell without clue, 'DOWN\ACROSS' a black cell with clues
// (either sum may be left out: '16\', '\23'). A file may end with a line
// "solution" followed by the rows of the filled grid, a digit per white
// cell and '#' per black cell.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine; Runs lists the clued
// runs.
package kakuro
