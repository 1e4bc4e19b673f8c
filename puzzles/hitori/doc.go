// Package hitori reads, writes, validates and verifies Hitori puzzles.
//
// A Hitori is a grid of numbers. The player shades some cells so that:
// no number appears twice among the unshaded cells of a row or of a column;
// no two shaded cells are orthogonally adjacent; and the unshaded cells are
// all orthogonally connected to each other.
//
// The file format (docs/FORMATS.md) is the kind line "hitori", then the
// grid's rows of numbers (a run of digits when every number is below 10, or
// whitespace-separated numbers), and optionally a line "solution" followed
// by the grid's rows of "#" (shaded) and "." (unshaded). After the kind line
// "#" is a shaded cell, not a comment.
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine: Verify re-checks the
// three rules on the shading, the connectivity by a flood fill. Build gives
// the constraint model, written on the modelling layer (a Boolean per
// cell, clauses for touching shaded cells and repeated numbers, and the
// domain-consistent Connected over the unshaded cells), and SearchOptions
// the recommended search. BuildSwitched is the model of every n×n Hitori
// at once (a clause for every two cells of a line, each pair's
// propagators listed), from which a generator takes out a puzzle's
// unequal pairs instead of building its model; SwitchedShape and
// BuildSwitchedOn give it to the registry, so that a puzzles.ModelCache
// counts the solutions of many puzzles of a size on one (switched.go).
//
// SVG draws a puzzle as it is printed, with a position of play (a
// render.State: shaded and kept cells) and a highlight; Draw draws a
// solution for a terminal; Conflicts names the rules a position breaks
// already (render.go).
package hitori
