package flatzinc

import (
	"context"
	"fmt"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// Problem is a FlatZinc model built on a cp.Store: the variables and
// propagators, what to optimise, how to search and what to print.
type Problem struct {
	Model *Model
	Store *cp.Store
	// Kind is satisfy, minimize or maximize; for the latter two the
	// objective is the variable Objective, or the constant ObjectiveConst
	// when ObjectiveFixed (the model then only has to be satisfied).
	Kind           SolveKind
	Objective      cp.VarID
	ObjectiveFixed bool
	ObjectiveConst int

	// Phases are the search annotations of the solve item resolved to
	// groups of variables (nil when there are none); see SearchOptions.
	Phases []search.Phase
	// Restart is the restart policy of a restart_luby or restart_geometric
	// annotation (the zero Restart: none).
	Restart search.Restart
	// Notes say where the model asked for something the engine does not
	// do exactly (a search annotation approximated, one ignored); the
	// command prints them under -v.
	Notes []string

	vars        []varInfo // per store variable
	outputs     []output
	constraints []posted

	// sites locate the propagators, by their first PropID, in the model;
	// buildFailure is the first item whose posting failed the store, and
	// rootFailProp the propagator that failed the build's own propagation
	// (-1: none). See FailureSite.
	sites        []propSite
	buildFailure *Site
	rootFailProp cp.PropID
}

// varInfo is what the builder knows of a store variable.
type varInfo struct {
	name       string // the declaration that created it, "" for helpers
	isBool     bool
	introduced bool // var_is_introduced: the compiler made it up
	defined    bool // is_defined_var: a constraint fixes it from others
	helper     bool // made by the builder (constants, copies)
	output     bool // printed with each solution
	dom        *IntSet
}

// posted keeps a constraint's resolved arguments, for Verify.
type posted struct {
	name string
	line int
	args []arg
}

// builder holds the state of one Build.
type builder struct {
	m      *Model
	s      *cp.Store
	p      *Problem
	vals   map[string]arg // resolved declarations; looked up, never iterated
	consts map[int]cp.VarID
	words  int // bitset words of the declared domains so far
	// conIndex is the constraint being posted, counted from 0 as
	// MiniZinc's .paths file counts them.
	conIndex int
	// deferred are the constraints on interval variables that wait for
	// the root bounds (narrow.go); final is set once they are posted.
	deferred []deferredCall
	final    bool
	copies   map[cp.VarID]cp.VarID // bitset copies of interval variables
	ctx      context.Context       // stops the root propagation; nil: none
}

// unboundedLimit bounds a var int declared without a domain: ±(2^31−1),
// the range of a 32-bit int (Gecode's is one less). Wider would let a few
// such variables in a sum reach the engine's overflow guard (Linear
// refuses sums that could pass 2^61); MiniZinc gives bounds to almost
// every variable it introduces.
const unboundedLimit = 1<<31 - 1

// maxDomainWords bounds the memory of the declared domains' bitsets (8
// bytes a word: 512 MiB), so that a text of a few lines cannot ask for
// unbounded memory.
const maxDomainWords = 1 << 26

// Build posts m on a new store. Errors name the line: an unknown or
// malformed constraint, a float or set variable, a domain the engine
// cannot hold. A model that is infeasible at the root is not an error:
// the store is failed and the search reports it.
func Build(m *Model) (*Problem, error) { return BuildContext(nil, m) }

// BuildContext is Build whose root propagation (done for the constraints
// that wait for the root bounds, narrow.go) stops early when ctx (nil:
// none) is done: the waiting constraints are then posted on the bounds
// reached, which is as sound, and the search sees ctx done.
func BuildContext(ctx context.Context, m *Model) (*Problem, error) {
	b := &builder{m: m, ctx: ctx, s: cp.NewStore(), vals: map[string]arg{}, consts: map[int]cp.VarID{}, copies: map[cp.VarID]cp.VarID{}}
	b.p = &Problem{Model: m, Store: b.s, Kind: m.Solve.Kind, rootFailProp: -1}
	for d := range m.Symbols.All() {
		if err := b.track(func() Site { return b.declSite(d) }, func() error { return b.declare(d) }); err != nil {
			return nil, err
		}
	}
	for i := range m.Constraints {
		b.conIndex = i
		if err := b.constraint(&m.Constraints[i]); err != nil {
			return nil, err
		}
	}
	if err := b.postDeferred(); err != nil {
		return nil, err
	}
	if err := b.solve(); err != nil {
		return nil, err
	}
	return b.p, nil
}

// declare builds one declaration: a parameter's value, a variable, or an
// array of either.
func (b *builder) declare(d *Decl) error {
	t := d.Type
	switch {
	case t.Base == TypeFloat:
		return unsupportedf(d.Line, "%s: float %s are not supported", d.Name, map[bool]string{true: "variables", false: "parameters"}[t.Var])
	case t.Base == TypeSetOfInt && t.Var:
		return unsupportedf(d.Line, "%s: set variables are not supported (MiniZinc with Tessera's mznlib turns them into booleans)", d.Name)
	}
	if !t.Var {
		v, err := b.resolve(*d.Value)
		if err != nil {
			return err
		}
		if err := checkParType(d, v); err != nil {
			return err
		}
		b.vals[d.Name] = v
		return b.outputDecl(d, v)
	}
	var v arg
	var err error
	if t.Array {
		v, err = b.varArrayDecl(d)
	} else {
		v, err = b.varDecl(d)
	}
	if err != nil {
		return err
	}
	b.vals[d.Name] = v
	return b.outputDecl(d, v)
}

// checkParType checks a parameter's value against its declared type.
func checkParType(d *Decl, v arg) error {
	want := func(a arg) bool {
		switch d.Type.Base {
		case TypeInt:
			return a.kind == argConst && !a.isBool
		case TypeBool:
			return a.kind == argConst && a.isBool
		}
		return a.kind == argSet
	}
	if d.Type.Array {
		if v.kind != argArray {
			return errorf(d.Line, "%s is declared as %v but given %s", d.Name, d.Type, v.describe())
		}
		for i, e := range v.elems {
			if !want(e) {
				return errorf(d.Line, "%s is declared as %v but element %d is %s", d.Name, d.Type, i+1, e.describe())
			}
		}
		return nil
	}
	if !want(v) {
		return errorf(d.Line, "%s is declared as %v but given %s", d.Name, d.Type, v.describe())
	}
	return nil
}

// varDecl builds a scalar variable: a new store variable, or the variable
// or constant it is assigned (with the declared domain imposed on it).
func (b *builder) varDecl(d *Decl) (arg, error) {
	isBool := d.Type.Base == TypeBool
	_, introduced := d.Ann("var_is_introduced")
	_, defined := d.Ann("is_defined_var")
	if d.Value != nil {
		v, err := b.resolve(*d.Value)
		if err != nil {
			return arg{}, err
		}
		if v.kind != argVar && v.kind != argConst || v.isBool != isBool {
			return arg{}, errorf(d.Line, "%s is declared as %v but assigned %s", d.Name, d.Type, v.describe())
		}
		if v.kind == argVar {
			if d.Type.Dom != nil {
				if err := b.restrict(v.x, *d.Type.Dom); err != nil {
					return arg{}, err
				}
			}
			if b.p.vars[v.x].name == "" {
				b.p.vars[v.x].name = d.Name
			}
			return v, nil
		}
		if d.Type.Dom != nil && !d.Type.Dom.Contains(v.val) {
			// the model is infeasible: a fixed variable outside its domain
			x := b.newVar(d, isBool, 0, 0, introduced, defined)
			b.s.Remove(x, 0)
			return arg{kind: argVar, x: x, isBool: isBool, line: d.Line}, nil
		}
		return v, nil
	}
	if isBool {
		x := b.newVar(d, true, 0, 1, introduced, defined)
		return arg{kind: argVar, x: x, isBool: true, line: d.Line}, nil
	}
	dom := d.Type.Dom
	if dom == nil {
		// Unbounded: an interval variable over ±unboundedLimit.
		x := b.newVar(d, false, -unboundedLimit, unboundedLimit, introduced, defined)
		b.note("line %d: %s has no bounds; %d..%d assumed", d.Line, d.Name, -unboundedLimit, unboundedLimit)
		return arg{kind: argVar, x: x, line: d.Line}, nil
	}
	if dom.Empty() {
		x := b.newVar(d, false, 0, 0, introduced, defined)
		b.s.Remove(x, 0) // an empty domain: infeasible
		return arg{kind: argVar, x: x, line: d.Line}, nil
	}
	lo, hi := dom.Min(), dom.Max()
	if hi-lo < cp.MaxDomainWidth { // a bitset
		if b.words += (hi-lo)/64 + 1; b.words > maxDomainWords {
			return arg{}, errorf(d.Line, "%s: the domains declared so far need more than %d MiB", d.Name, maxDomainWords/(1<<17))
		}
	}
	x := b.newVar(d, false, lo, hi, introduced, defined) // wider: an interval variable
	b.p.vars[x].dom = dom
	if err := tessera.Label(b.s, fmt.Sprintf("domain of %s (line %d)", d.Name, d.Line), func() error {
		return b.restrict(x, *dom)
	}); err != nil {
		return arg{}, err
	}
	return arg{kind: argVar, x: x, line: d.Line}, nil
}

// newVar creates a store variable for a declaration.
func (b *builder) newVar(d *Decl, isBool bool, lo, hi int, introduced, defined bool) cp.VarID {
	x := b.s.NewVar(lo, hi)
	b.p.vars = append(b.p.vars, varInfo{name: d.Name, isBool: isBool, introduced: introduced, defined: defined})
	return x
}

// restrict removes from x's domain the values outside dom (the holes of a
// domain {…}, a set_in, a domain imposed on an alias). On a bitset only the
// gaps within x's bounds are walked, so a set with huge gaps costs no more
// than x's domain; an interval variable cannot hold a hole, so the holes
// within its bounds become a constraint (inRanges). A wipe-out fails the
// store, which the search then reports as infeasible.
func (b *builder) restrict(x cp.VarID, dom IntSet) error {
	s := b.s
	if dom.Empty() {
		s.SetMin(x, s.Max(x)+1)
		return nil
	}
	if !s.SetMin(x, dom.Min()) || !s.SetMax(x, dom.Max()) {
		return nil
	}
	if s.IsInterval(x) {
		if in := dom.Intersect(s.Min(x), s.Max(x)); len(in.Ranges) > 1 {
			return b.inRanges(x, in.Ranges)
		}
		return nil
	}
	for i := 1; i < len(dom.Ranges); i++ {
		lo, hi := max(dom.Ranges[i-1].Hi+1, s.Min(x)), min(dom.Ranges[i].Lo-1, s.Max(x))
		for v := lo; v <= hi; v++ {
			if !s.Remove(x, v) {
				return nil
			}
		}
	}
	return nil
}

// inRanges posts x ∈ rs[0] ∪ rs[1] ∪ … for an interval variable x: a
// helper k picks the range, and lo[k] ≤ x ≤ hi[k] through two Elements
// (whose values may be interval variables). k is a function of x, so no
// solution is counted twice.
func (b *builder) inRanges(x cp.VarID, rs []Range) error {
	los, his := make([]int, len(rs)), make([]int, len(rs))
	for i, r := range rs {
		los[i], his[i] = r.Lo, r.Hi
	}
	k := b.helperVar(0, len(rs)-1)
	lo := b.helperVar(los[0], los[len(los)-1])
	hi := b.helperVar(his[0], his[len(his)-1])
	if err := propagators.Element(b.s, los, k, lo); err != nil {
		return err
	}
	if err := propagators.Element(b.s, his, k, hi); err != nil {
		return err
	}
	if err := propagators.LessEq(b.s, lo, x, 0); err != nil {
		return err
	}
	return propagators.LessEq(b.s, x, hi, 0)
}

// varArrayDecl builds an array of variables from its elements.
func (b *builder) varArrayDecl(d *Decl) (arg, error) {
	v, err := b.resolve(*d.Value)
	if err != nil {
		return arg{}, err
	}
	isBool := d.Type.Base == TypeBool
	for i, e := range v.elems {
		if e.kind != argVar && e.kind != argConst || e.isBool != isBool {
			return arg{}, errorf(d.Line, "%s is declared as %v but element %d is %s", d.Name, d.Type, i+1, e.describe())
		}
		if e.kind == argVar && d.Type.Dom != nil {
			if err := b.restrict(e.x, *d.Type.Dom); err != nil {
				return arg{}, err
			}
		}
		if e.kind == argConst && d.Type.Dom != nil && !d.Type.Dom.Contains(e.val) {
			x := b.helperVar(e.val, e.val)
			b.s.Remove(x, e.val) // infeasible
		}
	}
	v.isBool = isBool
	return v, nil
}

// helperVar creates a variable the model does not name.
func (b *builder) helperVar(lo, hi int) cp.VarID {
	x := b.s.NewVar(lo, hi)
	b.p.vars = append(b.p.vars, varInfo{helper: true})
	return x
}

// constVar returns a variable fixed to v (one per value).
func (b *builder) constVar(v int) cp.VarID {
	if x, ok := b.consts[v]; ok {
		return x
	}
	x := b.helperVar(v, v)
	b.consts[v] = x
	return x
}

// copyVar returns a new variable equal to x, for the post functions that
// take each variable once.
func (b *builder) copyVar(x cp.VarID) (cp.VarID, error) {
	y := b.helperVar(b.s.Min(x), b.s.Max(x))
	b.p.vars[y].isBool = b.p.vars[x].isBool
	return y, propagatorsEqual(b.s, y, x)
}

// distinct returns xs with every repeated variable replaced by a copy, so
// that post functions that take each variable once accept it. avoid lists
// variables that must not appear in the result either (the count variable
// of Count, say).
func (b *builder) distinct(xs []cp.VarID, avoid ...cp.VarID) ([]cp.VarID, error) {
	seen := make(map[cp.VarID]bool, len(xs)+len(avoid))
	for _, a := range avoid {
		seen[a] = true
	}
	out := make([]cp.VarID, len(xs))
	for i, x := range xs {
		if seen[x] {
			y, err := b.copyVar(x)
			if err != nil {
				return nil, err
			}
			x = y
		}
		seen[x] = true
		out[i] = x
	}
	return out, nil
}

// solve reads the solve item: the objective and the search annotations.
func (b *builder) solve() error {
	sv := b.m.Solve
	if sv.Kind != Satisfy {
		o, err := b.resolve(sv.Objective)
		if err != nil {
			return err
		}
		switch {
		case o.kind == argVar:
			b.p.Objective = o.x
		case o.kind == argConst:
			b.p.ObjectiveFixed, b.p.ObjectiveConst = true, o.val
		default:
			return errorf(sv.Line, "the objective must be an int variable or constant, found %s", o.describe())
		}
	}
	return b.searchAnnotations(sv.Anns)
}
