// Package cli is the tessera command line as a library: Run and Main run
// every command for each puzzle kind registered in package puzzles (the
// built-in ones and a program's own, registered before the call);
// cmd/tessera is a main over it.
//
// The command solves logic puzzles of fifteen kinds (Sudoku, Takuzu,
// KenKen, Kakurasu, ABC Path, ROGO, Tetravex, Hidato, Skyscrapers,
// Nonogram, Hitori, Star Battle, Killer Sudoku, Kakuro and Futoshiki), and
// of any kind a program registers, with the Tessera constraint
// programming engine. It
// checks solutions against the puzzles' rules (check), lists the bundled
// puzzle library (list), summarises the file formats (formats), generates,
// grades and explains puzzles (generate, grade, hint), draws them as SVG
// (render), serves a local page to play them (serve), and divides a search
// among machines (split, solve-part, merge). Solutions are drawn on a
// terminal and written as plain blocks into files and pipes, which check
// reads back. Run "tessera --help".
package cli

import (
	"context"
	"io"
	"os"
)

// Run is the whole command line on args (without the program's name): it
// returns the exit code (see the usage text). The kinds are those
// registered in package puzzles when it is called.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return run(args, stdin, stdout, stderr)
}

// RunContext is Run stopped by ctx as by Ctrl-C: a search stops and
// reports what it has, serve shuts its server down and returns 0.
func RunContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(ctx, args, stdin, stdout, stderr)
}

// Main runs the command line of the process and exits with its code.
func Main() {
	os.Exit(Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
