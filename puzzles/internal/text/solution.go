package text

import (
	"fmt"
	"strings"
)

// SolutionLines returns the lines of the solution block held in a solution
// file: the lines after a "solution" line if the file has one (a whole
// puzzle file), else the lines after the optional header comments and kind
// line. The returned Doc serves line-numbered errors. With hashData, lines
// starting with '#' are solution rows (a shaded Kakurasu row) unless a kind
// line follows them.
func SolutionLines(file string, data []byte, kind string, hashData bool) (*Doc, []Line, error) {
	d := &Doc{File: file, Kind: kind}
	raw, err := rawLines(file, data)
	if err != nil {
		return nil, nil, err
	}
	d.LastLine = len(raw)
	var lines []Line
	for i, r := range raw {
		if s := trim(r); s != "" {
			lines = append(lines, Line{No: i + 1, Text: s})
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

// EndErrorf reports that a part of the file ended too early: at line end
// when the part stops before a later line (the "solution" line), else at
// the end of the file.
func (d *Doc) EndErrorf(end int, format string, args ...any) error {
	if end > 0 {
		return d.Errorf(end, "%s", fmt.Sprintf(format, args...))
	}
	return d.EOFErrorf(format, args...)
}

// checkKindLine reports an error if the first non-comment line of lines is
// a kind line of another kind.
func checkKindLine(d *Doc, lines []Line, kind string) error {
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

func trim(s string) string { return strings.TrimSpace(strings.TrimPrefix(s, "\ufeff")) }
