package sgt

import (
	"strconv"
	"strings"
)

// Pattern decodes a Pattern description "WxH:CLUES" into a nonogram
// file: CLUES are the W column clues, then the H row clues, separated by
// '/', each its run lengths separated by '.' ("0" for an empty line).
func Pattern(desc string) (string, error) {
	const game = "pattern"
	params, data, err := splitParams(game, desc)
	if err != nil {
		return "", err
	}
	ws, hs, ok := strings.Cut(params, "x")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || errW != nil || errH != nil || w < 1 || h < 1 || w > 200 || h > 200 {
		return "", descErr(game, desc, "size %q, expected WxH", params)
	}
	clues := strings.Split(data, "/")
	if len(clues) != w+h {
		return "", descErr(game, desc, "%d clues, expected %d", len(clues), w+h)
	}
	line := func(c string) (string, error) {
		var out []string
		for _, f := range strings.Split(c, ".") {
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 {
				return "", descErr(game, desc, "clue %q", c)
			}
			if v > 0 {
				out = append(out, f)
			}
		}
		if len(out) == 0 {
			return "0", nil
		}
		return strings.Join(out, " "), nil
	}
	var b strings.Builder
	b.WriteString("nonogram\nrows\n")
	for _, c := range clues[w:] {
		l, err := line(c)
		if err != nil {
			return "", err
		}
		b.WriteString(l + "\n")
	}
	b.WriteString("columns\n")
	for _, c := range clues[:w] {
		l, err := line(c)
		if err != nil {
			return "", err
		}
		b.WriteString(l + "\n")
	}
	return b.String(), nil
}
