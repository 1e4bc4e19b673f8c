package rogo

import (
	"strings"
	"unicode/utf8"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// blockLines returns the lines of the solution block held in data: what
// follows a "solution" line in a whole puzzle file, what follows the kind
// line, or (for a bare block) every line after the header comments.
func blockLines(kind, file string, data []byte) (*text.Doc, []text.Line, error) {
	if len(data) <= text.MaxFileBytes && hasKindLine(data) {
		d, err := text.Read(file, data)
		if err != nil {
			return nil, nil, err
		}
		if err := d.CheckKind(kind); err != nil {
			return nil, nil, err
		}
		if d.SolutionLine != 0 {
			return d, d.Solution, nil
		}
		return d, d.Body, nil
	}
	d := &text.Doc{File: file}
	if len(data) > text.MaxFileBytes {
		return nil, nil, d.Errorf(1, "file is %d bytes, more than the limit of %d", len(data), text.MaxFileBytes)
	}
	if !utf8.Valid(data) {
		line := 1
		for i := 0; i < len(data); {
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			if data[i] == '\n' {
				line++
			}
			i += n
		}
		return nil, nil, d.Errorf(line, "expected UTF-8 text")
	}
	raw := strings.Split(string(data), "\n")
	if len(raw) > 0 && raw[len(raw)-1] == "" {
		raw = raw[:len(raw)-1]
	}
	d.LastLine = len(raw)
	d.Kind = kind
	var lines []text.Line
	for i, r := range raw {
		s := trim(r)
		if s == "" || (len(lines) == 0 && strings.HasPrefix(s, "#")) {
			continue
		}
		lines = append(lines, text.Line{No: i + 1, Text: s})
	}
	return d, lines, nil
}

// hasKindLine reports whether the first line that is neither blank nor a
// comment starts with a kind name.
func hasKindLine(data []byte) bool {
	rest := string(data)
	for rest != "" {
		var r string
		r, rest, _ = strings.Cut(rest, "\n")
		s := trim(r)
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		k := strings.ToLower(strings.Fields(s)[0])
		for _, x := range text.Kinds {
			if x == k {
				return true
			}
		}
		return false
	}
	return false
}

func trim(s string) string {
	return strings.TrimSpace(strings.TrimPrefix(s, "\ufeff"))
}
