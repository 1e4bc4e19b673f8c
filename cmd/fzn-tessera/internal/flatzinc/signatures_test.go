package flatzinc

import (
	"errors"
	"strings"
	"testing"
)

// A builtin given an argument of the wrong type is an error naming the
// line, the argument and what it must be; the same builtins with the right
// types build.
func TestBuiltinTypeErrors(t *testing.T) {
	const decls = "var bool: b;\nvar 1..3: x;\nvar 1..3: y;\narray [1..2] of var bool: bs = [b, b];\n"
	for _, c := range []struct {
		constraint, want string // want "": builds
	}{
		{"int_eq(b, x)", "int_eq: argument 1 must be an int (variable or constant), found a bool variable"},
		{"int_eq(x, true)", "int_eq: argument 2 must be an int (variable or constant), found a bool constant"},
		{"int_le_reif(x, y, x)", "int_le_reif: argument 3 must be a bool (variable or constant), found an int variable"},
		{"int_lin_le([1, 1], [x, b], 2)", "int_lin_le: argument 2 must be an array of int, element 2 is a bool variable"},
		{"bool_eq(b, x)", "bool_eq: argument 2 must be a bool (variable or constant), found an int variable"},
		{"bool2int(x, y)", "bool2int: argument 1 must be a bool (variable or constant), found an int variable"},
		{"bool_clause([b, x], [])", "bool_clause: argument 1 must be an array of bool, element 2 is an int variable"},
		{"array_bool_and(bs, x)", "array_bool_and: argument 2 must be a bool (variable or constant), found an int variable"},
		{"array_var_int_element(x, bs, y)", "array_var_int_element: argument 2 must be an array of int, element 1 is a bool variable"},
		{"set_in_reif(b, {1, 2}, b)", "set_in_reif: argument 1 must be an int (variable or constant), found a bool variable"},
		{"int_eq(x, y)", ""},
		{"int_le_reif(x, 2, b)", ""},
		{"bool2int(b, x)", ""},
		{"bool_clause(bs, [])", ""},
		{"array_var_bool_element(x, bs, b)", ""},
		{"bool_lin_eq([1, 2], bs, x)", ""},
	} {
		src := decls + "constraint " + c.constraint + ";\nsolve satisfy;\n"
		m, err := Parse("bad.fzn", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.constraint, err)
		}
		_, err = Build(m)
		if c.want == "" {
			if err != nil {
				t.Errorf("%s: %v, want it built", c.constraint, err)
			}
			continue
		}
		var fe *Error
		if !errors.As(err, &fe) || fe.Line != 5 || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want line 5: %q", c.constraint, err, c.want)
		}
	}
}
