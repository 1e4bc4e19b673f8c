package text

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestClean(t *testing.T) {
	long := strings.Repeat("x", 300)
	cases := []struct{ in, want string }{
		{"found 'abc'", "found 'abc'"},
		{"found 'a\x1b[2Jb\a'", `found 'a\x1b[2Jb\a'`},
		{"tab\there, cr\r, nul\x00, del\x7f", `tab\there, cr\r, nul\x00, del\x7f`},
		{"bidi \u202eevil, nel \u0085", `bidi \u202eevil, nel \u0085`},
		{"bad utf-8 '\xff\xfe'", `bad utf-8 '\xff\xfe'`},
		{"unknown key '" + long + "' for rogo", "unknown key '" + strings.Repeat("x", 39) + "… for rogo"},
		{"É" + strings.Repeat("é", 47), "É" + strings.Repeat("é", 47)}, // 48 characters: kept
		{"word " + strings.Repeat("é", 49), "word " + strings.Repeat("é", 40) + "…"},
		// Escapes count in the run's length and are never split.
		{strings.Repeat("\x1b", 20), strings.Repeat(`\x1b`, 10) + "…"},
	}
	for _, c := range cases {
		got := Clean(c.in)
		if got != c.want {
			t.Errorf("Clean(%q) = %q, want %q", c.in, got, c.want)
		}
		if again := Clean(got); again != got {
			t.Errorf("Clean is not idempotent on %q: %q", got, again)
		}
	}
}

func TestCleanLongLineWithSpaces(t *testing.T) {
	in := "found '" + strings.Repeat("A ", 3000) + "'"
	got := Clean(in)
	if n := utf8.RuneCountInString(got); n != MaxMessage+1 || !strings.HasSuffix(got, Ellipsis) || !strings.HasPrefix(got, "found 'A A ") {
		t.Errorf("Clean of a 6000-character line: %d characters %q", n, got)
	}
	if again := Clean(got); again != got {
		t.Errorf("not idempotent: %q", again)
	}
}

func TestEscape(t *testing.T) {
	name := "../puzzles/testdata/bad/a-rather-long-file-name-without-spaces-at-all.txt"
	if got := Escape(name); got != name {
		t.Errorf("Escape cut or changed a printable name: %q", got)
	}
	if got := Escape("a\nb\xffc d"); got != `a\nb\xffc d` {
		t.Errorf("Escape = %q", got)
	}
}

// TestErrorCleansEchoedInput: a parse error quoting a hostile line prints
// no control character and no more than a bounded line.
func TestErrorCleansEchoedInput(t *testing.T) {
	_, err := Read("f\x1b.txt", []byte("nurikabe\x1b]0;pwned\a"+strings.Repeat("Z", 5000)+"\n"))
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	for _, r := range msg {
		if r < 0x20 || r == 0x7f {
			t.Fatalf("control character %q in %q", r, msg)
		}
	}
	if !strings.HasPrefix(msg, `f\x1b.txt:1: expected a kind line`) || !strings.Contains(msg, `found 'nurikabe\x1b]0;pwned\a`) || len(msg) > 300 {
		t.Errorf("message %q (%d bytes)", msg, len(msg))
	}
}

// FuzzClean: Clean never lets a control character through, is idempotent,
// keeps every message within MaxMessage+1 characters and leaves clean text
// alone.
func FuzzClean(f *testing.F) {
	f.Add("found 'abc'")
	f.Add("found '\x1b[2J\a" + strings.Repeat("x", 100) + "'")
	f.Add(strings.Repeat("A ", 300))
	f.Add("\xff\xfe bad \u202e")
	f.Fuzz(func(t *testing.T, s string) {
		c := Clean(s)
		for _, r := range c {
			if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == '\u202e' {
				t.Fatalf("Clean(%q) = %q keeps %q", s, c, r)
			}
		}
		if !utf8.ValidString(c) {
			t.Fatalf("Clean(%q) = %q is not UTF-8", s, c)
		}
		if n := utf8.RuneCountInString(c); n > MaxMessage+1 {
			t.Fatalf("Clean(%q) has %d characters", s, n)
		}
		if again := Clean(c); again != c {
			t.Fatalf("Clean is not idempotent: %q, then %q", c, again)
		}
		if isClean(s) && c != s {
			t.Fatalf("Clean changed the clean %q to %q", s, c)
		}
		if e := Escape(s); Escape(e) != e || !utf8.ValidString(e) {
			t.Fatalf("Escape(%q) = %q is not stable", s, e)
		}
	})
}
