package kindtest

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// The checks of a kind's files on disk: its testdata instances, its bad
// files, the copy its package embeds, and the round trip Parse(Format(p)).

// Instances returns the instance files of testdata beside the test; it
// fails the test when there are none.
func Instances(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no instances in testdata: %v", err)
	}
	return files
}

// ParseFile reads and parses file, failing the test on any error.
func ParseFile[P any](t testing.TB, parse func(file string, data []byte) (*P, error), file string) *P {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := parse(file, data)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return p
}

// CheckEmbeds checks that bundled holds every instance of testdata
// byte for byte, and not testdata/bad.
func CheckEmbeds(t *testing.T, bundled fs.FS) {
	t.Helper()
	for _, file := range Instances(t) {
		want, _ := os.ReadFile(file)
		got, err := fs.ReadFile(bundled, "testdata/"+filepath.Base(file))
		if err != nil || string(got) != string(want) {
			t.Errorf("Bundled lacks %s: %v", file, err)
		}
	}
	if _, err := fs.ReadDir(bundled, "testdata/bad"); err == nil {
		t.Errorf("Bundled embeds testdata/bad")
	}
}

// CheckRoundTrip checks that Parse(Format(p)) under p's name gives p
// again, and that Format of it is the same text.
func CheckRoundTrip[P any](t testing.TB, name string, parse func(file string, data []byte) (*P, error), format func(*P) string, p *P) {
	t.Helper()
	out := format(p)
	q, err := parse(name, []byte(out))
	if err != nil {
		t.Fatalf("%s: Parse(Format(p)): %v\n%s", name, err, out)
	}
	if !reflect.DeepEqual(p, q) {
		t.Fatalf("%s: Parse(Format(p)) differs from p\n%s\n%+v\n%+v", name, out, p, q)
	}
	if again := format(q); again != out {
		t.Fatalf("%s: Format is not stable:\n%s\n%s", name, out, again)
	}
}

// BadEOF is a BadFile whose error says (EOF) or does not say that the
// mistake shows because the file ended early.
type BadEOF = struct {
	File   string
	Line   int
	EOF    bool
	Phrase string
}

// CheckBadEOF is CheckBadFiles that also checks the error's EOF.
func CheckBadEOF[R any](t *testing.T, parse func(file string, data []byte) (R, error), files []BadEOF) {
	t.Helper()
	for _, f := range files {
		CheckBadFiles(t, parse, []BadFile{{f.File, f.Line, f.Phrase}})
		data, _ := os.ReadFile(filepath.Join("testdata", "bad", f.File))
		_, err := parse(f.File, data)
		var e *text.Error
		if errors.As(err, &e) && e.EOF != f.EOF {
			t.Errorf("%s: EOF = %v, want %v", f.File, e.EOF, f.EOF)
		}
	}
}
