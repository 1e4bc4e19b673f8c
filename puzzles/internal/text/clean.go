package text

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits on input echoed back in messages: a run of characters without a
// space longer than MaxEchoRun is cut to EchoKeep characters and "…", and a
// whole message longer than MaxMessage characters is cut there.
const (
	MaxEchoRun = 48
	EchoKeep   = 40
	MaxMessage = 400
)

// Ellipsis marks where Clean cut a message.
const Ellipsis = "…"

// Clean makes a message that may echo input safe to print on a terminal and
// short enough to read: every character that is not printable (control
// characters such as ESC or BEL, bidirectional overrides, invalid UTF-8) is
// written as a Go escape (\x1b, \a, \u202e), a run of more than MaxEchoRun
// characters without white space (a token of a hostile line) keeps its first
// EchoKeep characters and an ellipsis, and the result is cut after
// MaxMessage characters. Cleaning a clean message changes nothing.
func Clean(s string) string {
	if isClean(s) {
		return s
	}
	var b strings.Builder
	for s != "" {
		// One segment: a single space, or a maximal run without spaces.
		n := strings.IndexByte(s, ' ')
		switch n {
		case 0:
			n = 1
		case -1:
			n = len(s)
		}
		seg := s[:n]
		s = s[n:]
		if seg == " " {
			b.WriteByte(' ')
			continue
		}
		var pieces []string
		width := 0
		for i := 0; i < len(seg); {
			r, k := utf8.DecodeRuneInString(seg[i:])
			piece := seg[i : i+k]
			switch {
			case r == utf8.RuneError && k == 1:
				piece = fmt.Sprintf(`\x%02x`, seg[i])
			case !unicode.IsPrint(r):
				piece = escapeRune(r)
			}
			i += k
			pieces = append(pieces, piece)
			width += utf8.RuneCountInString(piece)
		}
		if width <= MaxEchoRun {
			for _, p := range pieces {
				b.WriteString(p)
			}
			continue
		}
		kept := 0
		for _, p := range pieces {
			w := utf8.RuneCountInString(p)
			if kept+w > EchoKeep {
				break
			}
			b.WriteString(p)
			kept += w
		}
		b.WriteString(Ellipsis)
	}
	out := b.String()
	if utf8.RuneCountInString(out) > MaxMessage+1 {
		cut, runes := 0, 0
		for cut = range out {
			if runes == MaxMessage {
				break
			}
			runes++
		}
		out = out[:cut] + Ellipsis
	}
	return out
}

// isClean reports whether Clean would return s unchanged: valid UTF-8,
// printable, no long run, not too long.
func isClean(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	run, runes := 0, 0
	for _, r := range s {
		switch {
		case r == ' ':
			run = 0
		case !unicode.IsPrint(r):
			return false
		default:
			if run++; run > MaxEchoRun {
				return false
			}
		}
		if runes++; runes > MaxMessage+1 {
			return false
		}
	}
	return true
}

// Escape writes every character of s that is not printable as a Go escape
// (\x1b, \a, \u202e; invalid UTF-8 as \xff) and leaves the rest, spaces
// included, as it is. File names in messages go through Escape: they are
// never cut.
func Escape(s string) string {
	if isPrintable(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, k := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && k == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case !unicode.IsPrint(r) && r != ' ':
			b.WriteString(escapeRune(r))
		default:
			b.WriteString(s[i : i+k])
		}
		i += k
	}
	return b.String()
}

func isPrintable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) && r != ' ' {
			return false
		}
	}
	return true
}

// escapeRune writes a non-printable character the way a Go string literal
// would.
func escapeRune(r rune) string {
	switch r {
	case '\a':
		return `\a`
	case '\b':
		return `\b`
	case '\f':
		return `\f`
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	case '\v':
		return `\v`
	}
	switch {
	case r < 0x80:
		return fmt.Sprintf(`\x%02x`, r)
	case r <= 0xFFFF:
		return fmt.Sprintf(`\u%04x`, r)
	}
	return fmt.Sprintf(`\U%08x`, r)
}
