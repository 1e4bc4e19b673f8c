package puzzles

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestBadFiles reads the table of testdata/bad/README.md (file, mistake,
// line, expected error) and checks that Parse rejects every file with a
// ParseError at that line.
func TestBadFiles(t *testing.T) {
	readme, err := os.ReadFile("testdata/bad/README.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, row := range strings.Split(string(readme), "\n") {
		cols := strings.Split(row, "|")
		if len(cols) < 6 || !strings.Contains(cols[1], ".txt") {
			continue
		}
		file := strings.Trim(strings.TrimSpace(cols[1]), "`")
		lineField := strings.Fields(strings.TrimSpace(cols[3]))
		wantLine, err := strconv.Atoi(lineField[0])
		if err != nil {
			t.Fatalf("README row %q: bad line column", row)
		}
		data, err := os.ReadFile(filepath.Join("testdata/bad", file))
		if err != nil {
			t.Fatal(err)
		}
		n++
		_, err = Parse(file, data)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: got %v, want a ParseError", file, err)
			continue
		}
		if pe.File != file || pe.Line != wantLine {
			t.Errorf("%s: error at %s:%d, want line %d (%v)", file, pe.File, pe.Line, wantLine, err)
		}
		if strings.Contains(cols[3], "end of file") != pe.EOF {
			t.Errorf("%s: end-of-file flag %v disagrees with the README (%v)", file, pe.EOF, err)
		}
		t.Logf("%v", err)
	}
	if n < 18 {
		t.Fatalf("checked %d bad files, want all 18 of the README", n)
	}
}

func TestBundledLibrary(t *testing.T) {
	files, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	perKind := map[string]int{}
	for _, f := range files {
		perKind[f.Kind]++
		if f.Source == "" {
			t.Errorf("%s: no source line", f.Name)
		}
		ps, err := OpenBundled(BundledPrefix + f.Name)
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if len(ps) != f.Puzzles || ps[0].Kind() != f.Kind {
			t.Errorf("%s: %d puzzles of kind %s, listed as %d of %s", f.Name, len(ps), ps[0].Kind(), f.Puzzles, f.Kind)
		}
		// The formatted puzzle parses back to the same text.
		for _, p := range ps {
			again, err := Parse(p.Name(), []byte(p.Format()))
			if err != nil || len(again) != 1 || again[0].Format() != p.Format() {
				t.Fatalf("%s: Format does not round-trip: %v", p.Name(), err)
			}
			if k := p.Known(); k != nil {
				if err := p.Verify(k); err != nil {
					t.Errorf("%s: known solution rejected: %v", p.Name(), err)
				}
				s, err := p.ParseSolution(p.Name(), []byte(k.Format()))
				if err != nil || s.Format() != k.Format() {
					t.Errorf("%s: solution block does not round-trip: %v", p.Name(), err)
				}
			}
		}
	}
	want := map[string]int{"sudoku": 65 + 18, "takuzu": 52, "kenken": 27, "kakurasu": 34, "abcpath": 10, "rogo": 16, "tetravex": 15, "hidato": 15, "skyscrapers": 15}
	want["nonogram"], want["hitori"], want["starbattle"] = 24+5, 12, 11
	want["killer"], want["kakuro"], want["futoshiki"] = 8+2, 10, 7
	for k, n := range want {
		if perKind[k] != n {
			t.Errorf("%s: %d bundled files, want %d", k, perKind[k], n)
		}
	}
}

func TestOpenBundledErrors(t *testing.T) {
	for _, name := range []string{"bundled:nurikabe/x", "bundled:rogo/nope", "rogo", "sudoku/top95#0", "sudoku/top95#96"} {
		if _, err := OpenBundled(name); !errors.Is(err, ErrNoBundled) {
			t.Errorf("OpenBundled(%q) = %v, want ErrNoBundled", name, err)
		}
	}
	ps, err := OpenBundled("sudoku/top95#3")
	if err != nil || len(ps) != 1 || !strings.HasSuffix(ps[0].Name(), "#3") {
		t.Fatalf("top95#3: %v %v", ps, err)
	}
}
