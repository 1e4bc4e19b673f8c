// Package puzzles maps a puzzle file to its kind and solves it: Parse reads
// the kind line and hands the file to the kind's parser (sudoku, takuzu,
// kenken, kakurasu, abcpath, rogo, tetravex), giving Puzzle values that
// format, verify solutions and build their constraint model without the
// caller knowing the kind. Solve runs the search on the model and verifies
// every solution it reports. The bundled library (Bundled, OpenBundled)
// holds the real instances every kind package embeds.
package puzzles
