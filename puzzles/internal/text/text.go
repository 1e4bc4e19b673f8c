package text

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// MaxFileBytes bounds the size of a puzzle file, so hostile input cannot
// exhaust memory before any semantic check runs.
const MaxFileBytes = 4 << 20

// Kinds lists the built-in puzzle kinds, in the order error messages name
// them. Kinds registered from outside (puzzles.Register) are added by
// AddKind.
var Kinds = []string{"sudoku", "takuzu", "kenken", "kakurasu", "abcpath", "rogo", "tetravex", "hidato", "skyscrapers", "nonogram", "hitori", "starbattle", "killer", "kakuro", "futoshiki"}

// added holds the kinds added by AddKind that Kinds lacks.
var added struct {
	sync.RWMutex
	names []string
}

// AddKind makes Read accept kind lines naming kind (a kind registered by
// another module, whose name the built-in list lacks).
func AddKind(kind string) {
	added.Lock()
	defer added.Unlock()
	if !slices.Contains(Kinds, kind) && !slices.Contains(added.names, kind) {
		added.names = append(added.names, kind)
	}
}

// kindNames lists the known kinds for error messages: Kinds, then the
// added ones.
func kindNames() string {
	added.RLock()
	defer added.RUnlock()
	return strings.Join(append(slices.Clip(Kinds), added.names...), ", ")
}

// ErrSyntax is wrapped by every *Error, so callers can test for malformed
// input with errors.Is.
var ErrSyntax = errors.New("malformed puzzle file")

// Error is a malformed-input error at a line of a file.
type Error struct {
	File string // file name as given by the caller
	Line int    // 1-based line number
	EOF  bool   // the mistake shows only because the file ended early
	Msg  string // what was expected, and what was found
}

// Error is "FILE:LINE: message". The message may echo the input, so it goes
// through Clean (control characters escaped, long runs cut) and the file
// name through Escape.
func (e *Error) Error() string {
	if e.EOF {
		return fmt.Sprintf("%s:%d: end of file: %s", Escape(e.File), e.Line, Clean(e.Msg))
	}
	return fmt.Sprintf("%s:%d: %s", Escape(e.File), e.Line, Clean(e.Msg))
}

// Unwrap makes errors.Is(err, ErrSyntax) hold.
func (e *Error) Unwrap() error { return ErrSyntax }

// Line is one meaningful (non-blank, trimmed) line of a file.
type Line struct {
	No   int    // 1-based line number in the file
	Text string // trimmed text
}

// Doc is a puzzle file split into its parts.
type Doc struct {
	File     string
	Header   []Line   // comment lines before the kind line
	Kind     string   // lower-case kind name
	Options  []string // lower-case options after the kind name
	KindLine int      // line number of the kind line
	Body     []Line   // lines after the kind line, up to a "solution" line
	// Solution holds the lines after a "solution" line; SolutionLine is the
	// line number of that line, 0 when the file has no solution block.
	Solution     []Line
	SolutionLine int
	LastLine     int // number of the last line of the file (for end-of-file errors)
}

// Errorf returns an *Error at line no.
func (d *Doc) Errorf(no int, format string, args ...any) error {
	return &Error{File: d.File, Line: no, Msg: fmt.Sprintf(format, args...)}
}

// EOFErrorf returns an *Error for a mistake that shows because the file (or
// the part being read) ended too early.
func (d *Doc) EOFErrorf(format string, args ...any) error {
	return &Error{File: d.File, Line: d.LastLine + 1, EOF: true, Msg: fmt.Sprintf(format, args...)}
}

// Read splits data into a Doc. Whether a "#" line after the kind line is
// data (a blocked ROGO cell, a shaded Kakurasu row) or the v2 error "comments
// only before the kind line" is for the kind package to decide (RejectComments).
// Read does not check the kind name against a kind package: callers do that
// with CheckKind.
func Read(file string, data []byte) (*Doc, error) {
	d := &Doc{File: file}
	raw, err := rawLines(file, data)
	if err != nil {
		return nil, err
	}
	d.LastLine = len(raw)
	state := 0 // 0 header, 1 body, 2 solution
	for i, r := range raw {
		s := trim(r)
		if s == "" {
			continue
		}
		ln := Line{No: i + 1, Text: s}
		switch state {
		case 0:
			if strings.HasPrefix(s, "#") {
				d.Header = append(d.Header, ln)
				continue
			}
			f := strings.Fields(s)
			d.Kind = strings.ToLower(f[0])
			for _, o := range f[1:] {
				d.Options = append(d.Options, strings.ToLower(o))
			}
			d.KindLine = ln.No
			state = 1
		case 1:
			if strings.EqualFold(s, "solution") {
				d.SolutionLine = ln.No
				state = 2
				continue
			}
			d.Body = append(d.Body, ln)
		case 2:
			d.Solution = append(d.Solution, ln)
		}
	}
	if state == 0 {
		return nil, d.EOFErrorf("expected a kind line (one of %s), found nothing", kindNames())
	}
	if !isKind(d.Kind) {
		return nil, d.Errorf(d.KindLine, "expected a kind line naming one of %s, found '%s'", kindNames(), d.Kind)
	}
	return d, nil
}

// CheckKind verifies that the document is of the given kind and that each of
// its options is among allowed.
func (d *Doc) CheckKind(kind string, allowed ...string) error {
	if d.Kind != kind {
		return d.Errorf(d.KindLine, "expected kind line '%s', found '%s'", kind, d.Kind)
	}
	for _, o := range d.Options {
		ok := false
		for _, a := range allowed {
			ok = ok || o == a
		}
		if !ok {
			if len(allowed) == 0 {
				return d.Errorf(d.KindLine, "unknown option '%s' for %s (this kind takes no options)", o, kind)
			}
			return d.Errorf(d.KindLine, "unknown option '%s' for %s (allowed: %s)", o, kind, strings.Join(allowed, ", "))
		}
	}
	return nil
}

// HasOption reports whether the kind line carries option o.
func (d *Doc) HasOption(o string) bool {
	for _, x := range d.Options {
		if x == o {
			return true
		}
	}
	return false
}

// RejectComments returns the v2 error for the first line of lines that starts
// with '#', for kinds where '#' is not a grid character.
func (d *Doc) RejectComments(lines []Line) error {
	for _, l := range lines {
		if strings.HasPrefix(l.Text, "#") {
			return d.Errorf(l.No, "comments ('#' lines) are allowed only before the kind line")
		}
	}
	return nil
}

// Tokens splits a grid row: whitespace-separated tokens when the row holds
// white space, otherwise one token per character.
func Tokens(s string) []string {
	if strings.ContainsAny(s, " \t") {
		return strings.Fields(s)
	}
	out := make([]string, 0, len(s))
	for _, r := range s {
		out = append(out, string(r))
	}
	return out
}

func isKind(k string) bool {
	if slices.Contains(Kinds, k) {
		return true
	}
	added.RLock()
	defer added.RUnlock()
	return slices.Contains(added.names, k)
}

func firstInvalid(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// rawLines checks the size and encoding of a file and splits it into lines.
func rawLines(file string, data []byte) ([]string, error) {
	if len(data) > MaxFileBytes {
		return nil, &Error{File: file, Line: 1, Msg: fmt.Sprintf("file is %d bytes, more than the limit of %d", len(data), MaxFileBytes)}
	}
	if !utf8.Valid(data) {
		line := 1 + strings.Count(string(data[:firstInvalid(data)]), "\n")
		return nil, &Error{File: file, Line: line, Msg: "expected UTF-8 text"}
	}
	raw := strings.Split(string(data), "\n")
	if len(raw) > 0 && raw[len(raw)-1] == "" {
		raw = raw[:len(raw)-1]
	}
	return raw, nil
}
