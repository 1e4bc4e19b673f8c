// Command tessera solves logic puzzles (Sudoku, Takuzu, KenKen, Kakurasu,
// ABC Path, ROGO, Tetravex) with the Tessera constraint programming engine,
// checks solutions against the puzzles' rules, lists the bundled puzzle
// library, summarises the file formats, draws puzzles as SVG (render) and
// serves a local page to play them (serve). Run "tessera --help".
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
