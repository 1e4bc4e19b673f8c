// Package starbattle reads, writes, validates and verifies Star Battle
// puzzles (also known as Two Not Touch).
//
// A Star Battle of side n with k stars is an n×n grid divided into n
// regions. The player places stars in cells so that every row, every column
// and every region holds exactly k stars, and no two stars touch, not even
// diagonally.
//
// The file format (docs/FORMATS.md) is the kind line "starbattle", a key
// line "stars k", then n rows of region names (one character each, or
// whitespace-separated tokens), and optionally a line "solution" followed
// by n rows of "*" (star) and "." (empty).
//
// Parse, Validate, Format, FormatSolution, ParseSolution and Verify work on
// plain data, independent of the constraint engine: Verify counts the stars
// of every row, column and region and looks at the eight neighbours of every
// star. Build gives the constraint model, written on the modelling layer
// (region sums, and a Regular constraint over each strip of two adjacent
// rows or columns), Lines the same without the regions, and SearchOptions
// the recommended search.
//
// SVG draws a puzzle as it is printed (its regions outlined), with a
// position of play (a render.State: stars and dots) and a highlight; Draw
// draws a solution for a terminal; Conflicts names the rules a position
// breaks already (render.go).
package starbattle
