package flatzinc

import (
	"bufio"
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// MiniZinc's paths: where each FlatZinc variable and constraint came from
// in the MiniZinc model, so that an error names the model's variable and
// line rather than a temporary .fzn file's X_INTRODUCED_12_. MiniZinc writes
// them two ways: the symbol table of --output-paths (the .paths file it
// passes to a solver whose configuration sets needsPathsFile, as
// fzn-tessera's does: "--paths FILE"), and with --keep-paths the
// mzn_path("…") annotation of each declaration and constraint. A path is
// a chain of "file|line|col|endline|endcol|kind|…;" segments, the model's
// own expression first.

// Paths maps FlatZinc names to the MiniZinc model: the .paths table, if
// one was given; the mzn_path annotations are read from the model itself.
type Paths struct {
	names       map[string]string // FlatZinc variable → MiniZinc name (load[1])
	where       map[string]string // FlatZinc variable → its path
	constraints map[int]string    // constraint index (0-based) → its path
}

// maxPathLines bounds the .paths lines read (one per variable and
// constraint of the FlatZinc).
const maxPathLines = 1 << 24

// ParsePaths reads MiniZinc's .paths symbol table: one line per FlatZinc
// variable ("X_INTRODUCED_0_<tab>load[1]<tab>path") or constraint ("3<tab>3
// <tab>path"). Lines of another shape are skipped: the table only
// improves messages.
func ParsePaths(data []byte) *Paths {
	p := &Paths{names: map[string]string{}, where: map[string]string{}, constraints: map[int]string{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 0; sc.Scan() && n < maxPathLines; n++ {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 3 || f[0] == "" {
			continue
		}
		if k, err := strconv.Atoi(f[0]); err == nil {
			p.constraints[k] = f[2]
			continue
		}
		p.names[f[0]], p.where[f[0]] = f[1], f[2]
	}
	return p
}

// pathSite renders a path's first segment as MiniZinc writes a location:
// file:line.col-endcol (or file:line.col-endline.endcol); "" when it is
// not a path.
func pathSite(path string) string {
	seg, _, _ := strings.Cut(path, ";")
	f := strings.Split(seg, "|")
	if len(f) < 5 || f[0] == "" {
		return ""
	}
	if f[1] == f[3] {
		return fmt.Sprintf("%s:%s.%s-%s", f[0], f[1], f[2], f[4])
	}
	return fmt.Sprintf("%s:%s.%s-%s.%s", f[0], f[1], f[2], f[3], f[4])
}

// pathName is the MiniZinc identifier a variable's path names ("load",
// and "load (element 2)" for the second element of an array literal).
func pathName(path string) string {
	name, elem := "", -1
	for _, seg := range strings.Split(path, ";") {
		f := strings.Split(seg, "|")
		if len(f) >= 7 && f[5] == "id" && name == "" {
			name = f[6]
		}
		if len(f) >= 7 && f[5] == "il" {
			elem, _ = strconv.Atoi(f[6])
		}
	}
	if name != "" && elem >= 0 {
		return fmt.Sprintf("%s (element %d)", name, elem+1)
	}
	return name
}

// mznPath is the string of an mzn_path annotation, or "".
func mznPath(anns []Expr) string {
	a, ok := findAnn(anns, "mzn_path")
	if !ok || len(a.Elems) != 1 || a.Elems[0].Kind != ExprString {
		return ""
	}
	return a.Elems[0].Name
}

// varNumber finds the engine's variable numbers in a post function's
// message ("variable 4 (argument 1)").
var varNumber = regexp.MustCompile(`variable (\d+)`)

// sourceNote rewrites a post function's message about constraint number k
// (0-based) of the file to name its variables as the FlatZinc and the
// MiniZinc model do, and adds where in the model the constraint comes
// from, when the paths or the annotations say.
func (b *builder) sourceNote(k int, ci *Constraint, msg string) string {
	msg = varNumber.ReplaceAllStringFunc(msg, func(m string) string {
		x, err := strconv.Atoi(m[len("variable "):])
		if err != nil || x < 0 || x >= len(b.p.vars) || b.p.vars[x].name == "" {
			return m
		}
		name := b.p.vars[x].name
		if mzn := b.mznName(name); mzn != "" && mzn != name {
			return fmt.Sprintf("variable %s (MiniZinc %s)", name, mzn)
		}
		return "variable " + name
	})
	path := mznPath(ci.Anns)
	if b.m.Paths != nil && path == "" {
		path = b.m.Paths.constraints[k]
	}
	if site := pathSite(path); site != "" {
		msg += " [MiniZinc " + site + "]"
	}
	return msg
}

// mznName is the MiniZinc name of the FlatZinc variable name, or "".
func (b *builder) mznName(name string) string {
	if b.m.Paths != nil {
		if n := b.m.Paths.names[name]; n != "" {
			return n
		}
	}
	if d, ok := b.m.Symbols.Lookup(name); ok {
		return pathName(mznPath(d.Anns))
	}
	return ""
}
