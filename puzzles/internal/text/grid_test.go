package text

import (
	"strings"
	"testing"
)

func TestIsDigits(t *testing.T) {
	for s, want := range map[string]bool{"0": true, "0123456789": true, "": false, "-1": false, "+1": false, "1a": false, "١": false, " 1": false} {
		if got := IsDigits(s); got != want {
			t.Errorf("IsDigits(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestValueGrid(t *testing.T) {
	d := &Doc{File: "f.txt"}
	rows := func(lines ...string) []Line {
		var out []Line
		for i, l := range lines {
			out = append(out, Line{No: i + 3, Text: l})
		}
		return out
	}
	g, nos, err := d.ValueGrid(rows("1 2", "2 1"), 2)
	if err != nil || g[1][0] != 2 || nos[1] != 4 {
		t.Fatalf("ValueGrid: %v %v %v", g, nos, err)
	}
	for _, c := range []struct {
		rows []Line
		want string
	}{
		{rows("1 2"), "expected 2 rows of 2 values, found 1"},
		{rows("1 2", "2 1", "1 2"), "f.txt:5: expected 2 rows of 2 values; this is row 3"},
		{rows("1 2", "2"), "f.txt:4: expected a row of 2 values, found 1"},
		{rows("1 x", "2 1"), "f.txt:3: expected a cell value (a number 1..2), found 'x'"},
		{rows("1 +2", "2 1"), "f.txt:3: expected a cell value (a number 1..2), found '+2'"},
		{rows("1 3", "2 1"), "f.txt:3: expected a cell value 1..2, found 3"},
	} {
		if _, _, err := d.ValueGrid(c.rows, 2); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.rows, err, c.want)
		}
	}
}
