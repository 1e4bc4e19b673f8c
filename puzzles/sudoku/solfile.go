package sudoku

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// solutionLines splits a solution file into its meaningful lines and returns
// the lines of the solution block: the lines after a "solution" line if the
// file has one (a whole puzzle file), else the lines after the optional
// header comments and kind line. The returned Doc is for line-numbered
// errors. With hashData, lines starting with '#' are solution rows unless a
// kind line follows them.
func solutionLines(file string, data []byte, kind string, hashData bool) (*text.Doc, []text.Line, error) {
	d := &text.Doc{File: file, Kind: kind}
	if len(data) > text.MaxFileBytes {
		return nil, nil, d.Errorf(1, "file is %d bytes, more than the limit of %d", len(data), text.MaxFileBytes)
	}
	if !utf8.Valid(data) {
		bad := 0
		for bad < len(data) {
			r, n := utf8.DecodeRune(data[bad:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			bad += n
		}
		return nil, nil, d.Errorf(1+strings.Count(string(data[:bad]), "\n"), "expected UTF-8 text")
	}
	raw := strings.Split(string(data), "\n")
	if len(raw) > 0 && raw[len(raw)-1] == "" {
		raw = raw[:len(raw)-1]
	}
	d.LastLine = len(raw)
	var lines []text.Line
	for i, r := range raw {
		s := strings.TrimSpace(strings.TrimPrefix(r, "\ufeff"))
		if s != "" {
			lines = append(lines, text.Line{No: i + 1, Text: s})
		}
	}
	// A whole puzzle file: the block follows the "solution" line.
	for i, l := range lines {
		if strings.EqualFold(l.Text, "solution") {
			if err := checkKindLine(d, lines[:i], kind); err != nil {
				return nil, nil, err
			}
			if i+1 == len(lines) {
				return nil, nil, d.EOFErrorf("expected the %s solution block after 'solution'", kind)
			}
			return d, lines[i+1:], nil
		}
	}
	// Header comments and a kind line may precede the block.
	i := 0
	for i < len(lines) && strings.HasPrefix(lines[i].Text, "#") {
		i++
	}
	if i < len(lines) && isKind(firstWord(lines[i].Text)) {
		if err := checkKindLine(d, lines[i:i+1], kind); err != nil {
			return nil, nil, err
		}
		d.KindLine = lines[i].No
		lines = lines[i+1:]
	} else if !hashData {
		lines = lines[i:]
	}
	if len(lines) == 0 {
		return nil, nil, d.EOFErrorf("expected a %s solution block, found nothing", kind)
	}
	return d, lines, nil
}

// checkKindLine reports an error if the first non-comment line of lines is
// a kind line of another kind.
func checkKindLine(d *text.Doc, lines []text.Line, kind string) error {
	for _, l := range lines {
		if strings.HasPrefix(l.Text, "#") {
			continue
		}
		if k := firstWord(l.Text); isKind(k) && k != kind {
			return d.Errorf(l.No, "the solution is for a %s puzzle, expected %s", k, kind)
		}
		return nil
	}
	return nil
}

func firstWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.ToLower(f[0])
}

func isKind(k string) bool {
	for _, x := range text.Kinds {
		if x == k {
			return true
		}
	}
	return false
}

// endErrorf reports that a part of the file ended too early: at line end
// when the part stops before a later line (the "solution" line), else at the
// end of the file.
func endErrorf(d *text.Doc, end int, format string, args ...any) error {
	if end > 0 {
		return d.Errorf(end, "%s", fmt.Sprintf(format, args...))
	}
	return d.EOFErrorf(format, args...)
}
