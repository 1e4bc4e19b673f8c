package dfa

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Sentinel errors of [FromRegex]; test them with errors.Is.
var (
	// ErrRegex: the expression is malformed.
	ErrRegex = errors.New("malformed regular expression")
	// ErrRegexSize: the expression is well formed, but a symbol, a
	// repetition count or its automaton exceeds the limits of FromRegex.
	ErrRegexSize = errors.New("regular expression too large")
)

// Limits of [FromRegex].
const (
	// MaxRegexRepeat is the largest count of a {n}, {n,m} or {n,}.
	MaxRegexRepeat = 1000
	// MaxRegexNFA bounds the states of the Thompson automaton (about
	// two per symbol or class after the repetitions are unrolled).
	MaxRegexNFA = 1 << 16
	// MaxRegexDFA bounds the states of the subset construction, before
	// minimisation.
	MaxRegexDFA = 1 << 16
	// MaxRegexTransitions bounds the transitions of the subset
	// construction (one per state and symbol).
	MaxRegexTransitions = 1 << 22
	// MaxRegexWork bounds the work of the subset construction: the NFA
	// states it visits while closing sets, and (counted again) those it
	// stores in its DFA states. It keeps an expression such as
	// ((0?){1000}){10}, whose few DFA states are each huge sets, to a
	// fraction of a second and tens of megabytes.
	MaxRegexWork = 1 << 24
)

// FromRegex builds the minimal DFA accepting the words (sequences of
// integer symbols) that match expr in full; there are no anchors, every
// match is of the whole word. The syntax:
//
//	0 … 9         the symbol 0 … 9 (one digit is one symbol: 12 is 1 then 2)
//	<12> <-3>     a symbol of any other value, in angle brackets
//	.             any symbol of the alphabet
//	[0-2<10>]     a class: symbols and ranges a-b (a ≤ b)
//	[^0<12>]      the symbols of the alphabet not in the class
//	r*  r+  r?    zero or more, one or more, zero or one
//	r{n} r{n,m}   exactly n, n to m, n or more (counts up to
//	r{n,}         MaxRegexRepeat; a quantifier may not follow another)
//	r|s  rs  (r)  alternation, concatenation, grouping; an empty
//	              alternative or group matches the empty word
//
// Alternation binds loosest, then concatenation, then the quantifiers.
// Spaces, tabs and newlines between the tokens are ignored, so
// "0* 1{3} 0+ 1 0*" reads well; they may not split a <…> symbol or a
// number. The alphabet, over which . and [^…] range, is the interval from
// the smaller of 0 and the least symbol the expression names to the larger
// of 9 and the greatest one: "." alone is 0..9, "<12>|." is 0..12. It may
// span at most MaxSymbolRange values.
//
// The construction is Thompson's automaton, the subset construction over
// the intervals of symbols its transitions distinguish, and [DFA.Minimize].
// A malformed expression gives an error wrapping [ErrRegex] that names the
// (1-based, byte) position of the problem; an expression whose automaton
// would exceed MaxRegexNFA, MaxRegexDFA, MaxRegexTransitions or
// MaxRegexWork, or whose
// counts exceed MaxRegexRepeat, gives one wrapping [ErrRegexSize]. An
// expression that matches nothing gives the one-state empty DFA.
func FromRegex(expr string) (*DFA, error) {
	p := &reParser{src: expr, symLo: 0, symHi: 9}
	root, err := p.parse()
	if err != nil {
		return nil, err
	}
	if uint(p.symHi)-uint(p.symLo) >= MaxSymbolRange {
		return nil, p.errAt(0, ErrRegexSize, "the alphabet %d..%d spans more than %d symbols", p.symLo, p.symHi, MaxSymbolRange)
	}
	return p.build(root)
}

// reKind is the kind of a node of the parsed expression.
type reKind uint8

const (
	reEmpty  reKind = iota // the empty word
	reSet                  // one symbol of a set
	reCat                  // concatenation of subs
	reAlt                  // alternation of subs
	reRepeat               // sub repeated min..max times (max < 0: unbounded)
)

// reNode is a node of the parsed expression.
type reNode struct {
	kind     reKind
	set      []symRange // reSet: sorted, disjoint, non-adjacent ranges
	negate   bool       // reSet: the complement of set in the alphabet
	subs     []*reNode
	min, max int
	pos      int // 1-based position, for errors
}

// symRange is the closed interval lo..hi of symbols.
type symRange struct{ lo, hi int }

type reParser struct {
	src          string
	i            int // next byte
	symLo, symHi int // the alphabet so far
}

func (p *reParser) errAt(pos int, sentinel error, format string, args ...any) error {
	shown := p.src
	if len(shown) > 60 {
		shown = shown[:57] + "..."
	}
	where := ""
	if pos > 0 {
		where = fmt.Sprintf("position %d: ", pos)
	}
	return fmt.Errorf("dfa: regex %q: %s%s: %w", shown, where, fmt.Sprintf(format, args...), sentinel)
}

func (p *reParser) syntax(pos int, format string, args ...any) error {
	return p.errAt(pos, ErrRegex, format, args...)
}

// skipSpace moves past blanks and returns the next byte, or 0 at the end.
func (p *reParser) peek() byte {
	for p.i < len(p.src) {
		switch p.src[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
			continue
		}
		return p.src[p.i]
	}
	return 0
}

// describe names the character at byte i for an error message.
func (p *reParser) describe(i int) string {
	if i >= len(p.src) {
		return "the end of the expression"
	}
	r, _ := utf8.DecodeRuneInString(p.src[i:])
	return strconv.QuoteRune(r)
}

func (p *reParser) parse() (*reNode, error) {
	n, err := p.alt(0)
	if err != nil {
		return nil, err
	}
	if c := p.peek(); c != 0 {
		if c == ')' {
			return nil, p.syntax(p.i+1, "unmatched ')'")
		}
		return nil, p.syntax(p.i+1, "unexpected %s", p.describe(p.i))
	}
	return n, nil
}

// alt parses alternatives; depth counts the open groups.
func (p *reParser) alt(depth int) (*reNode, error) {
	pos := p.i + 1
	first, err := p.cat(depth)
	if err != nil {
		return nil, err
	}
	if p.peek() != '|' {
		return first, nil
	}
	n := &reNode{kind: reAlt, subs: []*reNode{first}, pos: pos}
	for p.peek() == '|' {
		p.i++
		sub, err := p.cat(depth)
		if err != nil {
			return nil, err
		}
		n.subs = append(n.subs, sub)
	}
	return n, nil
}

func (p *reParser) cat(depth int) (*reNode, error) {
	n := &reNode{kind: reCat, pos: p.i + 1}
	for {
		switch c := p.peek(); c {
		case 0, '|', ')':
			switch len(n.subs) {
			case 0:
				return &reNode{kind: reEmpty, pos: n.pos}, nil
			case 1:
				return n.subs[0], nil
			}
			return n, nil
		}
		sub, err := p.repeat(depth)
		if err != nil {
			return nil, err
		}
		n.subs = append(n.subs, sub)
	}
}

func (p *reParser) repeat(depth int) (*reNode, error) {
	n, err := p.atom(depth)
	if err != nil {
		return nil, err
	}
	quantified := false
	for {
		c := p.peek()
		if c != '*' && c != '+' && c != '?' && c != '{' {
			return n, nil
		}
		pos := p.i + 1
		if quantified {
			return nil, p.syntax(pos, "%s follows another quantifier; use a group, as in (r*)+", p.describe(p.i))
		}
		quantified = true
		p.i++
		r := &reNode{kind: reRepeat, subs: []*reNode{n}, pos: pos}
		switch c {
		case '*':
			r.min, r.max = 0, -1
		case '+':
			r.min, r.max = 1, -1
		case '?':
			r.min, r.max = 0, 1
		case '{':
			if err := p.counts(r, pos); err != nil {
				return nil, err
			}
		}
		n = r
	}
}

// counts parses the rest of {n}, {n,} or {n,m} into r.
func (p *reParser) counts(r *reNode, open int) error {
	lo, err := p.count(open)
	if err != nil {
		return err
	}
	r.min, r.max = lo, lo
	if p.peek() == ',' {
		p.i++
		if p.peek() == '}' {
			r.max = -1
		} else {
			hi, err := p.count(open)
			if err != nil {
				return err
			}
			if hi < lo {
				return p.syntax(open, "repetition {%d,%d} has its bounds reversed", lo, hi)
			}
			r.max = hi
		}
	}
	if p.peek() != '}' {
		return p.syntax(p.i+1, "expected ',' or '}' in the repetition opened at position %d, found %s", open, p.describe(p.i))
	}
	p.i++
	return nil
}

// count parses a repetition count.
func (p *reParser) count(open int) (int, error) {
	p.peek()
	start := p.i
	for p.i < len(p.src) && p.src[p.i] >= '0' && p.src[p.i] <= '9' {
		p.i++
	}
	if p.i == start {
		return 0, p.syntax(p.i+1, "expected a count in the repetition opened at position %d, found %s", open, p.describe(p.i))
	}
	digits := p.src[start:p.i]
	v, err := strconv.Atoi(digits)
	if err != nil || v > MaxRegexRepeat {
		return 0, p.errAt(start+1, ErrRegexSize, "repetition count %s exceeds %d", digits, MaxRegexRepeat)
	}
	return v, nil
}

func (p *reParser) atom(depth int) (*reNode, error) {
	c := p.peek()
	pos := p.i + 1
	switch {
	case c == '(':
		p.i++
		if depth >= 1000 {
			return nil, p.errAt(pos, ErrRegexSize, "groups nested more than 1000 deep")
		}
		n, err := p.alt(depth + 1)
		if err != nil {
			return nil, err
		}
		if p.peek() != ')' {
			return nil, p.syntax(p.i+1, "missing ')' to close the group opened at position %d", pos)
		}
		p.i++
		return n, nil
	case c == '.':
		p.i++
		return &reNode{kind: reSet, negate: true, pos: pos}, nil
	case c == '[':
		return p.class()
	case c >= '0' && c <= '9' || c == '<':
		v, err := p.symbol()
		if err != nil {
			return nil, err
		}
		return &reNode{kind: reSet, set: []symRange{{v, v}}, pos: pos}, nil
	case c == '*' || c == '+' || c == '?' || c == '{':
		return nil, p.syntax(pos, "%s has nothing to repeat", p.describe(p.i))
	case c == ']' || c == '}' || c == '>':
		return nil, p.syntax(pos, "unmatched %s", p.describe(p.i))
	}
	return nil, p.syntax(pos, "unexpected %s: symbols are digits or <n>", p.describe(p.i))
}

// symbol parses a digit or <n> (the caller has peeked one of them).
func (p *reParser) symbol() (int, error) {
	c := p.src[p.i]
	if c != '<' {
		p.i++
		v := int(c - '0')
		p.note(v)
		return v, nil
	}
	open := p.i + 1
	p.i++
	start := p.i
	if p.i < len(p.src) && p.src[p.i] == '-' {
		p.i++
	}
	digits := p.i
	for p.i < len(p.src) && p.src[p.i] >= '0' && p.src[p.i] <= '9' {
		p.i++
	}
	if p.i == digits {
		return 0, p.syntax(p.i+1, "expected the digits of the symbol opened at position %d, found %s", open, p.describe(p.i))
	}
	if p.i >= len(p.src) || p.src[p.i] != '>' {
		return 0, p.syntax(p.i+1, "expected '>' to close the symbol opened at position %d, found %s", open, p.describe(p.i))
	}
	v, err := strconv.Atoi(p.src[start:p.i])
	if err != nil || v > MaxSymbolRange || v < -MaxSymbolRange {
		return 0, p.errAt(open, ErrRegexSize, "symbol %s is beyond ±%d", p.src[start:p.i], MaxSymbolRange)
	}
	p.i++
	p.note(v)
	return v, nil
}

// note widens the alphabet to v.
func (p *reParser) note(v int) {
	p.symLo, p.symHi = min(p.symLo, v), max(p.symHi, v)
}

// class parses [...] or [^...].
func (p *reParser) class() (*reNode, error) {
	open := p.i + 1
	p.i++ // '['
	n := &reNode{kind: reSet, pos: open}
	if p.peek() == '^' {
		p.i++
		n.negate = true
	}
	var rs []symRange
	for {
		c := p.peek()
		switch {
		case c == ']':
			p.i++
			if len(rs) == 0 {
				return nil, p.syntax(open, "empty class")
			}
			n.set = normRanges(rs)
			return n, nil
		case c == 0:
			return nil, p.syntax(p.i+1, "missing ']' to close the class opened at position %d", open)
		case c >= '0' && c <= '9' || c == '<':
		default:
			return nil, p.syntax(p.i+1, "unexpected %s in the class opened at position %d", p.describe(p.i), open)
		}
		at := p.i + 1
		lo, err := p.symbol()
		if err != nil {
			return nil, err
		}
		hi := lo
		if p.peek() == '-' {
			p.i++
			if c := p.peek(); !(c >= '0' && c <= '9' || c == '<') {
				return nil, p.syntax(p.i+1, "expected the end of the range at position %d, found %s", at, p.describe(p.i))
			}
			if hi, err = p.symbol(); err != nil {
				return nil, err
			}
			if hi < lo {
				return nil, p.syntax(at, "range %d-%d is reversed", lo, hi)
			}
		}
		rs = append(rs, symRange{lo, hi})
	}
}
