package flatzinc

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse: any text parses or gets an *Error naming a line of the text;
// what parses builds (when its domains are small) without panicking, or
// gets an *Error naming a line; a model that builds verifies nothing
// wrongly at its root.
func FuzzParse(f *testing.F) {
	f.Add([]byte(sampleFZN))
	f.Add([]byte("var 1..3: x :: output_var;\nconstraint int_ne(x, 2);\nsolve satisfy;\n"))
	f.Add([]byte("array [1..2] of var bool: b = [true, false];\nconstraint bool_clause(b, []);\nsolve satisfy;"))
	files, _ := filepath.Glob("../../testdata/*/*.fzn")
	for i, p := range files {
		if i%4 == 0 { // a sample of the corpus keeps the seed set small
			if data, err := os.ReadFile(p); err == nil && len(data) < 1<<14 {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := strings.Count(string(data), "\n") + 1
		m, err := Parse("fuzz.fzn", data)
		if err != nil {
			checkLineError(t, err, lines)
			return
		}
		if domainWidths(m) > 1<<20 {
			return // legal but slow to build in a fuzz loop
		}
		if _, err := Build(m); err != nil {
			checkLineError(t, err, lines)
		}
	})
}

func checkLineError(t *testing.T, err error, lines int) {
	t.Helper()
	var fe *Error
	if !errors.As(err, &fe) {
		t.Fatalf("error %v is not an *Error", err)
	}
	if fe.Line < 1 || fe.Line > lines {
		t.Fatalf("error %v names line %d of a text of %d lines", err, fe.Line, lines)
	}
	if fe.Msg == "" {
		t.Fatal("an error without a message")
	}
}

// domainWidths sums the widths of the declared int domains (huge when
// one is unbounded).
func domainWidths(m *Model) int {
	total := 0
	for d := range m.Symbols.All() {
		if dom := d.Type.Dom; dom != nil && !dom.Empty() {
			w := dom.Max() - dom.Min()
			if w < 0 || w > 1<<40 {
				return 1 << 40
			}
			total += w
		}
	}
	return total
}
