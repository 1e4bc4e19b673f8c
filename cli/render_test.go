package cli

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// everyKind names a small bundled puzzle of every kind.
var everyKind = []string{
	"bundled:sudoku/gecode_9x9#1",
	"bundled:takuzu/hakank_takuzu_4x4_wikipedia",
	"bundled:kenken/seed_6x6_wikipedia",
	"bundled:kakurasu/jonasschmucker_test_4x4",
	"bundled:abcpath/seed_5x5",
	"bundled:rogo/hakank_intro1",
	"bundled:tetravex/seed_3x3",
}

// TestPlainParsesBack: 'solve --plain' prints the solution block that
// 'check' reads back and accepts, for every kind; the drawing of
// --draw is another text, not a block.
func TestPlainParsesBack(t *testing.T) {
	for _, name := range everyKind {
		t.Run(name, func(t *testing.T) {
			code, plain, stderr := invocation{args: []string{"solve", "--plain", name}}.run(t)
			if code != exitOK {
				t.Fatalf("solve --plain: exit %d\n%s", code, stderr)
			}
			sol := filepath.Join(t.TempDir(), "solution.txt")
			if err := os.WriteFile(sol, []byte(plain), 0o644); err != nil {
				t.Fatal(err)
			}
			code, stdout, stderr := invocation{args: []string{"check", name, sol}}.run(t)
			if code != exitOK || !strings.HasPrefix(stdout, "ok: ") {
				t.Fatalf("check of the --plain output: exit %d\n%s%s\n%s", code, stdout, stderr, plain)
			}
			code, drawn, _ := invocation{args: []string{"solve", "--draw", name}}.run(t)
			if code != exitOK || drawn == plain || !strings.ContainsAny(drawn, "│─") {
				t.Errorf("the drawing is not drawn:\n%s", drawn)
			}
		})
	}
}

// svgCounts reads an SVG document with encoding/xml and counts its
// elements by class.
func svgCounts(t *testing.T, svg []byte) map[string]int {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	dec.Strict = true
	counts := map[string]int{}
	depth, roots := 0, 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if tok.Name.Local != "svg" {
					t.Fatalf("root <%s>, want <svg>", tok.Name.Local)
				}
			}
			depth++
			for _, a := range tok.Attr {
				if a.Name.Local == "class" {
					for _, c := range strings.Fields(a.Value) {
						counts[c]++
					}
				}
			}
		case xml.EndElement:
			depth--
		}
	}
	if roots != 1 {
		t.Fatalf("%d root elements", roots)
	}
	return counts
}

// TestRenderEveryKind draws every kind's puzzle and solution to a file
// with -o and reads it back.
func TestRenderEveryKind(t *testing.T) {
	for _, name := range everyKind {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "p.svg")
			code, stdout, stderr := invocation{args: []string{"render", "--solution", "-o", out, name}}.run(t)
			if code != exitOK || stdout != "" || stderr != "" {
				t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
			}
			svg, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if counts := svgCounts(t, svg); counts["hit"] == 0 || counts["entry"]+counts["loop"]+counts["piece"] == 0 {
				t.Errorf("no cells or no solution drawn: %v", counts)
			}
		})
	}
}

func TestRenderWriteError(t *testing.T) {
	out := filepath.Join(t.TempDir(), "no-such-dir", "p.svg")
	code, _, stderr := invocation{args: []string{"render", "-o", out, "bundled:kenken/seed_3x3"}}.run(t)
	if code != exitInput || !strings.Contains(stderr, out) {
		t.Errorf("exit %d, stderr %q: want exit 1 naming %s", code, stderr, out)
	}
}
