package flatzinc

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Verify is the independent checker of every printed solution: these tests
// show that it rejects wrong assignments, for every constraint it checks
// and for the declared domains, and accepts right ones (so that it is not
// simply refusing everything). The assignments are made on a fresh store
// with every variable fixed, without the propagators: the store the
// builder made never holds a wrong assignment.

// verifyVars are the variables every case may use.
const verifyVars = `var -20..20: a; var -20..20: b; var -20..20: c; var -20..20: d;
var -20..20: e; var -20..20: f;
var bool: p; var bool: q; var bool: r; var bool: u; var bool: rr;
`

// verifyCase is one constraint with assignments that satisfy it (good)
// and assignments that violate it (bad); variables not named are 0.
type verifyCase struct {
	name      string // the check it covers
	con       string // the constraint item, without "constraint" and ";"
	good, bad []map[string]int
}

type asg = map[string]int

var verifyCases = []verifyCase{
	{"int_eq", "int_eq(a, b)", []asg{{"a": 1, "b": 1}}, []asg{{"a": 1, "b": 2}}},
	{"int_ne", "int_ne(a, b)", []asg{{"a": 1, "b": 2}}, []asg{{"a": 2, "b": 2}}},
	{"int_le", "int_le(a, b)", []asg{{"a": 1, "b": 1}, {"a": 0, "b": 1}}, []asg{{"a": 2, "b": 1}}},
	{"int_lt", "int_lt(a, b)", []asg{{"a": 1, "b": 2}}, []asg{{"a": 2, "b": 2}, {"a": 3, "b": 2}}},
	{"int_lin_eq", "int_lin_eq([2, 3], [a, b], 7)", []asg{{"a": 2, "b": 1}}, []asg{{"a": 1, "b": 1}, {"a": 2, "b": 2}}},
	{"int_lin_le", "int_lin_le([2, 3], [a, b], 7)", []asg{{"a": 2, "b": 1}, {"a": -5}}, []asg{{"a": 2, "b": 2}}},
	{"int_lin_ne", "int_lin_ne([2, 3], [a, b], 7)", []asg{{"a": 1, "b": 1}}, []asg{{"a": 2, "b": 1}}},
	{"bool_eq", "bool_eq(p, q)", []asg{{"p": 1, "q": 1}, {}}, []asg{{"p": 1}, {"q": 1}}},
	{"bool_le", "bool_le(p, q)", []asg{{"q": 1}, {"p": 1, "q": 1}}, []asg{{"p": 1}}},
	{"bool_lt", "bool_lt(p, q)", []asg{{"q": 1}}, []asg{{"p": 1, "q": 1}, {}}},
	{"bool_lin_eq", "bool_lin_eq([1, 2], [p, q], 2)", []asg{{"q": 1}}, []asg{{"p": 1, "q": 1}, {"p": 1}}},
	{"bool_lin_le", "bool_lin_le([1, 2], [p, q], 2)", []asg{{"q": 1}, {}}, []asg{{"p": 1, "q": 1}}},
	{"bool2int", "bool2int(p, a)", []asg{{"p": 1, "a": 1}, {}}, []asg{{"p": 1}, {"a": 1}}},
	{"bool_not", "bool_not(p, q)", []asg{{"p": 1}, {"q": 1}}, []asg{{"p": 1, "q": 1}, {}}},
	{"int_plus", "int_plus(a, b, c)", []asg{{"a": 2, "b": 3, "c": 5}}, []asg{{"a": 2, "b": 3, "c": 6}, {"a": 2, "b": 3, "c": -1}}},
	{"int_times", "int_times(a, b, c)", []asg{{"a": 2, "b": 3, "c": 6}}, []asg{{"a": 2, "b": 3, "c": 5}, {"a": 2, "b": 3, "c": 1}}},
	{"int_abs", "int_abs(a, b)", []asg{{"a": -3, "b": 3}, {"a": 3, "b": 3}}, []asg{{"a": -3, "b": -3}, {"a": 3, "b": -3}}},
	{"int_max", "int_max(a, b, c)", []asg{{"a": 2, "b": 5, "c": 5}, {"a": 5, "b": 2, "c": 5}}, []asg{{"a": 2, "b": 5, "c": 2}}},
	{"int_min", "int_min(a, b, c)", []asg{{"a": 2, "b": 5, "c": 2}, {"a": 5, "b": 2, "c": 2}}, []asg{{"a": 2, "b": 5, "c": 5}}},
	{"int_div", "int_div(a, b, c)", []asg{{"a": -7, "b": 2, "c": -3}, {"a": 7, "b": 2, "c": 3}},
		[]asg{{"a": -7, "b": 2, "c": -4}, {"a": 7, "b": 2, "c": 4}, {"a": 1}}},
	{"int_mod", "int_mod(a, b, c)", []asg{{"a": -7, "b": 2, "c": -1}, {"a": 7, "b": 3, "c": 1}},
		[]asg{{"a": -7, "b": 2, "c": 1}, {"a": 7, "b": 3, "c": 2}, {"a": 1}}},
	{"int_pow", "int_pow(a, b, c)", []asg{{"a": 2, "b": 3, "c": 8}, {"a": -1, "b": 3, "c": -1}, {"a": 2, "b": -1}},
		[]asg{{"a": 2, "b": 3, "c": 6}, {"a": 0, "b": -1}, {"a": -1, "b": 3, "c": 1}}},
	{"array_int_maximum", "array_int_maximum(a, [b, c])", []asg{{"a": 5, "b": 5, "c": 2}}, []asg{{"a": 2, "b": 5, "c": 2}}},
	{"array_int_minimum", "array_int_minimum(a, [b, c])", []asg{{"a": 2, "b": 5, "c": 2}}, []asg{{"a": 5, "b": 5, "c": 2}}},
	{"array_int_element", "array_int_element(a, [5, 7, 9], b)", []asg{{"a": 2, "b": 7}, {"a": 3, "b": 9}},
		[]asg{{"a": 2, "b": 5}, {"a": 1, "b": 7}, {"a": 0, "b": 5}, {"a": 4, "b": 9}}},
	{"array_bool_element", "array_bool_element(a, [true, false, true], p)", []asg{{"a": 2}, {"a": 3, "p": 1}},
		[]asg{{"a": 2, "p": 1}, {"a": 1}}},
	{"array_var_int_element", "array_var_int_element(a, [b, c, d], e)", []asg{{"a": 2, "c": 4, "e": 4}},
		[]asg{{"a": 2, "c": 4, "e": 3}, {"a": 1, "c": 4, "e": 4}}},
	{"array_var_bool_element", "array_var_bool_element(a, [p, q, r], u)", []asg{{"a": 3, "r": 1, "u": 1}},
		[]asg{{"a": 3, "r": 1}, {"a": 2, "r": 1, "u": 1}}},
	{"bool_clause", "bool_clause([p, q], [r, u])", []asg{{}, {"p": 1, "r": 1, "u": 1}, {"q": 1, "r": 1, "u": 1}},
		[]asg{{"r": 1, "u": 1}}},
	{"bool_and", "bool_and(p, q, r)", []asg{{"p": 1, "q": 1, "r": 1}, {"p": 1}}, []asg{{"p": 1, "q": 1}, {"p": 1, "r": 1}}},
	{"bool_or", "bool_or(p, q, r)", []asg{{"q": 1, "r": 1}, {}}, []asg{{"r": 1}, {"q": 1}}},
	{"bool_xor", "bool_xor(p, q, r)", []asg{{"p": 1, "r": 1}, {"p": 1, "q": 1}}, []asg{{"p": 1, "q": 1, "r": 1}, {"p": 1}}},
	{"bool_xor", "bool_xor(p, q)", []asg{{"p": 1}, {"q": 1}}, []asg{{"p": 1, "q": 1}, {}}},
	{"array_bool_and", "array_bool_and([p, q], r)", []asg{{"p": 1, "q": 1, "r": 1}, {"p": 1}}, []asg{{"p": 1, "r": 1}, {"p": 1, "q": 1}}},
	{"array_bool_or", "array_bool_or([p, q], r)", []asg{{"q": 1, "r": 1}, {}}, []asg{{"r": 1}, {"p": 1}}},
	{"array_bool_xor", "array_bool_xor([p, q, r])", []asg{{"p": 1}, {"p": 1, "q": 1, "r": 1}}, []asg{{"p": 1, "q": 1}, {}}},
	{"bool_and_imp", "bool_and_imp(p, q, r)", []asg{{"p": 1}, {"p": 1, "q": 1, "r": 1}}, []asg{{"p": 1, "r": 1}}},
	{"array_bool_and_imp", "array_bool_and_imp([p, q], r)", []asg{{"p": 1}, {"p": 1, "q": 1, "r": 1}}, []asg{{"p": 1, "r": 1}}},
	{"bool_or_imp", "bool_or_imp(p, q, r)", []asg{{}, {"q": 1, "r": 1}}, []asg{{"r": 1}}},
	{"array_bool_or_imp", "array_bool_or_imp([p, q], r)", []asg{{}, {"q": 1, "r": 1}}, []asg{{"r": 1}}},
	{"bool_xor_imp", "bool_xor_imp(p, q, r)", []asg{{"p": 1, "q": 1}, {"p": 1, "r": 1}}, []asg{{"p": 1, "q": 1, "r": 1}, {"r": 1}}},
	{"set_in", "set_in(a, {1, 3, 5})", []asg{{"a": 3}, {"a": 1}, {"a": 5}}, []asg{{"a": 2}, {"a": 6}, {}}},
	{"fzn_all_different_int", "fzn_all_different_int([a, b, c])", []asg{{"a": 1, "b": 2, "c": 3}}, []asg{{"a": 1, "b": 2, "c": 1}, {"a": 1, "b": 2, "c": 2}}},
	{"fzn_alldifferent_except_0", "fzn_alldifferent_except_0([a, b, c])", []asg{{"c": 1}}, []asg{{"a": 1, "c": 1}, {"a": 2, "b": 2}}},
	{"tessera_alldifferent_except", "tessera_alldifferent_except([a, b, c], 2)", []asg{{"a": 2, "b": 2, "c": 1}},
		[]asg{{"a": 1, "b": 1, "c": 2}, {"c": 2}}},
	{"fzn_table_int", "fzn_table_int([a, b], [1, 2, 3, 4])", []asg{{"a": 3, "b": 4}, {"a": 1, "b": 2}},
		[]asg{{"a": 2, "b": 3}, {"a": 1, "b": 3}, {"a": 4}}},
	{"fzn_table_bool", "fzn_table_bool([p, q], [true, false, false, false])", []asg{{"p": 1}, {}}, []asg{{"q": 1}, {"p": 1, "q": 1}}},
	// An even number of 2s over the alphabet {1, 2}: states 1 (even) and 2.
	{"fzn_regular", "fzn_regular([a, b, c], 2, 2, [1, 2, 2, 1], 1, {1})", []asg{{"a": 2, "b": 2, "c": 1}, {"a": 1, "b": 1, "c": 1}},
		[]asg{{"a": 2, "b": 1, "c": 1}, {"a": 3, "b": 1, "c": 1}, {"a": 1, "b": 1}}},
	{"tessera_circuit", "tessera_circuit([a, b, c], 1)", []asg{{"a": 2, "b": 3, "c": 1}, {"a": 3, "b": 1, "c": 2}},
		[]asg{{"a": 2, "b": 1, "c": 3}, {"a": 1, "b": 3, "c": 2}, {"a": 2, "b": 3, "c": 4}, {"a": 2, "b": 3, "c": 2}}},
	{"tessera_subcircuit", "tessera_subcircuit([a, b, c], 1)", []asg{{"a": 2, "b": 1, "c": 3}, {"a": 1, "b": 2, "c": 3}, {"a": 2, "b": 3, "c": 1}},
		[]asg{{"a": 2, "b": 3, "c": 2}, {"a": 2, "b": 1, "c": 1}, {"a": 1, "b": 2, "c": 4}}},
	{"tessera_inverse", "tessera_inverse([a, b, c], [d, e, f], 1)", []asg{{"a": 2, "b": 3, "c": 1, "d": 3, "e": 1, "f": 2}},
		[]asg{{"a": 2, "b": 3, "c": 1, "d": 3, "e": 2, "f": 1}, {"a": 2, "b": 3, "c": 4, "d": 3, "e": 1, "f": 2}}},
	{"fzn_global_cardinality", "fzn_global_cardinality([a, b, c], [1, 2], [d, e])",
		[]asg{{"a": 1, "b": 1, "c": 3, "d": 2}, {"a": 1, "b": 2, "c": 2, "d": 1, "e": 2}},
		[]asg{{"a": 1, "b": 1, "c": 3, "d": 1}, {"a": 1, "b": 2, "c": 2, "d": 1, "e": 1}}},
	{"fzn_global_cardinality_closed", "fzn_global_cardinality_closed([a, b, c], [1, 2], [d, e])",
		[]asg{{"a": 1, "b": 1, "c": 2, "d": 2, "e": 1}},
		[]asg{{"a": 1, "b": 1, "c": 3, "d": 2}, {"a": 1, "b": 1, "c": 2, "d": 2}}},
	{"fzn_count_eq", "fzn_count_eq([a, b, c], d, e)", []asg{{"a": 1, "b": 1, "c": 2, "d": 1, "e": 2}},
		[]asg{{"a": 1, "b": 1, "c": 2, "d": 1, "e": 1}, {"a": 1, "b": 1, "c": 2, "d": 2, "e": 2}}},
	{"fzn_count_eq_par", "fzn_count_eq_par([a, b, c], 1, e)", []asg{{"a": 1, "b": 1, "c": 2, "e": 2}},
		[]asg{{"a": 1, "b": 1, "c": 2, "e": 3}}},
	{"fzn_nvalue", "fzn_nvalue(a, [b, c, d])", []asg{{"a": 2, "b": 1, "c": 1, "d": 2}, {"a": 1}},
		[]asg{{"a": 3, "b": 1, "c": 1, "d": 2}, {"a": 1, "b": 1, "c": 2}}},
	{"fzn_among", "fzn_among(a, [b, c, d], {1, 2})", []asg{{"a": 2, "b": 1, "c": 2, "d": 5}},
		[]asg{{"a": 1, "b": 1, "c": 2, "d": 5}, {"a": 3, "b": 1, "c": 2, "d": 5}}},
	{"fzn_lex_less_int", "fzn_lex_less_int([a, b], [c, d])", []asg{{"a": 1, "b": 2, "c": 1, "d": 3}, {"a": 0, "b": 9, "c": 1}},
		[]asg{{"a": 1, "b": 2, "c": 1, "d": 2}, {"a": 2, "c": 1, "d": 5}}},
	{"fzn_lex_lesseq_int", "fzn_lex_lesseq_int([a, b], [c, d])", []asg{{"a": 1, "b": 2, "c": 1, "d": 2}, {"a": 1, "b": 2, "c": 1, "d": 3}},
		[]asg{{"a": 1, "b": 3, "c": 1, "d": 2}}},
	{"fzn_lex_less_bool", "fzn_lex_less_bool([p, q], [r, u])", []asg{{"q": 1, "r": 1}}, []asg{{"p": 1, "r": 1}, {}}},
	{"fzn_lex_lesseq_bool", "fzn_lex_lesseq_bool([p, q], [r, u])", []asg{{}, {"q": 1, "r": 1}}, []asg{{"p": 1}}},
	{"fzn_increasing_int", "fzn_increasing_int([a, b, c])", []asg{{"a": 1, "b": 1, "c": 2}}, []asg{{"a": 2, "b": 1, "c": 3}, {"a": 1, "b": 2, "c": 1}}},
	{"fzn_increasing_bool", "fzn_increasing_bool([p, q])", []asg{{"q": 1}, {}}, []asg{{"p": 1}}},
	{"fzn_decreasing_int", "fzn_decreasing_int([a, b, c])", []asg{{"a": 3, "b": 3, "c": 1}}, []asg{{"a": 1, "b": 2}, {"a": 2, "b": 2, "c": 3}}},
	{"fzn_decreasing_bool", "fzn_decreasing_bool([p, q])", []asg{{"p": 1}, {}}, []asg{{"q": 1}}},
	{"fzn_strictly_increasing_int", "fzn_strictly_increasing_int([a, b, c])", []asg{{"a": 1, "b": 2, "c": 3}}, []asg{{"a": 1, "b": 1, "c": 2}, {"a": 1, "b": 3, "c": 2}}},
	{"fzn_strictly_decreasing_int", "fzn_strictly_decreasing_int([a, b, c])", []asg{{"a": 3, "b": 2, "c": 1}}, []asg{{"a": 3, "b": 3, "c": 1}, {"a": 3, "b": 1, "c": 2}}},
	{"fzn_cumulative", "fzn_cumulative([a, b, c], [2, 2, 2], [1, 1, 1], 2)", []asg{{"c": 2}, {"a": 0, "b": 1, "c": 2}},
		[]asg{{"b": 1, "c": 1}, {}}},
	{"fzn_disjunctive", "fzn_disjunctive([a, b], [2, 3])", []asg{{"b": 2}, {"a": 3}}, []asg{{"b": 1}, {"a": 2}, {}}},
}

// buildCase builds the model of one constraint over verifyVars.
func buildCase(t *testing.T, con string) *Problem {
	t.Helper()
	src := verifyVars + "constraint " + con + ";\nsolve satisfy;\n"
	m, err := Parse("case.fzn", []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", con, err)
	}
	p, err := Build(m)
	if err != nil {
		t.Fatalf("%s: %v", con, err)
	}
	return p
}

// assigned is a store in which every variable of p is fixed: the named
// ones to their value in a (0 when not given), the builder's helpers to
// the minimum of their domain in p's store (a constant's value).
func assigned(t *testing.T, p *Problem, a asg) *cp.Store {
	t.Helper()
	s := cp.NewStore()
	used := 0
	for x, vi := range p.vars {
		v, named := a[vi.name]
		switch {
		case vi.helper:
			v = p.Store.Min(cp.VarID(x))
		case named:
			used++
		}
		s.NewVar(v, v)
	}
	if used != len(a) {
		t.Fatalf("assignment %v names a variable the model does not have", a)
	}
	return s
}

// reified are the cases of the reified (r ⇔ C) and half-reified (r ⇒ C)
// forms, made from the plain ones: the control rr appended.
func reified() []verifyCase {
	with := func(as []asg, r int) []asg {
		out := make([]asg, len(as))
		for i, a := range as {
			out[i] = asg{"rr": r}
			for k, v := range a {
				out[i][k] = v
			}
		}
		return out
	}
	var out []verifyCase
	for _, c := range verifyCases {
		reifCon := strings.TrimSuffix(c.con, ")") + ", rr)"
		name, rest, _ := strings.Cut(reifCon, "(")
		if _, ok := checks[name+"_reif"]; ok && !strings.HasPrefix(name, "bool_xor") {
			out = append(out, verifyCase{name + "_reif", name + "_reif(" + rest,
				append(with(c.good, 1), with(c.bad, 0)...), append(with(c.bad, 1), with(c.good, 0)...)})
		}
		if _, ok := checks[name+"_imp"]; ok && c.name == name && !strings.Contains(name, "_and") && !strings.Contains(name, "_or") && !strings.Contains(name, "xor") {
			out = append(out, verifyCase{name + "_imp", name + "_imp(" + rest,
				append(with(c.good, 1), append(with(c.bad, 0), with(c.good, 0)...)...), with(c.bad, 1)})
		}
	}
	return out
}

// TestVerifyRejectsEveryViolatedConstraint: for every constraint Verify
// checks (and its reified forms), each satisfying assignment is accepted
// and each violating one rejected, with the line and the constraint named.
func TestVerifyRejectsEveryViolatedConstraint(t *testing.T) {
	rejected := map[string]bool{}
	for _, c := range append(append([]verifyCase(nil), verifyCases...), reified()...) {
		p := buildCase(t, c.con)
		for _, a := range c.good {
			if err := p.Verify(assigned(t, p, a)); err != nil {
				t.Errorf("%s with %v: %v, want accepted", c.con, a, err)
			}
		}
		for _, a := range c.bad {
			err := p.Verify(assigned(t, p, a))
			if err == nil {
				t.Errorf("%s with %v: accepted, want rejected", c.con, a)
				continue
			}
			name, _, _ := strings.Cut(c.con, "(")
			if want := fmt.Sprintf("line 4: %s is violated", name); err.Error() != want {
				t.Errorf("%s with %v: %q, want %q", c.con, a, err, want)
			}
			rejected[c.name] = true
		}
	}
	for name := range checks {
		if !rejected[name] {
			t.Errorf("no case shows Verify rejecting a violated %s", name)
		}
	}
}

// TestVerifyRejectsDomainViolations: a value outside the declared domain
// (beyond its bounds or in a hole), a bool that is not 0 or 1, and a
// variable that is not fixed are each rejected, naming the variable.
func TestVerifyRejectsDomainViolations(t *testing.T) {
	src := "var 1..5: x; var {1, 3, 5}: y; var bool: z; var -3..3: w;\nsolve satisfy;\n"
	m, err := Parse("dom.fzn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Build(m)
	if err != nil {
		t.Fatal(err)
	}
	ok := asg{"x": 2, "y": 3, "z": 1, "w": -3}
	if err := p.Verify(assigned(t, p, ok)); err != nil {
		t.Fatalf("%v: %v, want accepted", ok, err)
	}
	for _, c := range []struct {
		name string
		v    int
		want string
	}{
		{"x", 6, "variable x = 6 is outside its domain"},
		{"x", 0, "variable x = 0 is outside its domain"},
		{"y", 2, "variable y = 2 is outside its domain"},
		{"y", 4, "variable y = 4 is outside its domain"},
		{"y", 6, "variable y = 6 is outside its domain"},
		{"z", 2, "bool variable z has the value 2"},
		{"z", -1, "bool variable z has the value -1"},
		{"w", 4, "variable w = 4 is outside its domain"},
		{"w", -4, "variable w = -4 is outside its domain"},
	} {
		a := asg{}
		for k, v := range ok {
			a[k] = v
		}
		a[c.name] = c.v
		err := p.Verify(assigned(t, p, a))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s = %d: %v, want %q", c.name, c.v, err, c.want)
		}
	}
	// A variable left unfixed.
	s := cp.NewStore()
	for x := range p.vars {
		if p.vars[x].name == "w" {
			s.NewVar(-3, 3)
		} else {
			v := ok[p.vars[x].name]
			s.NewVar(v, v)
		}
	}
	if err := p.Verify(s); err == nil || err.Error() != "variable w is not fixed" {
		t.Errorf("w unfixed: %v, want \"variable w is not fixed\"", err)
	}
}
