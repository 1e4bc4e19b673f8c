// Package puzzles maps a puzzle file to its kind and solves it: Parse reads
// the kind line and hands the file to the registered kind's parser (the
// built-in sudoku, takuzu, kenken, kakurasu, abcpath, rogo, tetravex,
// hidato, skyscrapers, nonogram, hitori, starbattle, or a kind another
// module added with Register), giving Puzzle values that format, verify
// solutions and build their constraint model without the caller knowing
// the kind. Solve runs the search on the model and verifies
// every solution it reports. The bundled library (Bundled, OpenBundled)
// holds the real instances every kind package embeds. SVG and Draw draw a
// puzzle (with a position of play, a solution, a highlight) through its
// kind's renderer; CheckState judges a position of play by the puzzle's
// rules; PlayInput says how it is played (see package render).
package puzzles
