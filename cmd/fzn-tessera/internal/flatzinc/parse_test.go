package flatzinc

import (
	"errors"
	"strings"
	"testing"
)

const sampleFZN = `% a comment
predicate my_global(array [int] of var int: x, int: k, var set of int: s);
array [1..3] of int: coeffs = [1, -2, 0x10];
set of int: S = {1, 3, 5};
bool: flag = true;
var 1..10: x :: output_var;
var {2, 4, 6}: y :: output_var :: is_defined_var;
var bool: b :: output_var;
var -5..-1: neg;
array [1..2] of var int: xy :: output_array([1..1, 0..1]) = [x, y];
constraint int_lin_le(coeffs, [x, y, neg], 7) :: defines_var(y);
constraint set_in(x, S);
constraint int_le_reif(x, y, b) :: domain;
solve :: seq_search([int_search(xy, first_fail, indomain_min, complete),
                     bool_search([b], input_order, indomain_max, complete)]) maximize x;
`

func TestParseSample(t *testing.T) {
	m, err := Parse("sample.fzn", []byte(sampleFZN))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Predicates) != 1 || m.Predicates[0].Name != "my_global" || m.Predicates[0].Params != 3 {
		t.Errorf("predicates %+v", m.Predicates)
	}
	var names []string
	for d := range m.Symbols.All() {
		names = append(names, d.Name)
	}
	if got := strings.Join(names, " "); got != "coeffs S flag x y b neg xy" {
		t.Errorf("declaration order %q", got)
	}
	coeffs, _ := m.Symbols.Lookup("coeffs")
	if coeffs.Value.Elems[2].Int != 16 || coeffs.Value.Elems[1].Int != -2 {
		t.Errorf("coeffs %v", coeffs.Value)
	}
	y, _ := m.Symbols.Lookup("y")
	if y.Type.Dom.String() != "{2,4,6}" || y.Line != 7 {
		t.Errorf("y: %v line %d", y.Type, y.Line)
	}
	if _, ok := y.Ann("is_defined_var"); !ok {
		t.Error("y lost its annotation")
	}
	neg, _ := m.Symbols.Lookup("neg")
	if neg.Type.Dom.Min() != -5 || neg.Type.Dom.Max() != -1 {
		t.Errorf("neg %v", neg.Type)
	}
	if len(m.Constraints) != 3 || m.Constraints[2].Name != "int_le_reif" || m.Constraints[2].Line != 13 {
		t.Errorf("constraints %+v", m.Constraints)
	}
	if m.Solve.Kind != Maximize || m.Solve.Objective.Name != "x" || len(m.Solve.Anns) != 1 {
		t.Errorf("solve %+v", m.Solve)
	}
	seq := m.Solve.Anns[0]
	if seq.Name != "seq_search" || len(seq.Elems[0].Elems) != 2 || seq.Elems[0].Elems[1].Elems[2].Name != "indomain_max" {
		t.Errorf("seq_search %v", seq)
	}
}

// TestParseErrors: bad input gets an error that names the file and the
// line of the problem and says what was expected.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		src  string
		line int
		want string
	}{
		{"var 1..3: x\nsolve satisfy;", 2, `expected ";" at the end of the declaration of x`},
		{"var 1..3: x;\nconstraint int_le(x, 3)\nsolve satisfy;", 3, `expected ";" at the end of the constraint`},
		{"var 1..3: x;", 1, "missing solve item"},
		{"solve satisfy;\nvar 1..3: x;", 2, "after the solve item"},
		{"int: k;\nsolve satisfy;", 1, "parameter k has no value"},
		{"array [1..3] of int: a = [1, 2];\nsolve satisfy;", 1, "declared with 3 elements (1..3) but given 2"},
		{"array [0..2] of int: a = [1, 2, 3];\nsolve satisfy;", 1, "indexed 1..n"},
		{"var 1..3: x;\nvar 1..3: x;\nsolve satisfy;", 2, "x is already declared on line 1"},
		{"\n\nvar 1..3: x $;\nsolve satisfy;", 3, "unexpected character '$'"},
		{"int: k = 99999999999999999999;\nsolve satisfy;", 1, "out of range"},
		{"var 1..3: x;\nsolve minimize;", 2, "expected an expression"},
		{"var 1..3: x;\nsolve :: int_search(x, \"s) satisfy;", 2, "unterminated string"},
		{"constraint foo(\"a\");\nsolve satisfy;", 1, "annotations only"},
		{"var 1..3: x;\nsolve frobnicate;", 2, "expected satisfy, minimize or maximize"},
		{"array [1..1] of var int: a = [[1]];\nsolve satisfy;", 1, "nested array"},
		{"1..3: x;\nsolve satisfy;", 1, "expected a declaration"},
		{"var 1..3: var;\nsolve satisfy;", 1, `found the keyword "var"`},
		{"var 1..3: x;\nconstraint int_le(x[0], 1);\nsolve satisfy;", 2, "arrays start at 1"},
		{"var 1.5..2.5: f;\nsolve satisfy;", 1, ""}, // parses: floats are rejected by Build
		{strings.Repeat("[", 100) + "\nsolve satisfy;", 1, "expected"},
		{"solve :: " + strings.Repeat("a(", 100) + "\nsatisfy;", 1, "nesting deeper than 64"},
	} {
		_, err := Parse("bad.fzn", []byte(c.src))
		if c.want == "" {
			if err != nil {
				t.Errorf("%q: %v", c.src, err)
			}
			continue
		}
		var fe *Error
		if !errors.As(err, &fe) {
			t.Errorf("%q: error %v is not an *Error", c.src, err)
			continue
		}
		if fe.Line != c.line || fe.File != "bad.fzn" || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v (line %d)\nwant line %d, %q", c.src, err, fe.Line, c.line, c.want)
		}
		if !strings.HasPrefix(err.Error(), "bad.fzn:") {
			t.Errorf("%q: %v does not start with the file name", c.src, err)
		}
	}
}

func TestLexerNumbers(t *testing.T) {
	for src, want := range map[string]int{"0x1F": 31, "-0o17": -15, "-42": -42, "4611686018427387903": 1<<62 - 1} {
		l := newLexer(src)
		tok, err := l.next()
		if err != nil || tok.kind != tokInt || tok.ival != want {
			t.Errorf("%s: %v %v, want %d", src, tok, err, want)
		}
	}
	l := newLexer("1..5 2.5e3")
	var kinds []tokenKind
	for {
		tok, err := l.next()
		if err != nil {
			t.Fatal(err)
		}
		if tok.kind == tokEOF {
			break
		}
		kinds = append(kinds, tok.kind)
	}
	if len(kinds) != 4 || kinds[1] != tokPunct || kinds[3] != tokFloat {
		t.Errorf("1..5 2.5e3 lexed as %v", kinds)
	}
}
