package flatzinc

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// searchAnnotations reads the solve item's annotations into phases:
// int_search and bool_search give one phase each, seq_search its parts in
// order. Choices the engine does not have are approximated, with a note.
func (b *builder) searchAnnotations(anns []Expr) error {
	for _, a := range anns {
		if err := b.searchAnnotation(a); err != nil {
			return err
		}
	}
	return nil
}

func (b *builder) searchAnnotation(a Expr) error {
	switch a.Name {
	case "seq_search":
		if a.Kind != ExprCall || len(a.Elems) != 1 || a.Elems[0].Kind != ExprArray {
			return errorf(a.Line, "seq_search takes one array of search annotations")
		}
		for _, e := range a.Elems[0].Elems {
			if err := b.searchAnnotation(e); err != nil {
				return err
			}
		}
		return nil
	case "int_search", "bool_search":
		return b.varSearch(a)
	case "restart_luby", "restart_geometric":
		return b.restart(a)
	}
	b.note("line %d: annotation %s ignored (%s)", a.Line, a.Name, ignoredWhy(a.Name))
	return nil
}

func ignoredWhy(name string) string {
	switch name {
	case "set_search", "float_search":
		return "no set or float variables"
	case "restart_none":
		return "no restarts is the default"
	case "restart_constant", "restart_linear":
		return "the engine restarts by Luby or geometric cutoffs only"
	case "warm_start", "warm_start_array", "warm_start_bool", "warm_start_int":
		return "no warm starts"
	}
	return "unknown to Tessera"
}

// restart reads restart_luby(scale) and restart_geometric(base, scale):
// the search restarts after scale·luby(i) failures, or after scale·base^i.
func (b *builder) restart(a Expr) error {
	want := map[string]int{"restart_luby": 1, "restart_geometric": 2}[a.Name]
	if a.Kind != ExprCall || len(a.Elems) != want {
		return errorf(a.Line, "%s takes %d arguments", a.Name, want)
	}
	scale := a.Elems[want-1]
	if scale.Kind != ExprInt || scale.Int < 1 {
		return errorf(a.Line, "%s: the scale must be a positive integer, found %v", a.Name, scale)
	}
	if a.Name == "restart_luby" {
		b.p.Restart = search.Luby(int64(scale.Int))
		return nil
	}
	base := a.Elems[0]
	f := base.Float
	if base.Kind == ExprInt {
		f = float64(base.Int)
	} else if base.Kind != ExprFloat {
		f = 0
	}
	if f <= 1 {
		return errorf(a.Line, "restart_geometric: the base must be a number above 1, found %v", base)
	}
	b.p.Restart = search.Geometric(int64(scale.Int), f)
	return nil
}

// varSearch reads int_search(vars, varsel, valsel, strategy) or
// bool_search(…) into a phase.
func (b *builder) varSearch(a Expr) error {
	if a.Kind != ExprCall || len(a.Elems) < 3 || len(a.Elems) > 4 {
		return errorf(a.Line, "%s takes (variables, variable choice, value choice[, strategy])", a.Name)
	}
	v, err := b.resolve(a.Elems[0])
	if err != nil {
		return err
	}
	if v.kind != argArray {
		v = arg{kind: argArray, elems: []arg{v}}
	}
	ph := search.Phase{}
	for _, e := range v.elems {
		switch e.kind {
		case argVar:
			ph.Vars = append(ph.Vars, e.x)
		case argConst:
		default:
			return errorf(a.Line, "%s: the variables must be int or bool variables, found %s", a.Name, e.describe())
		}
	}
	b.varChoice(a, a.Elems[1], &ph)
	b.valChoice(a, a.Elems[2], &ph)
	if len(a.Elems) == 4 && a.Elems[3].Name != "complete" {
		b.note("line %d: %s strategy %s: the search is complete anyway", a.Line, a.Name, a.Elems[3].Name)
	}
	if len(ph.Vars) > 0 {
		b.p.Phases = append(b.p.Phases, ph)
	}
	return nil
}

// varChoice sets the phase's variable selection.
func (b *builder) varChoice(a, e Expr, ph *search.Phase) {
	switch e.Name {
	case "input_order":
		ph.VarSelect = search.InputOrder
	case "first_fail", "most_constrained":
		// Tessera's first-fail breaks ties by degree: most_constrained.
		ph.VarSelect = search.FirstFail
	case "dom_w_deg":
		ph.VarSelect = search.DomWDeg
	case "smallest":
		ph.VarSelect = search.Smallest
	case "largest":
		ph.VarSelect = search.Largest
	case "anti_first_fail":
		ph.VarSelect = search.AntiFirstFail
	case "occurrence":
		ph.VarSelect = search.Occurrence
	case "max_regret":
		ph.VarSelect = search.MaxRegret
	default:
		ph.VarSelect = search.FirstFail
		b.note("line %d: variable choice %s unknown, first_fail used", a.Line, e.Name)
	}
}

// valChoice sets the phase's value selection.
func (b *builder) valChoice(a, e Expr, ph *search.Phase) {
	switch e.Name {
	case "indomain_min", "indomain":
		ph.ValSelect = search.ValMin
	case "indomain_max":
		ph.ValSelect = search.ValMax
	case "indomain_median":
		ph.ValSelect = search.ValMedian
	case "indomain_middle":
		ph.ValSelect = search.ValMiddle
	case "indomain_random":
		ph.ValSelect = search.ValRandom
	case "indomain_split":
		ph.ValSelect = search.ValSplit
	case "indomain_reverse_split":
		ph.ValSelect = search.ValReverseSplit
	case "indomain_interval":
		ph.ValSelect = search.ValSplit
		b.note("line %d: value choice indomain_interval approximated by indomain_split", a.Line)
	default:
		ph.ValSelect = search.ValMin
		b.note("line %d: value choice %s unknown, indomain_min used", a.Line, e.Name)
	}
}

func (b *builder) note(format string, args ...any) {
	b.p.Notes = append(b.p.Notes, fmt.Sprintf(format, args...))
}

// SearchOptions returns the search's decision variables as phases: the
// annotated phases (unless free), then every other variable of the model
// so that a solution fixes them all: the model's own variables by
// dom/wdeg (first-fail after annotated phases), then the compiler's
// introduced ones, then, in an optimisation, the defined ones that are not
// printed (which propagation usually fixes first); in satisfaction those
// are left to Complete. The objective is left to the search, which branches on it last,
// best value first. The caller adds limits and the seed.
func (p *Problem) SearchOptions(free bool) search.Options {
	var opt search.Options
	n := p.Store.NumVars()
	seen := make([]bool, n)
	if p.Kind != Satisfy && !p.ObjectiveFixed {
		seen[p.Objective] = true
	}
	if !free {
		for _, ph := range p.Phases {
			var vars []cp.VarID
			for _, x := range ph.Vars {
				if !seen[x] {
					seen[x] = true
					vars = append(vars, x)
				}
			}
			if len(vars) > 0 {
				opt.Phases = append(opt.Phases, search.Phase{Vars: vars, VarSelect: ph.VarSelect, ValSelect: ph.ValSelect})
			}
		}
	}
	rest := search.DomWDeg
	if len(opt.Phases) > 0 {
		rest = search.FirstFail
	}
	// In satisfaction the defined variables that are not printed are left
	// to Complete (see there); branch and bound lists no solution twice,
	// so it branches on them last.
	satisfy := p.Kind == Satisfy || p.ObjectiveFixed
	groups := [3][]cp.VarID{}
	for x := range cp.VarID(n) {
		vi := p.vars[x]
		if seen[x] || vi.helper && p.Store.Fixed(x) || satisfy && vi.defined && !vi.output {
			continue
		}
		switch {
		case vi.defined && !vi.output:
			groups[2] = append(groups[2], x)
		case vi.introduced || vi.helper:
			groups[1] = append(groups[1], x)
		default:
			groups[0] = append(groups[0], x)
		}
	}
	for k, g := range groups {
		if len(g) == 0 {
			continue
		}
		sel := rest
		if k == 2 {
			sel = search.InputOrder
		}
		opt.Phases = append(opt.Phases, search.Phase{Vars: g, VarSelect: sel, ValSelect: search.ValMin})
	}
	if len(opt.Phases) == 0 {
		opt.AllowNoVars = true
	}
	if !free {
		opt.Restart = p.Restart
	}
	if p.Kind == Minimize && !p.ObjectiveFixed {
		opt.Objective = search.Minimize(p.Objective)
	} else if p.Kind == Maximize && !p.ObjectiveFixed {
		opt.Objective = search.Maximize(p.Objective)
	}
	return opt
}
