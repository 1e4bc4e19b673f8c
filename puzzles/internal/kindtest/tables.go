package kindtest

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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
func CheckErrors[R any](t *testing.T, file string, parse func(file string, data []byte) (R, error), cases []ErrorCase) {
	t.Helper()
	for _, c := range cases {
		_, err := parse(file, []byte(c.In))
		CheckError(t, file, err, c.Line, c.Phrase)
	}
}

// NamedError is an ErrorCase with a name, run as a subtest.
type NamedError = struct {
	Name, In string
	Line     int
	Phrase   string
}

// CheckNamedErrors is CheckErrors with one subtest per case; with file ""
// each case's text is read as the file named after the case.
func CheckNamedErrors[R any](t *testing.T, file string, parse func(file string, data []byte) (R, error), cases []NamedError) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			f := file
			if f == "" {
				f = c.Name
			}
			_, err := parse(f, []byte(c.In))
			CheckError(t, f, err, c.Line, c.Phrase)
		})
	}
}

// BadFile is a file of the kind's testdata/bad that its parser must
// refuse, with the line the error names and a phrase of its message.
type BadFile = struct {
	File   string
	Line   int
	Phrase string
}

// CheckBadFiles parses each file of testdata/bad (beside the test) and
// checks its error with CheckError.
func CheckBadFiles[R any](t *testing.T, parse func(file string, data []byte) (R, error), files []BadFile) {
	t.Helper()
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join("testdata", "bad", f.File))
		if err != nil {
			t.Fatal(err)
		}
		_, err = parse(f.File, data)
		CheckError(t, f.File, err, f.Line, f.Phrase)
	}
}

// Invalid is a change to a valid puzzle that Validate must refuse with an
// error whose message contains Phrase.
type Invalid[P any] = struct {
	Name   string
	Change func(p *P)
	Phrase string
}

// CheckInvalid applies each change to a fresh good() puzzle and checks
// that validate refuses it with an error that is want (errors.Is) and
// contains the case's phrase.
func CheckInvalid[P any](t *testing.T, good func() *P, validate func(*P) error, want error, cases []Invalid[P]) {
	t.Helper()
	for _, c := range cases {
		p := good()
		c.Change(p)
		err := validate(p)
		if !errors.Is(err, want) || !strings.Contains(err.Error(), c.Phrase) {
			t.Errorf("%s: got %v, want %q", c.Name, err, c.Phrase)
		}
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
	CheckErrors(t, "s", func(file string, data []byte) (*S, error) {
		return k.Parse(p, file, data)
	}, bad)
}

// CheckErrors is CheckNamedErrors on k's ParseSolution for the puzzle p.
func (k Solutions[P, S]) CheckErrors(t *testing.T, p *P, file string, cases []NamedError) {
	t.Helper()
	CheckNamedErrors(t, file, func(file string, data []byte) (*S, error) {
		return k.Parse(p, file, data)
	}, cases)
}
