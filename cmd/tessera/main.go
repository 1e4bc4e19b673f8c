// Command tessera solves logic puzzles of fifteen kinds with the Tessera
// constraint programming engine: the command line of package cli, with
// the built-in kinds. Run "tessera --help".
package main

import "github.com/tessera-cp/tessera/cli"

func main() { cli.Main() }
