// Package rogo reads, writes and checks ROGO puzzles.
//
// A ROGO puzzle is a rectangular grid of cells. A cell is empty, blocked, or
// worth a number of points. The player draws a closed loop of exactly Steps
// distinct cells: each cell of the loop is orthogonally next to the following
// one, the last is next to the first, and no blocked cell is used. The aim is
// to collect as many points as possible; the file may state the best score
// (the optimum: the target a player aims at; Generate states it, proven by
// the solver).
//
// A loop on a grid alternates colours like a chessboard walk, so it has an
// even number of cells, and it has at least 4 of them: a puzzle whose Steps
// is odd or smaller than 4 is valid input that has no solution.
//
// This package holds the engine-independent half of the kind: the plain data
// types, the text format of docs/FORMATS.md (Parse, Format, ParseSolution,
// FormatSolution), semantic checks (Validate) and an independent solution
// checker (Verify, Score). A loop is written canonically (Canonical): its
// first cell is the loop's first cell in reading order, its second the one of
// that cell's two loop neighbours that comes first in reading order, so equal
// loops print equally.
//
// It also holds the constraint model (Build) and the recommended branch and
// bound (SearchOptions): a sequence of cells kept distinct and adjacent,
// with a Lagrangian bound on the points a loop can still collect
// (propagators.DistinctSumRegular); see Build for the choices and their
// measurements.
//
// The file format:
//
//	rogo
//	steps 12
//	best 7
//	. . 2 . .
//	. # . 1 .
//	3 . . . .
//	. . 1 # 2
//
// "." is an empty cell, "#" a blocked cell, a positive integer a cell with
// that many points. The solution block is a line "score S" followed by the
// grid with each loop cell replaced by "@k", its place in the loop.
//
// SVG draws a puzzle as it is printed, with a position of play (a
// render.State) and a highlight; Draw draws a solution for a terminal;
// Conflicts names the rules a position breaks already (render.go).
package rogo
