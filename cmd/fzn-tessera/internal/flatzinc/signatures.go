package flatzinc

import "strings"

// The types of the standard builtins' arguments, checked before a builtin
// posts: FlatZinc is typed, and an int_eq on a bool variable (or a
// bool_and on an int) is a malformed file, not a constraint to guess at.
// One letter per argument: i an int (variable or constant), b a bool, I an
// array of ints, B an array of bools, s a set (checked by the builtin),
// '.' anything. The natively posted globals are left to their builtins.

// signature returns the argument types of a standard builtin with n
// arguments, or "" when the name is not one (a global).
func signature(name string, n int) string {
	reif := strings.HasSuffix(name, "_reif") || strings.HasSuffix(name, "_imp")
	// withR is sig, plus the control bool when the name is reified.
	withR := func(sig string) string {
		if reif {
			return sig + "b"
		}
		return sig
	}
	switch {
	case strings.HasPrefix(name, "int_lin_"):
		return withR("IIi")
	case strings.HasPrefix(name, "int_"):
		if reif {
			return strings.Repeat("i", n-1) + "b"
		}
		return strings.Repeat("i", n)
	case strings.HasPrefix(name, "bool_lin_"):
		return "IBi"
	case name == "bool2int":
		return "bi"
	case strings.HasPrefix(name, "bool_clause"):
		return withR("BB")
	case strings.HasPrefix(name, "bool_"):
		return strings.Repeat("b", n)
	case strings.HasPrefix(name, "array_bool_"):
		if name == "array_bool_element" {
			return "iBb"
		}
		return "B" + strings.Repeat("b", n-1)
	case name == "array_var_bool_element":
		return "iBb"
	case name == "array_int_element", name == "array_var_int_element":
		return "iIi"
	case name == "array_int_maximum", name == "array_int_minimum":
		return "iI"
	case strings.HasPrefix(name, "set_in"):
		return withR("is")
	}
	return ""
}

// checkTypes reports the first argument of c whose type is not the one
// its builtin takes.
func (c *call) checkTypes() error {
	sig := signature(c.name, len(c.args))
	if len(sig) != len(c.args) {
		return nil
	}
	for k, a := range c.args {
		var want string
		switch t := sig[k]; t {
		case 'i', 'b':
			if a.kind != argConst && a.kind != argVar {
				continue // the builtin names the wrong shape
			}
			if a.isBool != (t == 'b') {
				want = map[byte]string{'i': "an int", 'b': "a bool"}[t]
			}
		case 'I', 'B':
			if a.kind != argArray {
				continue
			}
			for i, e := range a.elems {
				if e.isBool != (t == 'B') {
					kind := map[byte]string{'I': "int", 'B': "bool"}[t]
					return errorf(c.line, "%s: argument %d must be an array of %s, element %d is %s", c.name, k+1, kind, i+1, e.describe())
				}
			}
		}
		if want != "" {
			return c.argErr(k, want+" (variable or constant)", a)
		}
	}
	return nil
}
