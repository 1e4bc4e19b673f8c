// Command fzn-tessera runs FlatZinc models on the Tessera constraint
// programming engine: it is the solver MiniZinc calls with
// "minizinc --solver tessera" once "fzn-tessera --install-msc DIR" has
// written the solver configuration. Run "fzn-tessera --help".
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
