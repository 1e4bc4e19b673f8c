package flatzinc

import "errors"

// maxDepth bounds the nesting of array literals and annotations, so that a
// hostile text cannot exhaust the stack.
const maxDepth = 64

// Parse reads a FlatZinc text. name names it in errors, which are *Error
// values naming the line. Parse checks the grammar and that every name is
// declared once; what the names refer to is checked when the model is
// built.
func Parse(name string, src []byte) (*Model, error) {
	p := &parser{lex: newLexer(string(src)), m: &Model{Symbols: newSymbols()}}
	err := p.model()
	if err != nil {
		var fe *Error
		if errors.As(err, &fe) && fe.File == "" {
			fe.File = name
		}
		return nil, err
	}
	return p.m, nil
}

type parser struct {
	lex    *lexer
	tok    token // the current token
	peeked bool
	err    error // the lexer's error, sticky: every later read returns it
	m      *Model
	depth  int
}

// peek returns the current token without consuming it.
func (p *parser) peek() (token, error) {
	if p.err != nil {
		return token{}, p.err
	}
	if !p.peeked {
		t, err := p.lex.next()
		if err != nil {
			p.err = err
			return token{}, err
		}
		p.tok, p.peeked = t, true
	}
	return p.tok, nil
}

// take consumes and returns the current token.
func (p *parser) take() (token, error) {
	t, err := p.peek()
	p.peeked = false
	return t, err
}

// isPunct reports whether the current token is the punctuation s.
func (p *parser) isPunct(s string) bool {
	t, err := p.peek()
	return err == nil && t.kind == tokPunct && t.text == s
}

func (p *parser) isWord(s string) bool {
	t, err := p.peek()
	return err == nil && t.kind == tokIdent && t.text == s
}

// expect consumes the punctuation s or reports what was found instead.
func (p *parser) expect(s string, what string) error {
	t, err := p.take()
	if err != nil {
		return err
	}
	if t.kind != tokPunct || t.text != s {
		return errorf(t.line, "expected %q %s, found %v", s, what, t)
	}
	return nil
}

func (p *parser) expectWord(s string, what string) error {
	t, err := p.take()
	if err != nil {
		return err
	}
	if t.kind != tokIdent || t.text != s {
		return errorf(t.line, "expected %q %s, found %v", s, what, t)
	}
	return nil
}

func (p *parser) ident(what string) (token, error) {
	t, err := p.take()
	if err != nil {
		return t, err
	}
	if t.kind != tokIdent {
		return t, errorf(t.line, "expected %s, found %v", what, t)
	}
	if isKeyword(t.text) {
		return t, errorf(t.line, "expected %s, found the keyword %q", what, t.text)
	}
	return t, nil
}

func (p *parser) intLit(what string) (int, int, error) {
	t, err := p.take()
	if err != nil {
		return 0, 0, err
	}
	if t.kind != tokInt {
		return 0, t.line, errorf(t.line, "expected %s, found %v", what, t)
	}
	return t.ival, t.line, nil
}

var keywords = map[string]bool{
	"array": true, "bool": true, "constraint": true, "false": true, "float": true,
	"int": true, "maximize": true, "minimize": true, "of": true, "predicate": true,
	"satisfy": true, "set": true, "solve": true, "true": true, "var": true,
}

func isKeyword(s string) bool { return keywords[s] }

// model parses the items up to the solve item, which must come last.
func (p *parser) model() error {
	solved := false
	for {
		t, err := p.peek()
		if err != nil {
			return err
		}
		if t.kind == tokEOF {
			if !solved {
				return errorf(t.line, "missing solve item (solve satisfy; solve minimize x; solve maximize x)")
			}
			return nil
		}
		if solved {
			return errorf(t.line, "unexpected %v after the solve item (it must be the last item)", t)
		}
		switch {
		case t.kind == tokIdent && t.text == "predicate":
			err = p.predicate()
		case t.kind == tokIdent && t.text == "constraint":
			err = p.constraint()
		case t.kind == tokIdent && t.text == "solve":
			err, solved = p.solve(), true
		default:
			err = p.decl()
		}
		if err != nil {
			return err
		}
	}
}

// predicate parses "predicate NAME(TYPE: NAME, …);".
func (p *parser) predicate() error {
	kw, _ := p.take()
	name, err := p.ident("a predicate name")
	if err != nil {
		return err
	}
	if err := p.expect("(", "after the predicate name"); err != nil {
		return err
	}
	n := 0
	for !p.isPunct(")") {
		if n > 0 {
			if err := p.expect(",", "between parameters"); err != nil {
				return err
			}
		}
		if _, err := p.typ(true); err != nil {
			return err
		}
		if err := p.expect(":", "after a parameter type"); err != nil {
			return err
		}
		if _, err := p.ident("a parameter name"); err != nil {
			return err
		}
		n++
	}
	p.take()
	if err := p.expect(";", "after a predicate declaration"); err != nil {
		return err
	}
	p.m.Predicates = append(p.m.Predicates, Predicate{Name: name.text, Params: n, Line: kw.line})
	return nil
}

// decl parses a parameter or variable declaration.
func (p *parser) decl() error {
	start, err := p.peek()
	if err != nil {
		return err
	}
	if start.kind != tokIdent || !(start.text == "array" || start.text == "var" || start.text == "int" ||
		start.text == "bool" || start.text == "float" || start.text == "set") {
		if start.kind == tokInt || start.kind == tokPunct && start.text == "{" {
			// a domain written without var: "1..3: x" is no FlatZinc
			return errorf(start.line, "expected a declaration (a parameter type or var), found %v", start)
		}
		return errorf(start.line, "expected an item (predicate, a declaration, constraint or solve), found %v", start)
	}
	ty, err := p.typ(false)
	if err != nil {
		return err
	}
	if err := p.expect(":", "after the type of a declaration"); err != nil {
		return err
	}
	name, err := p.ident("the name of the declared item")
	if err != nil {
		return err
	}
	d := &Decl{Name: name.text, Line: start.line, Type: ty}
	if d.Anns, err = p.annotations(); err != nil {
		return err
	}
	if p.isPunct("=") {
		p.take()
		e, err := p.expr(false)
		if err != nil {
			return err
		}
		d.Value = &e
	}
	if err := p.expect(";", "at the end of the declaration of "+d.Name); err != nil {
		return err
	}
	if err := checkDecl(d); err != nil {
		return err
	}
	return p.m.Symbols.add(d)
}

// checkDecl checks what the grammar alone does not: parameters have
// values, arrays are as long as their index set says.
func checkDecl(d *Decl) error {
	if !d.Type.Var && d.Value == nil {
		return errorf(d.Line, "parameter %s has no value", d.Name)
	}
	if d.Type.Array {
		if d.Value == nil {
			return errorf(d.Line, "array %s has no elements (an array declaration needs = [ … ])", d.Name)
		}
		if d.Value.Kind != ExprArray {
			return errorf(d.Line, "array %s must be given as an array literal [ … ], found %v", d.Name, *d.Value)
		}
		if len(d.Value.Elems) != d.Type.Len {
			return errorf(d.Line, "array %s is declared with %d elements (1..%d) but given %d", d.Name, d.Type.Len, d.Type.Len, len(d.Value.Elems))
		}
	} else if d.Value != nil && d.Value.Kind == ExprArray {
		return errorf(d.Line, "%s is not an array but is given an array literal", d.Name)
	}
	return nil
}

// constraint parses "constraint NAME(ARG, …) ANNOTATIONS;".
func (p *parser) constraint() error {
	kw, _ := p.take()
	name, err := p.ident("a constraint name")
	if err != nil {
		return err
	}
	c := Constraint{Name: name.text, Line: kw.line}
	if err := p.expect("(", "after the constraint name "+c.Name); err != nil {
		return err
	}
	for !p.isPunct(")") {
		if len(c.Args) > 0 {
			if err := p.expect(",", "between the arguments of "+c.Name); err != nil {
				return err
			}
		}
		e, err := p.expr(false)
		if err != nil {
			return err
		}
		c.Args = append(c.Args, e)
	}
	p.take()
	if c.Anns, err = p.annotations(); err != nil {
		return err
	}
	if err := p.expect(";", "at the end of the constraint"); err != nil {
		return err
	}
	p.m.Constraints = append(p.m.Constraints, c)
	return nil
}

// solve parses "solve ANNOTATIONS satisfy|minimize E|maximize E;".
func (p *parser) solve() error {
	kw, _ := p.take()
	s := Solve{Line: kw.line}
	var err error
	if s.Anns, err = p.annotations(); err != nil {
		return err
	}
	t, err := p.take()
	if err != nil {
		return err
	}
	switch {
	case t.kind == tokIdent && t.text == "satisfy":
		s.Kind = Satisfy
	case t.kind == tokIdent && (t.text == "minimize" || t.text == "maximize"):
		s.Kind = Minimize
		if t.text == "maximize" {
			s.Kind = Maximize
		}
		if s.Objective, err = p.expr(false); err != nil {
			return err
		}
	default:
		return errorf(t.line, "expected satisfy, minimize or maximize, found %v", t)
	}
	if err := p.expect(";", "at the end of the solve item"); err != nil {
		return err
	}
	p.m.Solve = s
	return nil
}

// typ parses a type. In predicate parameters (pred), array index sets may
// be "int" and several, and scalar types may be domains without var.
func (p *parser) typ(pred bool) (Type, error) {
	var ty Type
	t, err := p.peek()
	if err != nil {
		return ty, err
	}
	if t.kind == tokIdent && t.text == "array" {
		p.take()
		ty.Array = true
		if err := p.expect("[", "after array"); err != nil {
			return ty, err
		}
		dims := 0
		for !p.isPunct("]") {
			if dims > 0 {
				if err := p.expect(",", "between index sets"); err != nil {
					return ty, err
				}
			}
			dims++
			if p.isWord("int") {
				p.take()
				if !pred {
					return ty, errorf(t.line, "array index set int is allowed in predicate declarations only; declare 1..n")
				}
				continue
			}
			lo, line, err := p.intLit("an index set 1..n")
			if err != nil {
				return ty, err
			}
			if err := p.expect("..", "in an index set 1..n"); err != nil {
				return ty, err
			}
			hi, _, err := p.intLit("the end of an index set 1..n")
			if err != nil {
				return ty, err
			}
			if lo != 1 || hi < 0 {
				return ty, errorf(line, "array index set %d..%d: FlatZinc arrays are indexed 1..n", lo, hi)
			}
			ty.Len = hi
		}
		p.take()
		if dims != 1 && !pred {
			return ty, errorf(t.line, "a FlatZinc array has one index set, found %d", dims)
		}
		if err := p.expectWord("of", "after the index set of an array"); err != nil {
			return ty, err
		}
	}
	if p.isWord("var") {
		p.take()
		ty.Var = true
	}
	t, err = p.take()
	if err != nil {
		return ty, err
	}
	switch {
	case t.kind == tokIdent && t.text == "int":
		ty.Base = TypeInt
	case t.kind == tokIdent && t.text == "bool":
		ty.Base = TypeBool
	case t.kind == tokIdent && t.text == "float":
		ty.Base = TypeFloat
	case t.kind == tokIdent && t.text == "set":
		if err := p.expectWord("of", "after set"); err != nil {
			return ty, err
		}
		ty.Base = TypeSetOfInt
		if p.isWord("int") {
			p.take()
			break
		}
		t2, err := p.take()
		if err != nil {
			return ty, err
		}
		dom, err := p.domainFrom(t2)
		if err != nil {
			return ty, err
		}
		if !ty.Var && !pred {
			return ty, errorf(t2.line, "a set parameter is declared as set of int")
		}
		ty.Dom = &dom
	case t.kind == tokInt || t.kind == tokFloat || t.kind == tokPunct && t.text == "{":
		if !ty.Var && !pred {
			return ty, errorf(t.line, "a domain %v needs var before it", t)
		}
		if t.kind == tokFloat {
			ty.Base = TypeFloat
			if err := p.skipFloatRange(t); err != nil {
				return ty, err
			}
			break
		}
		dom, err := p.domainFrom(t)
		if err != nil {
			return ty, err
		}
		ty.Base, ty.Dom = TypeInt, &dom
	default:
		return ty, errorf(t.line, "expected a type (int, bool, float, set of int, a domain lo..hi or {…}), found %v", t)
	}
	return ty, nil
}

// skipFloatRange consumes the rest of a float domain lo..hi whose first
// token is t.
func (p *parser) skipFloatRange(t token) error {
	if err := p.expect("..", "in a float range lo..hi"); err != nil {
		return err
	}
	t2, err := p.take()
	if err != nil {
		return err
	}
	if t2.kind != tokFloat && t2.kind != tokInt {
		return errorf(t2.line, "expected the end of a float range, found %v", t2)
	}
	return nil
}

// domainFrom parses an integer domain whose first token t was taken:
// lo..hi or {a, b, …}.
func (p *parser) domainFrom(t token) (IntSet, error) {
	if t.kind == tokPunct && t.text == "{" {
		vals, err := p.intList(t.line)
		return NewIntSet(vals...), err
	}
	if t.kind != tokInt {
		return IntSet{}, errorf(t.line, "expected a domain lo..hi or {…}, found %v", t)
	}
	if err := p.expect("..", "in a domain lo..hi"); err != nil {
		return IntSet{}, err
	}
	t2, err := p.take()
	if err != nil {
		return IntSet{}, err
	}
	if t2.kind == tokFloat {
		return IntSet{}, unsupportedf(t2.line, "float domains are not supported")
	}
	if t2.kind != tokInt {
		return IntSet{}, errorf(t2.line, "expected the end of a domain lo..hi, found %v", t2)
	}
	return RangeSet(t.ival, t2.ival), nil
}

// intList parses "a, b, …}" after an opening brace.
func (p *parser) intList(line int) ([]int, error) {
	var vals []int
	for !p.isPunct("}") {
		if len(vals) > 0 {
			if err := p.expect(",", "between the elements of a set"); err != nil {
				return nil, err
			}
		}
		t, err := p.take()
		if err != nil {
			return nil, err
		}
		switch t.kind {
		case tokInt:
			vals = append(vals, t.ival)
		case tokFloat:
			return nil, unsupportedf(t.line, "sets of floats are not supported")
		default:
			return nil, errorf(t.line, "expected an integer in a set literal, found %v", t)
		}
	}
	p.take()
	return vals, nil
}

// annotations parses ":: ANN :: ANN …".
func (p *parser) annotations() ([]Expr, error) {
	var anns []Expr
	for p.isPunct("::") {
		p.take()
		a, err := p.annotation()
		if err != nil {
			return nil, err
		}
		anns = append(anns, a)
	}
	return anns, nil
}

// annotation parses NAME or NAME(ARG, …).
func (p *parser) annotation() (Expr, error) {
	name, err := p.ident("an annotation")
	if err != nil {
		return Expr{}, err
	}
	if !p.isPunct("(") {
		return Expr{Kind: ExprIdent, Name: name.text, Line: name.line}, nil
	}
	return p.call(name)
}

// call parses the arguments "(ARG, …)" of the annotation name.
func (p *parser) call(name token) (Expr, error) {
	if err := p.enter(name.line); err != nil {
		return Expr{}, err
	}
	defer p.leave()
	p.take() // (
	e := Expr{Kind: ExprCall, Name: name.text, Line: name.line}
	for !p.isPunct(")") {
		if len(e.Elems) > 0 {
			if err := p.expect(",", "between the arguments of "+name.text); err != nil {
				return Expr{}, err
			}
		}
		a, err := p.expr(true)
		if err != nil {
			return Expr{}, err
		}
		e.Elems = append(e.Elems, a)
	}
	p.take()
	return e, nil
}

func (p *parser) enter(line int) error {
	if p.depth >= maxDepth {
		return errorf(line, "nesting deeper than %d levels", maxDepth)
	}
	p.depth++
	return nil
}

func (p *parser) leave() { p.depth-- }

// expr parses an expression; ann allows what only annotations hold
// (strings, annotation calls, nested arrays).
func (p *parser) expr(ann bool) (Expr, error) {
	t, err := p.take()
	if err != nil {
		return Expr{}, err
	}
	switch t.kind {
	case tokInt, tokFloat:
		if p.isPunct("..") {
			p.take()
			t2, err := p.take()
			if err != nil {
				return Expr{}, err
			}
			if t.kind == tokFloat || t2.kind == tokFloat {
				return Expr{Kind: ExprFloat, Float: t.fval, Line: t.line}, nil // a float range: rejected where used
			}
			if t2.kind != tokInt {
				return Expr{}, errorf(t2.line, "expected the end of a range %d..hi, found %v", t.ival, t2)
			}
			return Expr{Kind: ExprSet, Set: RangeSet(t.ival, t2.ival), Line: t.line}, nil
		}
		if t.kind == tokFloat {
			return Expr{Kind: ExprFloat, Float: t.fval, Line: t.line}, nil
		}
		return Expr{Kind: ExprInt, Int: t.ival, Line: t.line}, nil
	case tokString:
		if !ann {
			return Expr{}, errorf(t.line, "a string %v is allowed in annotations only", t)
		}
		return Expr{Kind: ExprString, Name: t.text, Line: t.line}, nil
	case tokIdent:
		switch t.text {
		case "true", "false":
			return Expr{Kind: ExprBool, Bool: t.text == "true", Line: t.line}, nil
		}
		if isKeyword(t.text) {
			return Expr{}, errorf(t.line, "expected an expression, found the keyword %q", t.text)
		}
		if p.isPunct("[") {
			p.take()
			i, line, err := p.intLit("an array index")
			if err != nil {
				return Expr{}, err
			}
			if i < 1 {
				return Expr{}, errorf(line, "array index %d: FlatZinc arrays start at 1", i)
			}
			if err := p.expect("]", "after an array index"); err != nil {
				return Expr{}, err
			}
			return Expr{Kind: ExprIdent, Name: t.text, Index: i, Line: t.line}, nil
		}
		if ann && p.isPunct("(") {
			return p.call(t)
		}
		return Expr{Kind: ExprIdent, Name: t.text, Line: t.line}, nil
	case tokPunct:
		switch t.text {
		case "{":
			vals, err := p.intList(t.line)
			if err != nil {
				return Expr{}, err
			}
			return Expr{Kind: ExprSet, Set: NewIntSet(vals...), Line: t.line}, nil
		case "[":
			return p.array(t, ann)
		}
	}
	return Expr{}, errorf(t.line, "expected an expression, found %v", t)
}

// array parses "ELEM, …]" after an opening bracket.
func (p *parser) array(open token, ann bool) (Expr, error) {
	if err := p.enter(open.line); err != nil {
		return Expr{}, err
	}
	defer p.leave()
	e := Expr{Kind: ExprArray, Line: open.line}
	for !p.isPunct("]") {
		if len(e.Elems) > 0 {
			if err := p.expect(",", "between array elements"); err != nil {
				return Expr{}, err
			}
		}
		x, err := p.expr(ann)
		if err != nil {
			return Expr{}, err
		}
		if x.Kind == ExprArray && !ann {
			return Expr{}, errorf(x.Line, "nested array literals are not FlatZinc")
		}
		e.Elems = append(e.Elems, x)
	}
	p.take()
	return e, nil
}
