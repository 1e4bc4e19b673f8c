// Command outside is a program of another module (its own go.mod, with a
// replace directive to this repository) that gets Tessera's whole command
// line and page for a kind it registers: Slitherlink, from package
// examples/slitherlink. It is what docs/EXTENDING.md walks through, and
// what TestOutsideModule builds and runs.
package main

import (
	"fmt"
	"os"

	"github.com/tessera-cp/tessera/cli"
	"github.com/tessera-cp/tessera/examples/slitherlink"
)

func main() {
	if err := slitherlink.Register(); err != nil {
		fmt.Fprintln(os.Stderr, "outside:", err)
		os.Exit(2)
	}
	cli.Main()
}
