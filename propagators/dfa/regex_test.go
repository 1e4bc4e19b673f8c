package dfa

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// The test's own regular expressions: an AST drawn at random, rendered to
// FromRegex's syntax, and matched by brute force, so that the parser, the
// Thompson construction, the subset construction and the minimisation are
// all checked against an independent reading of the syntax.
type tre struct {
	kind     string // "sym", "any", "class", "cat", "alt", "rep", "empty"
	sym      int
	ranges   [][2]int
	neg      bool
	subs     []*tre
	min, max int    // rep; max -1: unbounded
	quant    string // rep: how it is written ("*", "+", "?", "{2,3}", …)
}

func symText(v int) string {
	if v >= 0 && v <= 9 {
		return fmt.Sprint(v)
	}
	return fmt.Sprintf("<%d>", v)
}

func (t *tre) String() string {
	switch t.kind {
	case "sym":
		return symText(t.sym)
	case "any":
		return "."
	case "empty":
		return "()"
	case "class":
		var b strings.Builder
		b.WriteString("[")
		if t.neg {
			b.WriteString("^")
		}
		for _, r := range t.ranges {
			b.WriteString(symText(r[0]))
			if r[1] != r[0] {
				b.WriteString("-" + symText(r[1]))
			}
		}
		return b.String() + "]"
	case "cat":
		var b strings.Builder
		for i, s := range t.subs {
			if i > 0 && i%2 == 0 {
				b.WriteString(" ") // blanks are ignored
			}
			if s.kind == "alt" {
				b.WriteString("(" + s.String() + ")")
			} else {
				b.WriteString(s.String())
			}
		}
		return b.String()
	case "alt":
		parts := make([]string, len(t.subs))
		for i, s := range t.subs {
			parts[i] = s.String()
		}
		return strings.Join(parts, "|")
	}
	// rep: the operand is grouped unless it is a single atom.
	s := t.subs[0]
	switch s.kind {
	case "sym", "any", "class", "empty":
		return s.String() + t.quant
	}
	return "(" + s.String() + ")" + t.quant
}

// alphabet is FromRegex's rule: 0..9 widened to every named symbol.
func (t *tre) alphabet(lo, hi int) (int, int) {
	switch t.kind {
	case "sym":
		return min(lo, t.sym), max(hi, t.sym)
	case "class":
		for _, r := range t.ranges {
			lo, hi = min(lo, r[0]), max(hi, r[1])
		}
	}
	for _, s := range t.subs {
		lo, hi = s.alphabet(lo, hi)
	}
	return lo, hi
}

// ends marks the positions j such that t matches word[i:j].
func (t *tre) ends(word []int, i, alo, ahi int) []bool {
	out := make([]bool, len(word)+1)
	one := func(ok func(v int) bool) []bool {
		if i < len(word) && ok(word[i]) {
			out[i+1] = true
		}
		return out
	}
	switch t.kind {
	case "empty":
		out[i] = true
		return out
	case "sym":
		return one(func(v int) bool { return v == t.sym })
	case "any":
		return one(func(v int) bool { return v >= alo && v <= ahi })
	case "class":
		return one(func(v int) bool {
			in := false
			for _, r := range t.ranges {
				in = in || (v >= r[0] && v <= r[1])
			}
			if t.neg {
				return !in && v >= alo && v <= ahi
			}
			return in
		})
	case "alt":
		for _, s := range t.subs {
			for j, ok := range s.ends(word, i, alo, ahi) {
				out[j] = out[j] || ok
			}
		}
		return out
	case "cat":
		cur := make([]bool, len(word)+1)
		cur[i] = true
		for _, s := range t.subs {
			cur = stepAll(s, word, cur, alo, ahi)
		}
		return cur
	}
	// rep: after k matches the positions are cur; any end reachable with
	// at least min matches is reachable with at most min + len(word).
	limit := t.max
	if limit < 0 {
		limit = t.min + len(word)
	}
	cur := make([]bool, len(word)+1)
	cur[i] = true
	for k := 0; ; k++ {
		if k >= t.min {
			for j, ok := range cur {
				out[j] = out[j] || ok
			}
		}
		if k == limit {
			return out
		}
		cur = stepAll(t.subs[0], word, cur, alo, ahi)
	}
}

func stepAll(t *tre, word []int, from []bool, alo, ahi int) []bool {
	next := make([]bool, len(word)+1)
	for i, ok := range from {
		if ok {
			for j, e := range t.ends(word, i, alo, ahi) {
				next[j] = next[j] || e
			}
		}
	}
	return next
}

func (t *tre) matches(word []int) bool {
	lo, hi := t.alphabet(0, 9)
	return t.ends(word, 0, lo, hi)[len(word)]
}

// randTre draws an expression over the symbols 0..3, now and then <12> or
// <-1>.
func randTre(r *rand.Rand, depth int) *tre {
	sym := func() int {
		switch r.IntN(12) {
		case 0:
			return 12
		case 1:
			return -1
		}
		return r.IntN(4)
	}
	if depth <= 0 || r.IntN(3) == 0 {
		switch r.IntN(8) {
		case 0:
			return &tre{kind: "any"}
		case 1:
			if r.IntN(3) == 0 {
				return &tre{kind: "empty"}
			}
			fallthrough
		case 2:
			t := &tre{kind: "class", neg: r.IntN(3) == 0}
			for range 1 + r.IntN(2) {
				a, b := sym(), sym()
				if r.IntN(2) == 0 {
					b = a
				}
				t.ranges = append(t.ranges, [2]int{min(a, b), max(a, b)})
			}
			return t
		}
		return &tre{kind: "sym", sym: sym()}
	}
	switch r.IntN(5) {
	case 0, 1:
		t := &tre{kind: "cat"}
		for range 2 + r.IntN(2) {
			t.subs = append(t.subs, randTre(r, depth-1))
		}
		return t
	case 2:
		t := &tre{kind: "alt"}
		for range 2 + r.IntN(2) {
			t.subs = append(t.subs, randTre(r, depth-1))
		}
		return t
	}
	t := &tre{kind: "rep", subs: []*tre{randTre(r, depth-1)}}
	switch r.IntN(6) {
	case 0:
		t.min, t.max, t.quant = 0, -1, "*"
	case 1:
		t.min, t.max, t.quant = 1, -1, "+"
	case 2:
		t.min, t.max, t.quant = 0, 1, "?"
	case 3:
		t.min = r.IntN(3)
		t.max, t.quant = t.min, fmt.Sprintf("{%d}", t.min)
	case 4:
		t.min = r.IntN(3)
		t.max = t.min + r.IntN(3)
		t.quant = fmt.Sprintf("{%d, %d}", t.min, t.max)
	default:
		t.min, t.max = r.IntN(3), -1
		t.quant = fmt.Sprintf("{%d,}", t.min)
	}
	return t
}

// words calls f with every word over syms of length at most n.
func words(syms []int, n int, f func([]int)) {
	w := make([]int, 0, n)
	var rec func()
	rec = func() {
		f(w)
		if len(w) == n {
			return
		}
		for _, s := range syms {
			w = append(w, s)
			rec()
			w = w[:len(w)-1]
		}
	}
	rec()
}

// For random expressions, the DFA accepts exactly the words the brute-force
// matcher accepts: every word up to length 3 over the expression's symbols
// and a few others (one of the alphabet that the expression does not name,
// one outside it), and random words up to length 8.
func TestFromRegexBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 800
	if testing.Short() {
		n = 150
	}
	for k := 0; k < n; k++ {
		tr := randTre(r, 4)
		expr := tr.String()
		d, err := FromRegex(expr)
		if err != nil {
			t.Fatalf("expression %d %q: %v", k, expr, err)
		}
		if m := d.Minimize(); !m.Equal(d) {
			t.Fatalf("%q: the result is not minimised", expr)
		}
		lo, hi := tr.alphabet(0, 9)
		syms := []int{0, 1, 2, 3, 7, lo - 1, hi + 1}
		if lo < 0 {
			syms = append(syms, -1)
		}
		if hi >= 12 {
			syms = append(syms, 12, 11)
		}
		check := func(w []int) {
			if got, want := d.Accepts(w), tr.matches(w); got != want {
				t.Fatalf("expression %d %q: word %v: DFA says %v, brute force %v", k, expr, w, got, want)
			}
		}
		words(syms, 3, check)
		for range 300 {
			w := make([]int, r.IntN(9))
			for i := range w {
				w[i] = syms[r.IntN(len(syms))]
			}
			check(w)
		}
	}
}

// Minimality against a known state count, and a few readings of the
// syntax.
func TestFromRegexCases(t *testing.T) {
	for _, tc := range []struct {
		expr   string
		states int
		yes    [][]int
		no     [][]int
	}{
		{"", 1, [][]int{{}}, [][]int{{0}}},
		{"0*10*", 2, [][]int{{1}, {0, 0, 1, 0}}, [][]int{{}, {1, 1}, {2}}},
		{"(0|1)*1(0|1){2}", 8, [][]int{{1, 0, 0}, {0, 1, 1, 1}}, [][]int{{0, 1, 1}, {1, 0}}},
		{"<12><-3>|[<10>-<11>]", 3, [][]int{{12, -3}, {10}, {11}}, [][]int{{1, 2}, {12}}},
		{".", 2, [][]int{{0}, {9}}, [][]int{{10}, {-1}, {}}},
		{"<20>|.", 2, [][]int{{20}, {15}, {0}}, [][]int{{21}, {-1}}},
		{"[^0-8]", 2, [][]int{{9}}, [][]int{{8}, {10}}},
		{"[^0-9]", 1, nil, [][]int{{}, {0}, {10}}},
		{"1{2,}0?", 4, [][]int{{1, 1}, {1, 1, 1, 0}}, [][]int{{1}, {1, 1, 0, 0}}},
		{"1{0}", 1, [][]int{{}}, [][]int{{1}}},
		{"(|2)3", 3, [][]int{{3}, {2, 3}}, [][]int{{2}}},
		{" 0 *\t1 {1 , 2}\n", 3, [][]int{{1}, {0, 1, 1}}, [][]int{{1, 1, 1}}},
	} {
		d, err := FromRegex(tc.expr)
		if err != nil {
			t.Errorf("%q: %v", tc.expr, err)
			continue
		}
		if d.NumStates() != tc.states {
			t.Errorf("%q: %d states, want %d", tc.expr, d.NumStates(), tc.states)
		}
		for _, w := range tc.yes {
			if !d.Accepts(w) {
				t.Errorf("%q rejects %v", tc.expr, w)
			}
		}
		for _, w := range tc.no {
			if d.Accepts(w) {
				t.Errorf("%q accepts %v", tc.expr, w)
			}
		}
	}
}

func TestFromRegexErrors(t *testing.T) {
	for _, tc := range []struct {
		expr     string
		sentinel error
		want     string // part of the message
	}{
		{"(01", ErrRegex, "position 4: missing ')' to close the group opened at position 1"},
		{"01)", ErrRegex, "position 3: unmatched ')'"},
		{"*1", ErrRegex, "position 1: '*' has nothing to repeat"},
		{"1**", ErrRegex, "position 3: '*' follows another quantifier"},
		{"1{2", ErrRegex, "position 4: expected ',' or '}' in the repetition opened at position 2"},
		{"1{a}", ErrRegex, "position 3: expected a count"},
		{"1{3,2}", ErrRegex, "position 2: repetition {3,2} has its bounds reversed"},
		{"1{1001}", ErrRegexSize, "position 3: repetition count 1001 exceeds 1000"},
		{"[21-0]", ErrRegex, "position 3: range 1-0 is reversed"},
		{"[]", ErrRegex, "position 1: empty class"},
		{"[12", ErrRegex, "position 4: missing ']'"},
		{"[1-]", ErrRegex, "position 4: expected the end of the range"},
		{"[a]", ErrRegex, "position 2: unexpected 'a' in the class"},
		{"<12", ErrRegex, "position 4: expected '>' to close the symbol opened at position 1"},
		{"<>", ErrRegex, "position 2: expected the digits"},
		{"0a", ErrRegex, "position 2: unexpected 'a': symbols are digits or <n>"},
		{"0é", ErrRegex, "position 2: unexpected 'é'"},
		{"]", ErrRegex, "position 1: unmatched ']'"},
		{"<99999999999999999999>", ErrRegexSize, "position 1: symbol 99999999999999999999 is beyond"},
		{"<-1000000>|<1000000>", ErrRegexSize, "the alphabet -1000000..1000000 spans more than"},
		{"((0{100}){100}){100}", ErrRegexSize, "the automaton has more than 65536 states"},
		{"[01]*1[01]{16}", ErrRegexSize, "the subset construction has more than 65536 states"},
		{"((0?){1000}){10}", ErrRegexSize, "the subset construction needs more than 16777216 steps"},
	} {
		_, err := FromRegex(tc.expr)
		if !errors.Is(err, tc.sentinel) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want an error wrapping %v containing %q", tc.expr, err, tc.sentinel, tc.want)
		}
	}
}

// FuzzFromRegex: no panic; an error wraps one of the two sentinels; an
// accepted expression gives a minimised DFA.
func FuzzFromRegex(f *testing.F) {
	for _, s := range []string{"", "0*1+", "(0|1){2,3}[^2]", "<12>.?", "[0-<11>]{1,}", "((1)", "1{2", "[^]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		if len(expr) > 200 {
			return // keep each run short: the limits bound the work, not the time
		}
		d, err := FromRegex(expr)
		if err != nil {
			if !errors.Is(err, ErrRegex) && !errors.Is(err, ErrRegexSize) {
				t.Fatalf("%q: error %v wraps neither sentinel", expr, err)
			}
			return
		}
		if d == nil || !d.Minimize().Equal(d) {
			t.Fatalf("%q: no DFA, or not minimised", expr)
		}
	})
}
