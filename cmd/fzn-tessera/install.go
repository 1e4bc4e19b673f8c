package main

import (
	"fmt"
	"io"
)

func runInstall(dir string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "fzn-tessera: --install-msc: not written yet")
	return exitError
}
