package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/cmd/fzn-tessera/internal/flatzinc"
)

// writeRootFailure says, on stderr, which constraint of the model fails
// before any search decision, and quotes its MiniZinc line when the model
// file named by the paths can be read.
func writeRootFailure(w io.Writer, site flatzinc.Site) {
	fmt.Fprintf(w, "fzn-tessera: unsatisfiable at the root: the propagation of %s fails\n", site.What)
	if text, ok := sourceLine(site.File, site.Line); ok {
		fmt.Fprintf(w, "  %s:%d: %s\n", site.File, site.Line, text)
	}
}

// mznSite finds the "[MiniZinc FILE:LINE.COL-…]" an error names.
var mznSite = regexp.MustCompile(`\[MiniZinc (.+?):(\d+)\.\d+-[\d.]+\]`)

// quoteModelLine quotes the MiniZinc line an error message names, when
// the file can be read.
func quoteModelLine(w io.Writer, msg string) {
	m := mznSite.FindStringSubmatch(msg)
	if m == nil {
		return
	}
	n, _ := strconv.Atoi(m[2])
	if text, ok := sourceLine(m[1], n); ok {
		fmt.Fprintf(w, "  %s:%d: %s\n", m[1], n, text)
	}
}

// maxSourceBytes bounds what sourceLine reads of a model file.
const maxSourceBytes = 16 << 20

// sourceLine is line n of the file (trimmed), read through a bounded
// reader; false when it cannot be read.
func sourceLine(name string, n int) (string, bool) {
	if name == "" || n < 1 {
		return "", false
	}
	f, err := os.Open(name)
	if err != nil {
		return "", false
	}
	defer f.Close()
	sc := bufio.NewScanner(io.LimitReader(f, maxSourceBytes))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for i := 1; sc.Scan(); i++ {
		if i == n {
			return strings.TrimSpace(sc.Text()), true
		}
	}
	return "", false
}
