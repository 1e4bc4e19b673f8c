package flatzinc

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// tokenKind is the class of a token.
type tokenKind uint8

const (
	tokEOF    tokenKind = iota
	tokIdent            // identifiers and keywords (var, int, array, …)
	tokInt              // an integer literal, possibly negative
	tokFloat            // a float literal, possibly negative
	tokString           // a string literal (annotations only), unquoted
	tokPunct            // :: .. : ; , ( ) [ ] { } =
)

// token is one lexeme and where it starts.
type token struct {
	kind tokenKind
	text string // the identifier, the punctuation, the unquoted string
	ival int
	fval float64
	line int
}

func (t token) String() string {
	switch t.kind {
	case tokEOF:
		return "end of file"
	case tokString:
		return strconv.Quote(t.text)
	}
	return fmt.Sprintf("%q", t.text)
}

// maxLiteral bounds the magnitude of integer literals: every value the
// engine keeps lies within ±(2^62-1), so that sums and differences of two
// values cannot overflow.
const maxLiteral = 1<<62 - 1

// lexer splits FlatZinc text into tokens. Comments run from % to the end of
// the line.
type lexer struct {
	src  string
	pos  int
	line int
}

func newLexer(src string) *lexer { return &lexer{src: src, line: 1} }

// next returns the next token, or an error naming the line.
func (l *lexer) next() (token, error) {
	l.skipSpace()
	if l.pos >= len(l.src) {
		return token{kind: tokEOF, line: l.line}, nil
	}
	start, c := l.pos, l.src[l.pos]
	switch {
	case isLetter(c) || c == '_':
		for l.pos < len(l.src) && (isLetter(l.src[l.pos]) || isDigit(l.src[l.pos]) || l.src[l.pos] == '_') {
			l.pos++
		}
		text := l.src[start:l.pos]
		if strings.Trim(text, "_") == "" || isDigit(strings.TrimLeft(text, "_")[0]) {
			return token{}, errorf(l.line, "malformed identifier %q", text)
		}
		return token{kind: tokIdent, text: text, line: l.line}, nil
	case isDigit(c) || (c == '-' && l.pos+1 < len(l.src) && isDigit(l.src[l.pos+1])):
		return l.number()
	case c == '"':
		return l.str()
	case c == ':' || c == '.':
		if l.pos+1 < len(l.src) && l.src[l.pos+1] == c {
			l.pos += 2
			return token{kind: tokPunct, text: l.src[start:l.pos], line: l.line}, nil
		}
		if c == '.' {
			return token{}, errorf(l.line, "unexpected '.' (a range is written lo..hi)")
		}
		l.pos++
		return token{kind: tokPunct, text: ":", line: l.line}, nil
	case strings.IndexByte(";,()[]{}=", c) >= 0:
		l.pos++
		return token{kind: tokPunct, text: l.src[start:l.pos], line: l.line}, nil
	}
	r, _ := utf8.DecodeRuneInString(l.src[start:])
	return token{}, errorf(l.line, "unexpected character %q", r)
}

func (l *lexer) skipSpace() {
	for l.pos < len(l.src) {
		switch c := l.src[l.pos]; {
		case c == '\n':
			l.line++
			l.pos++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			l.pos++
		case c == '%':
			for l.pos < len(l.src) && l.src[l.pos] != '\n' {
				l.pos++
			}
		case c == '/' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '*':
			end := strings.Index(l.src[l.pos+2:], "*/")
			if end < 0 {
				end = len(l.src) - l.pos - 2 // unterminated: runs to the end of the file
			}
			body := l.src[l.pos : l.pos+2+end]
			l.line += strings.Count(body, "\n")
			l.pos = min(len(l.src), l.pos+2+end+2)
		default:
			return
		}
	}
}

// number reads an integer (decimal, 0x hexadecimal, 0o octal) or a float
// literal, with an optional leading minus.
func (l *lexer) number() (token, error) {
	start := l.pos
	if l.src[l.pos] == '-' {
		l.pos++
	}
	if l.pos+1 < len(l.src) && l.src[l.pos] == '0' && (l.src[l.pos+1] == 'x' || l.src[l.pos+1] == 'o') {
		l.pos += 2
		for l.pos < len(l.src) && (isDigit(l.src[l.pos]) || isLetter(l.src[l.pos])) {
			l.pos++
		}
		return l.intToken(start)
	}
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	isFloat := false
	// A '.' followed by a digit makes a float; "1..5" is a range.
	if l.pos+1 < len(l.src) && l.src[l.pos] == '.' && isDigit(l.src[l.pos+1]) {
		isFloat = true
		l.pos++
		for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
			l.pos++
		}
	}
	if l.pos < len(l.src) && (l.src[l.pos] == 'e' || l.src[l.pos] == 'E') {
		j := l.pos + 1
		if j < len(l.src) && (l.src[j] == '+' || l.src[j] == '-') {
			j++
		}
		if j < len(l.src) && isDigit(l.src[j]) {
			isFloat = true
			l.pos = j
			for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
				l.pos++
			}
		}
	}
	if l.pos < len(l.src) && (isLetter(l.src[l.pos]) || l.src[l.pos] == '_') {
		return token{}, errorf(l.line, "malformed number %q", l.src[start:l.pos+1])
	}
	if isFloat {
		f, err := strconv.ParseFloat(l.src[start:l.pos], 64)
		if err != nil {
			return token{}, errorf(l.line, "malformed float %q", l.src[start:l.pos])
		}
		return token{kind: tokFloat, text: l.src[start:l.pos], fval: f, line: l.line}, nil
	}
	return l.intToken(start)
}

func (l *lexer) intToken(start int) (token, error) {
	text := l.src[start:l.pos]
	digits, neg := text, false
	if digits[0] == '-' {
		digits, neg = digits[1:], true
	}
	base := 10
	switch {
	case strings.HasPrefix(digits, "0x"):
		base, digits = 16, digits[2:]
	case strings.HasPrefix(digits, "0o"):
		base, digits = 8, digits[2:]
	}
	u, err := strconv.ParseUint(digits, base, 64)
	if err != nil || u > maxLiteral {
		if err == nil || strings.Contains(err.Error(), "range") {
			return token{}, errorf(l.line, "integer %s out of range (at most ±%d)", text, maxLiteral)
		}
		return token{}, errorf(l.line, "malformed integer %q", text)
	}
	v := int(u)
	if neg {
		v = -v
	}
	return token{kind: tokInt, text: text, ival: v, line: l.line}, nil
}

// str reads a double-quoted string with backslash escapes, on one line.
func (l *lexer) str() (token, error) {
	line := l.line
	var b strings.Builder
	l.pos++ // opening quote
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		switch {
		case c == '"':
			l.pos++
			return token{kind: tokString, text: b.String(), line: line}, nil
		case c == '\n':
			return token{}, errorf(line, "unterminated string")
		case c == '\\' && l.pos+1 < len(l.src):
			l.pos++
			switch e := l.src[l.pos]; e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(e)
			}
		default:
			b.WriteByte(c)
		}
		l.pos++
	}
	return token{}, errorf(line, "unterminated string")
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
