// Package futoshiki reads, writes, validates and verifies Futoshiki puzzles
// (also known as Unequal, or More or Less).
//
// A Futoshiki of side n is an n×n grid, some cells given, with inequality
// signs between some neighbouring cells. The rules: every row and every
// column holds 1..n once, the givens are kept, and every sign holds (the
// smaller value on the sign's narrow side).
//
// The file format (docs/FORMATS.md) is the kind line "futoshiki", then n
// rows of cells, '.' or a given digit, with '<' or '>' between two cells of
// a row that have a sign (spaces elsewhere, for alignment); between two
// rows of cells, an optional row of n vertical signs: '^' (the upper cell
// is smaller), 'v' (it is larger) or '-' (no sign). A file may end with a
// line "solution" followed by n rows of digits.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine; Inequalities lists the
// signs as inequalities.
package futoshiki
