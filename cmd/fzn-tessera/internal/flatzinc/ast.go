package flatzinc

import (
	"fmt"
	"strings"
)

// Model is a parsed FlatZinc text: its items in the order of the file.
type Model struct {
	Predicates  []Predicate
	Symbols     *Symbols // the parameters and variables, in declaration order
	Constraints []Constraint
	Solve       Solve
	// Paths, when set (from MiniZinc's .paths file, see ParsePaths), lets
	// Build's errors name the MiniZinc variables and lines.
	Paths *Paths
}

// Predicate is a predicate declaration: a solver-specific constraint the
// text announces. Only its name and arity are kept.
type Predicate struct {
	Name   string
	Params int
	Line   int
}

// BaseType is the scalar type of a declaration or of an array's elements.
type BaseType uint8

const (
	TypeInt BaseType = iota
	TypeBool
	TypeFloat
	TypeSetOfInt
)

func (b BaseType) String() string {
	return [...]string{"int", "bool", "float", "set of int"}[b]
}

// Type is the type of a declaration.
type Type struct {
	Var   bool
	Base  BaseType
	Array bool
	// Len is the length of an array (its index set is 1..Len).
	Len int
	// Dom is the domain of a var int (nil: unbounded), or the universe of
	// a var set of int; nil for other types.
	Dom *IntSet
}

func (t Type) String() string {
	var b strings.Builder
	if t.Array {
		fmt.Fprintf(&b, "array [1..%d] of ", t.Len)
	}
	if t.Var {
		b.WriteString("var ")
	}
	if t.Var && t.Base == TypeInt && t.Dom != nil {
		b.WriteString(t.Dom.String())
	} else {
		b.WriteString(t.Base.String())
	}
	return b.String()
}

// Decl declares a parameter or a variable (scalar or array).
type Decl struct {
	Name string
	Line int
	Type Type
	Anns []Expr
	// Value is the assigned expression: a parameter's value, an array's
	// elements, or a variable's alias; nil when there is none.
	Value *Expr
}

// Ann returns the declaration's annotation called name, if any.
func (d *Decl) Ann(name string) (Expr, bool) { return findAnn(d.Anns, name) }

func findAnn(anns []Expr, name string) (Expr, bool) {
	for _, a := range anns {
		if a.Name == name && (a.Kind == ExprIdent || a.Kind == ExprCall) {
			return a, true
		}
	}
	return Expr{}, false
}

// Constraint is a constraint item: a builtin or predicate called with
// arguments.
type Constraint struct {
	Name string
	Args []Expr
	Anns []Expr
	Line int
}

// SolveKind says what the solve item asks for.
type SolveKind uint8

const (
	Satisfy SolveKind = iota
	Minimize
	Maximize
)

func (k SolveKind) String() string { return [...]string{"satisfy", "minimize", "maximize"}[k] }

// Solve is the solve item.
type Solve struct {
	Kind      SolveKind
	Objective Expr // for Minimize and Maximize
	Anns      []Expr
	Line      int
}

// ExprKind is the class of an expression.
type ExprKind uint8

const (
	ExprInt    ExprKind = iota // Int
	ExprBool                   // Bool
	ExprFloat                  // Float
	ExprSet                    // Set, a set of integers
	ExprIdent                  // Name, or the element Name[Index] when Index > 0
	ExprArray                  // Elems
	ExprString                 // Name holds the string (annotations only)
	ExprCall                   // an annotation with arguments: Name(Elems...)
)

// Expr is an expression: a literal, an identifier, an array literal, or
// (in annotations) a string or an annotation call.
type Expr struct {
	Kind  ExprKind
	Line  int
	Int   int
	Bool  bool
	Float float64
	Set   IntSet
	Name  string
	Index int
	Elems []Expr
}

func (e Expr) String() string {
	switch e.Kind {
	case ExprInt:
		return fmt.Sprint(e.Int)
	case ExprBool:
		return fmt.Sprint(e.Bool)
	case ExprFloat:
		return fmt.Sprint(e.Float)
	case ExprSet:
		return e.Set.String()
	case ExprIdent:
		if e.Index > 0 {
			return fmt.Sprintf("%s[%d]", e.Name, e.Index)
		}
		return e.Name
	case ExprString:
		return fmt.Sprintf("%q", e.Name)
	}
	parts := make([]string, len(e.Elems))
	for i, x := range e.Elems {
		parts[i] = x.String()
	}
	if e.Kind == ExprCall {
		return e.Name + "(" + strings.Join(parts, ", ") + ")"
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
