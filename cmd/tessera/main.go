// Command tessera solves logic puzzles of fifteen kinds (Sudoku, Takuzu,
// KenKen, Kakurasu, ABC Path, ROGO, Tetravex, Hidato, Skyscrapers,
// Nonogram, Hitori, Star Battle, Killer Sudoku, Kakuro and Futoshiki) with
// the Tessera constraint programming engine. It checks solutions against
// the puzzles' rules (check), lists the bundled puzzle library (list),
// summarises the file formats (formats), generates, grades and explains
// puzzles (generate, grade, hint), draws them as SVG (render), serves a
// local page to play them (serve), and divides a search among machines
// (split, solve-part, merge). Solutions are drawn on a terminal and
// written as plain blocks into files and pipes, which check reads back.
// Run "tessera --help".
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
