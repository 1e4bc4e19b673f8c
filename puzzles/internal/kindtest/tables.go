package kindtest

import (
	"io/fs"
	"testing"
)

// The table runners: a kind's test supplies the data (texts, the lines
// and words of the errors they must give) and these run the checks every
// kind shares.

// BundledFiles returns the names and contents of the bundled instances
// (testdata/*.txt in bundled, the kind's embedded library).
func BundledFiles(t testing.TB, bundled fs.FS) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	names, err := fs.Glob(bundled, "testdata/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = data
	}
	return out
}

// ErrorCase is a text a parser must refuse: the error names Line and its
// message contains Phrase (see CheckError). An alias of an unnamed struct,
// so that a kind's table rows stay {in, line, phrase} without field names
// (go vet asks for names in literals of another package's named struct).
type ErrorCase = struct {
	In     string
	Line   int
	Phrase string
}

// CheckErrors parses each case's text as the file named file and checks
// the error with CheckError.
func CheckErrors(t *testing.T, file string, parse func(file string, data []byte) error, cases []ErrorCase) {
	t.Helper()
	for _, c := range cases {
		CheckError(t, file, parse(file, []byte(c.In)), c.Line, c.Phrase)
	}
}

// Solutions is what the solution-format checks need of a kind: its
// ParseSolution, Verify and FormatSolution.
type Solutions[P, S any] struct {
	Parse  func(p *P, file string, data []byte) (*S, error)
	Verify func(*P, *S) error
	Format func(*P, *S) string
}

// CheckBlock checks the solution format on p: block (the form Format
// writes) and each of its other spellings parse to a solution that passes
// Verify and formats back to block, and each bad text is refused with the
// error its case names (read as the file "s").
func (k Solutions[P, S]) CheckBlock(t *testing.T, p *P, block string, spellings []string, bad []ErrorCase) {
	t.Helper()
	for _, in := range append([]string{block}, spellings...) {
		s, err := k.Parse(p, "s", []byte(in))
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if err := k.Verify(p, s); err != nil {
			t.Errorf("%q: Verify: %v", in, err)
		}
		if got := k.Format(p, s); got != block {
			t.Errorf("FormatSolution of %q: %q, want %q", in, got, block)
		}
	}
	CheckErrors(t, "s", func(file string, data []byte) error {
		_, err := k.Parse(p, file, data)
		return err
	}, bad)
}
