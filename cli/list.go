package cli

import (
	_ "embed"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
)

const listHelp = `Usage: tessera list [KIND]

Lists the bundled puzzles (of one kind, if given) as a table: the name to
give 'tessera solve' or 'tessera check' (bundled:KIND/NAME; add #K for the
K-th puzzle of a collection), the kind, the size, and the source.
Kinds: sudoku, takuzu, kenken, kakurasu, abcpath, rogo, tetravex, hidato,
skyscrapers, nonogram, hitori, starbattle, killer, kakuro, futoshiki.
`

func runList(args []string, stdout, stderr io.Writer) int {
	ops, help, err := parseFlags(newFlagSet("list"), args)
	switch {
	case help:
		fmt.Fprint(stdout, listHelp)
		return exitOK
	case err != nil:
		return usageError(stderr, "list", err.Error())
	case len(ops) > 1:
		return usageError(stderr, "list", fmt.Sprintf("expected at most one KIND, got %d arguments", len(ops)))
	}
	kind := ""
	if len(ops) == 1 {
		kind = strings.ToLower(ops[0])
		if !slices.Contains(puzzles.Kinds(), kind) {
			return usageError(stderr, "list", fmt.Sprintf("unknown kind %q (kinds: %s)", ops[0], strings.Join(puzzles.Kinds(), ", ")))
		}
	}
	files, err := puzzles.Bundled()
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	var t table
	t.add("NAME", "KIND", "SIZE", "SOURCE")
	for _, f := range files {
		if kind != "" && f.Kind != kind {
			continue
		}
		size := f.Size
		if f.Puzzles > 1 {
			size = fmt.Sprintf("%d puzzles, %s", f.Puzzles, f.Size)
		}
		t.add(puzzles.BundledPrefix+f.Name, f.Kind, size, f.Source)
	}
	t.write(stdout, "")
	return exitOK
}

//go:embed formats.txt
var formatsText string

const formatsHelp = `Usage: tessera formats [KIND]

Prints the summary of the puzzle file formats (the common rules and every
kind), or of one kind's format.
Kinds: sudoku, takuzu, kenken, kakurasu, abcpath, rogo, tetravex, hidato,
skyscrapers, nonogram, hitori, starbattle, killer, kakuro, futoshiki.
`

// builtInFormat reports whether formats.txt has a section for kind.
func builtInFormat(kind string) bool {
	for _, s := range strings.Split(formatsText, "\n== ")[1:] {
		if name, _, _ := strings.Cut(s, " "); name == kind || strings.HasPrefix(s, kind+"\n") {
			return true
		}
	}
	return false
}

// runFormats prints formats.txt, or its common part and one kind's
// section (sections start with a line "== KIND").
func runFormats(args []string, stdout, stderr io.Writer) int {
	ops, help, err := parseFlags(newFlagSet("formats"), args)
	switch {
	case help:
		fmt.Fprint(stdout, formatsHelp)
		return exitOK
	case err != nil:
		return usageError(stderr, "formats", err.Error())
	case len(ops) > 1:
		return usageError(stderr, "formats", fmt.Sprintf("expected at most one KIND, got %d arguments", len(ops)))
	case len(ops) == 0:
		fmt.Fprint(stdout, formatsText)
		for _, k := range puzzles.Kinds() {
			if h := puzzles.FormatHelp(k); h != "" && !builtInFormat(k) {
				fmt.Fprint(stdout, "\n== "+k+"\n"+strings.TrimRight(h, "\n")+"\n")
			}
		}
		return exitOK
	}
	kind := strings.ToLower(ops[0])
	if !slices.Contains(puzzles.Kinds(), kind) {
		return usageError(stderr, "formats", fmt.Sprintf("unknown kind %q (kinds: %s)", ops[0], strings.Join(puzzles.Kinds(), ", ")))
	}
	sections := strings.Split(formatsText, "\n== ")
	fmt.Fprint(stdout, sections[0])
	if !builtInFormat(kind) {
		h := puzzles.FormatHelp(kind)
		if h == "" {
			h = "(the kind gives no summary of its format)"
		}
		fmt.Fprint(stdout, "\n== "+kind+"\n"+strings.TrimRight(h, "\n")+"\n")
		return exitOK
	}
	for _, s := range sections[1:] {
		if name, _, _ := strings.Cut(s, " "); name == kind || strings.HasPrefix(s, kind+"\n") {
			fmt.Fprint(stdout, "\n== "+s)
		}
	}
	return exitOK
}
