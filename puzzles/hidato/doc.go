// Package hidato reads, writes, validates and verifies Hidato puzzles
// (also known as Hidoku) and their orthogonal variant Numbrix.
//
// A Hidato is a grid of cells, some of its squares possibly holes (not
// part of the grid), some cells holding given numbers. The rules: write
// the numbers 1 to N (N the number of cells) one per cell so that each
// number k < N is next to k+1 — a king's move away (a shared side or
// corner) in Hidato, a shared side in Numbrix. Published Hidatos give 1
// and N; Numbrix puzzles need not.
//
// The file format (docs/FORMATS.md) is the kind line "hidato" ("hidato
// orthogonal" for Numbrix), then the grid: whitespace-separated squares, a
// number for a given, '.' for a cell to fill and '#' for a hole. A file
// may end with a line "solution" followed by the filled grid (holes '#').
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine. Build gives the
// constraint model, written on the modelling layer (package tessera), and
// SearchOptions the recommended search.
//
// SVG draws a puzzle as it is printed (the holes dark, 1 and N circled),
// with a position of play (a render.State) and a highlight; Draw draws a
// solution for a terminal; Conflicts names the rules a position breaks
// already (render.go).
package hidato
