// Command tessera solves logic puzzles of sixteen kinds with the Tessera
// constraint programming engine: the command line of package cli, with
// the built-in kinds and Slitherlink, which registers itself from its own
// package as any user's kind would (examples/slitherlink). Run
// "tessera --help".
package main

import (
	"fmt"
	"os"

	"github.com/tessera-cp/tessera/cli"
	"github.com/tessera-cp/tessera/examples/slitherlink"
)

func main() {
	if err := slitherlink.Register(); err != nil {
		fmt.Fprintln(os.Stderr, "tessera:", err)
		os.Exit(2)
	}
	cli.Main()
}
