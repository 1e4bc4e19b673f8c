package flatzinc

import (
	"github.com/tessera-cp/tessera/cp"
)

// argKind is the class of a resolved expression.
type argKind uint8

const (
	argConst argKind = iota // an int or bool constant: val
	argVar                  // an int or bool variable: x
	argSet                  // a set of integers: set
	argArray                // an array: elems
)

// arg is an expression resolved against the declarations built so far:
// identifiers replaced by what they stand for, bools as 0/1.
type arg struct {
	kind   argKind
	isBool bool // a bool constant or variable, or an array of them
	val    int
	x      cp.VarID
	set    IntSet
	elems  []arg
	line   int
}

func (a arg) describe() string {
	switch a.kind {
	case argConst:
		if a.isBool {
			return "a bool constant"
		}
		return "an int constant"
	case argVar:
		if a.isBool {
			return "a bool variable"
		}
		return "an int variable"
	case argSet:
		return "a set"
	}
	return "an array"
}

// resolve turns an expression into an arg.
func (b *builder) resolve(e Expr) (arg, error) {
	switch e.Kind {
	case ExprInt:
		return arg{kind: argConst, val: e.Int, line: e.Line}, nil
	case ExprBool:
		return arg{kind: argConst, isBool: true, val: b2i(e.Bool), line: e.Line}, nil
	case ExprSet:
		return arg{kind: argSet, set: e.Set, line: e.Line}, nil
	case ExprFloat:
		return arg{}, unsupportedf(e.Line, "floats are not supported (found %v)", e)
	case ExprString, ExprCall:
		return arg{}, errorf(e.Line, "%v is allowed in annotations only", e)
	case ExprIdent:
		v, ok := b.vals[e.Name]
		if !ok {
			if _, declared := b.m.Symbols.Lookup(e.Name); declared {
				return arg{}, errorf(e.Line, "%s is used before its declaration is complete", e.Name)
			}
			return arg{}, errorf(e.Line, "undeclared identifier %s", e.Name)
		}
		if e.Index > 0 {
			if v.kind != argArray {
				return arg{}, errorf(e.Line, "%s is not an array and cannot be indexed", e.Name)
			}
			if e.Index > len(v.elems) {
				return arg{}, errorf(e.Line, "index %d out of range: %s has %d elements", e.Index, e.Name, len(v.elems))
			}
			v = v.elems[e.Index-1]
		}
		v.line = e.Line
		return v, nil
	}
	// ExprArray
	a := arg{kind: argArray, line: e.Line, elems: make([]arg, len(e.Elems))}
	for i, x := range e.Elems {
		r, err := b.resolve(x)
		if err != nil {
			return arg{}, err
		}
		if r.kind == argArray {
			return arg{}, errorf(x.Line, "an array cannot hold an array")
		}
		a.elems[i] = r
	}
	a.isBool = len(a.elems) > 0
	for _, x := range a.elems {
		a.isBool = a.isBool && x.isBool
	}
	return a, nil
}

func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

// The conversions below check an argument's shape for a builtin and return
// it in the form the post functions take; what names the argument in
// errors is "argument K of NAME".

// intPar is an int (or bool) constant.
func (c *call) intPar(k int) (int, error) {
	a := c.args[k]
	if a.kind != argConst {
		return 0, c.argErr(k, "a constant", a)
	}
	return a.val, nil
}

// intVar is an int or bool variable; a constant becomes a fixed variable.
func (c *call) intVar(k int) (cp.VarID, error) {
	a := c.args[k]
	switch a.kind {
	case argVar:
		return a.x, nil
	case argConst:
		return c.b.constVar(a.val), nil
	}
	return 0, c.argErr(k, "a variable or a constant", a)
}

// set is a set of integers.
func (c *call) set(k int) (IntSet, error) {
	a := c.args[k]
	if a.kind != argSet {
		return IntSet{}, c.argErr(k, "a set of int", a)
	}
	return a.set, nil
}

// array returns the elements of an array argument.
func (c *call) array(k int) ([]arg, error) {
	a := c.args[k]
	if a.kind != argArray {
		return nil, c.argErr(k, "an array", a)
	}
	return a.elems, nil
}

// intArray is an array of constants.
func (c *call) intArray(k int) ([]int, error) {
	elems, err := c.array(k)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(elems))
	for i, e := range elems {
		if e.kind != argConst {
			return nil, errorf(c.line, "%s: argument %d must be an array of constants, element %d is %s", c.name, k+1, i+1, e.describe())
		}
		out[i] = e.val
	}
	return out, nil
}

// varArray is an array of variables; constants become fixed variables.
func (c *call) varArray(k int) ([]cp.VarID, error) {
	elems, err := c.array(k)
	if err != nil {
		return nil, err
	}
	out := make([]cp.VarID, len(elems))
	for i, e := range elems {
		switch e.kind {
		case argVar:
			out[i] = e.x
		case argConst:
			out[i] = c.b.constVar(e.val)
		default:
			return nil, errorf(c.line, "%s: argument %d must be an array of variables, element %d is %s", c.name, k+1, i+1, e.describe())
		}
	}
	return out, nil
}

// allConst reports whether argument k is an array of constants.
func (c *call) allConst(k int) bool {
	a := c.args[k]
	if a.kind != argArray {
		return false
	}
	for _, e := range a.elems {
		if e.kind != argConst {
			return false
		}
	}
	return true
}

func (c *call) argErr(k int, want string, got arg) error {
	return errorf(c.line, "%s: argument %d must be %s, found %s", c.name, k+1, want, got.describe())
}
