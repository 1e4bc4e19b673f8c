package text

import (
	"errors"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	d, err := Read("f.txt", []byte("\ufeff# source: x\n\n# unique: yes\nTakuzu Unique\n10\n01\nsolution\n10\n01\n"))
	if err != nil {
		t.Fatal(err)
	}
	if d.Kind != "takuzu" || !d.HasOption("unique") || d.KindLine != 4 || len(d.Header) != 2 {
		t.Fatalf("kind %q options %v line %d header %v", d.Kind, d.Options, d.KindLine, d.Header)
	}
	if len(d.Body) != 2 || d.Body[0].No != 5 || d.SolutionLine != 7 || len(d.Solution) != 2 || d.LastLine != 9 {
		t.Fatalf("body %v solution line %d %v last %d", d.Body, d.SolutionLine, d.Solution, d.LastLine)
	}
	if err := d.CheckKind("takuzu", "unique"); err != nil {
		t.Fatal(err)
	}
	if err := d.CheckKind("takuzu"); err == nil || !strings.Contains(err.Error(), "this kind takes no options") {
		t.Fatalf("CheckKind without options: %v", err)
	}
}

func TestReadErrors(t *testing.T) {
	cases := []struct {
		data, want string
		line       int
		eof        bool
	}{
		{"# only a comment\n", "expected a kind line", 2, true},
		{"", "expected a kind line", 1, true},
		{"nurikabe\n", "found 'nurikabe'", 1, false},
		{"sudoku\n\xff\n", "expected UTF-8 text", 2, false},
	}
	for _, c := range cases {
		_, err := Read("f", []byte(c.data))
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrSyntax) {
			t.Fatalf("%q: %v is not a syntax *Error", c.data, err)
		}
		if e.Line != c.line || e.EOF != c.eof || !strings.Contains(e.Msg, c.want) {
			t.Errorf("%q: got %v (line %d, eof %v), want line %d eof %v with %q", c.data, err, e.Line, e.EOF, c.line, c.eof, c.want)
		}
	}
	big := make([]byte, MaxFileBytes+1)
	if _, err := Read("big", big); err == nil || !strings.Contains(err.Error(), "limit") {
		t.Fatalf("oversized file: %v", err)
	}
}

func TestCommentsAndTokens(t *testing.T) {
	d, _ := Read("f", []byte("sudoku\n12\n# not a comment here\n"))
	if err := d.RejectComments(d.Body); err == nil || !strings.Contains(err.Error(), "f:3:") {
		t.Fatalf("RejectComments: %v", err)
	}
	if got := Tokens("5 4\t. 12"); strings.Join(got, ",") != "5,4,.,12" {
		t.Errorf("Tokens with spaces: %v", got)
	}
	if got := Tokens("ab.É"); strings.Join(got, ",") != "a,b,.,É" {
		t.Errorf("Tokens of characters: %v", got)
	}
}

func TestAddKind(t *testing.T) {
	if _, err := Read("f", []byte("latin3\n")); err == nil {
		t.Fatal("an unknown kind was read")
	}
	AddKind("latin3")
	AddKind("latin3")
	AddKind("sudoku")
	d, err := Read("f", []byte("latin3\n123\n"))
	if err != nil || d.Kind != "latin3" {
		t.Fatalf("an added kind: %v", err)
	}
	_, err = Read("f", []byte("# nothing\n"))
	if err == nil || !strings.HasSuffix(err.Error(), strings.Join(Kinds, ", ")+", latin3), found nothing") {
		t.Errorf("error lists the added kind once, after the built-in ones: %v", err)
	}
}
