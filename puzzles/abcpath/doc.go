// Package abcpath reads, writes and checks ABC Path puzzles.
//
// An ABC Path puzzle is a 5x5 board framed by a ring of clue letters. The
// player writes the 25 letters A to Y on the board, each once, so that each
// letter is a king's move (one step horizontally, vertically or diagonally)
// from the next one: A, B, C, ... Y form a path. Each clue letter on the ring
// lies in the row, column or diagonal that its ring position faces: the
// positions beside a row clue that row, those above or below a column clue
// that column, the top-left and bottom-right corners clue the main diagonal
// (top-left to bottom-right) and the top-right and bottom-left corners the
// anti-diagonal. Letters given on the board (usually just A) stay where they
// are.
//
// This package holds the plain data types, the text format of docs/FORMATS.md
// (Parse, Format, ParseSolution, FormatSolution), semantic checks
// (Validate), an independent solution checker (Verify), all free of the
// constraint engine, and the constraint model (Build, SearchOptions).
//
// The file format is the 7x7 frame, "." for an empty board cell (or a ring
// position without a clue):
//
//	abcpath
//	BHFNOCX
//	J.....Q
//	M.....P
//	U..A..W
//	G.....T
//	D.....E
//	YIKVRSL
//
// The solution block is the 5x5 letter grid, 5 rows of 5 letters.
//
// Build's model has a cell variable per letter, AllDifferent over them,
// king-move tables between consecutive letters and the clues as domain
// restrictions.
//
// SVG draws a puzzle as it is printed, with a position of play (a
// render.State) and a highlight; Draw draws a solution for a terminal;
// Conflicts names the rules a position breaks already (render.go).
package abcpath
