package flatzinc

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// call is one constraint item with its arguments resolved.
type call struct {
	b    *builder
	name string
	line int
	args []arg
	anns []Expr
}

// builtin posts one FlatZinc constraint: a standard builtin (int_lin_eq,
// bool_clause, …) or one of the native globals the mznlib declares
// (fzn_all_different_int, …).
type builtin struct {
	arity int
	post  func(c *call) error
}

// builtins is the constraint table, filled by the builtins_*.go files. It
// is looked up by name, never iterated in an order that matters (Builtins
// sorts). A builtin with a second arity is registered again as
// "name/arity".
var builtins = map[string]builtin{}

func register(table map[string]builtin) {
	for name, bi := range table {
		if _, dup := builtins[name]; dup {
			panic("flatzinc: builtin " + name + " registered twice")
		}
		builtins[name] = bi
	}
}

// Builtins lists the names of the constraints the builder posts, sorted.
func Builtins() []string {
	names := make([]string, 0, len(builtins))
	for n := range builtins {
		if !strings.Contains(n, "/") {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return names
}

// constraint posts one constraint item.
func (b *builder) constraint(ci *Constraint) error {
	bi, ok := builtins[ci.Name]
	if !ok {
		return unsupportedf(ci.Line, "unknown constraint %s (neither a FlatZinc builtin nor a global of Tessera's mznlib)", ci.Name)
	}
	if alt, ok := builtins[fmt.Sprintf("%s/%d", ci.Name, len(ci.Args))]; ok {
		bi = alt // a second arity (bool_xor(a, b) beside bool_xor(a, b, r))
	}
	if len(ci.Args) != bi.arity {
		return errorf(ci.Line, "%s takes %d arguments, found %d", ci.Name, bi.arity, len(ci.Args))
	}
	c := &call{b: b, name: ci.Name, line: ci.Line, args: make([]arg, len(ci.Args)), anns: ci.Anns}
	for i, e := range ci.Args {
		a, err := b.resolve(e)
		if err != nil {
			return err
		}
		c.args[i] = a
	}
	if err := c.checkTypes(); err != nil {
		if fe, ok := err.(*Error); ok {
			fe.Msg = b.sourceNote(b.conIndex, ci, fe.Msg)
		}
		return err
	}
	if !b.final && needsBitsets[ci.Name] && c.hasInterval() {
		b.deferred = append(b.deferred, deferredCall{c: c, ci: ci, bi: bi, index: b.conIndex})
		return nil
	}
	return b.post(c, ci, bi)
}

// post posts a constraint whose arguments are resolved and checked.
func (b *builder) post(c *call, ci *Constraint, bi builtin) error {
	// Named as the layer names the constraints of a model posted directly.
	k := b.conIndex
	err := b.track(func() Site { return b.constraintSite(k, ci) }, func() error {
		return tessera.Label(b.s, fmt.Sprintf("%s (line %d)", ci.Name, ci.Line), func() error { return bi.post(c) })
	})
	// A post function may create variables of its own (ElementVar's copy
	// of an aliased index): they are helpers, like the builder's.
	for len(b.p.vars) < b.s.NumVars() {
		b.p.vars = append(b.p.vars, varInfo{helper: true})
	}
	if err != nil {
		var fe *Error
		if errors.As(err, &fe) {
			if fe.Line == ci.Line {
				fe.Msg = b.sourceNote(b.conIndex, ci, fe.Msg)
			}
			return err
		}
		return &Error{Line: ci.Line, Msg: b.sourceNote(b.conIndex, ci, fmt.Sprintf("%s: %v", ci.Name, err)), Err: err}
	}
	b.p.constraints = append(b.p.constraints, posted{name: ci.Name, line: ci.Line, args: c.args})
	return nil
}

// fail makes the model infeasible: a constraint that is false whatever the
// variables (two different constants said equal, say).
func (c *call) fail() error {
	x := c.b.helperVar(0, 0)
	c.b.s.Remove(x, 0)
	return nil
}

// level reads a propagation-strength annotation (domain, bounds, value,
// and their *_propagation spellings); def when there is none.
func (c *call) level(def propagators.Level) propagators.Level {
	for _, a := range c.anns {
		switch a.Name {
		case "domain", "domain_propagation":
			return propagators.Domain
		case "bounds", "bounds_propagation":
			return propagators.Bounds
		case "value", "value_propagation":
			return propagators.Value
		}
	}
	return def
}

func propagatorsEqual(s *cp.Store, x, y cp.VarID) error { return propagators.Equal(s, x, y, 0) }
