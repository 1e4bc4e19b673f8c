// Package peers_test turns the bundled puzzles into MiniZinc data for the
// peer models beside it (nonogram.mzn, …), so that run_gecode.sh can solve
// the same instances with Gecode. Nothing in the product uses it.
//
//	TESSERA_DZN=/tmp/dzn go test ./bench_test/peers -run TestWriteDZN
//
// writes /tmp/dzn/KIND/NAME.dzn for every bundled file of a kind that has a
// writer here.
package peers_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// dznWriters maps a kind to the function writing one of its puzzles (the
// value Puzzle.Unwrap returns) as data for bench_test/peers/KIND.mzn.
var dznWriters = map[string]func(p any) (string, error){}

func TestWriteDZN(t *testing.T) {
	dir := os.Getenv("TESSERA_DZN")
	if dir == "" {
		t.Skip("set TESSERA_DZN=DIR to write the bundled puzzles as MiniZinc data")
	}
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		w, ok := dznWriters[f.Kind]
		if !ok {
			continue
		}
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		data, err := w(unwrap(ps[0]))
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		out := filepath.Join(dir, f.Name+".dzn")
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(out, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		n++
	}
	t.Logf("wrote %d files under %s", n, dir)
}

// TestWritersOnBundled runs every writer on every bundled file of its kind
// and checks the data names each parameter of the model once.
func TestWritersOnBundled(t *testing.T) {
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		w, ok := dznWriters[f.Kind]
		if !ok {
			continue
		}
		model, err := os.ReadFile(f.Kind + ".mzn")
		if err != nil {
			t.Fatalf("%s: no model for the writer: %v", f.Kind, err)
		}
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		data, err := w(unwrap(ps[0]))
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		for _, param := range modelParams(string(model)) {
			if c := strings.Count("\n"+data, "\n"+param+" = "); c != 1 {
				t.Errorf("%s: parameter %s set %d times in\n%s", f.Name, param, c, data)
			}
		}
	}
}

// unwrap returns the kind's own puzzle value behind p.
func unwrap(p puzzles.Puzzle) any {
	if u, ok := p.(interface{ Unwrap() any }); ok {
		return u.Unwrap()
	}
	return p
}

// modelParams lists the parameters a model leaves to its data: the
// declarations "TYPE: name;" without a value.
func modelParams(model string) []string {
	var out []string
	for _, line := range strings.Split(model, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "%") || !strings.HasSuffix(strings.SplitN(line, "%", 2)[0], ";") {
			continue
		}
		decl := strings.TrimSpace(strings.SplitN(line, "%", 2)[0])
		if strings.Contains(decl, "=") || strings.Contains(decl, "var ") || strings.HasPrefix(decl, "constraint") ||
			strings.HasPrefix(decl, "include") || strings.HasPrefix(decl, "solve") || strings.HasPrefix(decl, "output") {
			continue
		}
		colon := strings.LastIndex(decl, ":")
		if colon < 0 {
			continue
		}
		out = append(out, strings.TrimSuffix(strings.TrimSpace(decl[colon+1:]), ";"))
	}
	return out
}

// dznArray2D writes a 2-D array literal, one row per line.
func dznArray2D(rows [][]int) string {
	var b strings.Builder
	b.WriteString("[|")
	for i, row := range rows {
		if i > 0 {
			b.WriteString("\n |")
		}
		for j, v := range row {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprint(&b, v)
		}
	}
	b.WriteString("|]")
	return b.String()
}
