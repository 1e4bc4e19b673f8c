package tessera

import (
	"fmt"
	"iter"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// Objective is what Optimize optimises: built by Minimize or Maximize
// only, so that an optimisation always names its objective.
type Objective struct {
	e        LinExpr
	maximize bool
	set      bool
}

// Minimize asks Optimize for the smallest value of e (an IntVar, a BoolVar
// or a LinExpr).
func Minimize(e Operand) Objective { return Objective{e: toExpr(e), set: true} }

// Maximize asks Optimize for the largest value of e.
func Maximize(e Operand) Objective { return Objective{e: toExpr(e), maximize: true, set: true} }

// String is "minimize e" or "maximize e".
func (o Objective) String() string {
	switch {
	case !o.set:
		return "<zero Objective>"
	case o.maximize:
		return "maximize " + o.e.String()
	}
	return "minimize " + o.e.String()
}

// Solve looks for one solution. The error is the model's first recorded
// error, an invalid option, ErrUnsatisfiable (wrapped with the name of the
// constraint that failed at the root, when that is how it failed) or
// ErrLimit; the Result is never nil and says the same in Status.
func (m *Model) Solve(opts ...Option) (*Result, error) {
	var sol Solution
	res, err := m.run(opts, nil, 1, func(s *cp.Store) bool {
		sol.snapshot(m, s)
		return true
	})
	if err != nil {
		return res, err
	}
	if res.Solutions > 0 {
		res.sol = &sol
	}
	return res, m.statusErr(res)
}

// Count counts the solutions (up to MaxSolutions, if given). No solution
// is not an error: Status and Complete tell an exact count from a limit.
// The Result holds the last solution found.
func (m *Model) Count(opts ...Option) (*Result, error) {
	var sol Solution
	res, err := m.run(opts, nil, -1, func(s *cp.Store) bool {
		sol.snapshot(m, s)
		return true
	})
	if res.Solutions > 0 {
		res.sol = &sol
	}
	return res, err
}

// All returns the solutions as an iterator, each a snapshot of its own.
// A bad model or option yields one (nil, err) pair and nothing else;
// a limit or the end of the search ends the loop silently (use Count to
// learn which). Breaking out of the loop stops the search. Posting on the
// model inside the loop records an error (ErrBusy).
func (m *Model) All(opts ...Option) iter.Seq2[*Solution, error] {
	return func(yield func(*Solution, error) bool) {
		_, err := m.run(opts, nil, -1, func(s *cp.Store) bool {
			sol := &Solution{}
			sol.snapshot(m, s)
			return yield(sol, nil)
		})
		if err != nil {
			yield(nil, err)
		}
	}
}

// Optimize runs branch and bound on the objective: each solution found is
// strictly better than the last, and a complete search proves the last one
// optimal (Status Optimal). The errors are Solve's; a limit that stops the
// search after a solution is not an error (Status Solved).
func (m *Model) Optimize(obj Objective, opts ...Option) (*Result, error) {
	if !obj.set {
		return &Result{}, m.optErr("the zero Objective: build it with Minimize or Maximize")
	}
	var sol Solution
	res, err := m.run(opts, &obj, -1, func(s *cp.Store) bool {
		sol.snapshot(m, s)
		return true
	})
	if err != nil {
		return res, err
	}
	if res.Solutions > 0 {
		res.sol = &sol
		sol.obj, sol.hasObj = res.Stats.Objective, true
	}
	return res, m.statusErr(res)
}

// ErrOptions is wrapped by the errors of invalid search options.
var ErrOptions = search.ErrOptions

func (m *Model) optErr(format string, args ...any) error {
	return fmt.Errorf("tessera: %s: %w", fmt.Sprintf(format, args...), ErrOptions)
}

// propName names the constraint of a root failure: its post's name, the
// post that emptied a domain, or the store's label.
func (m *Model) propName(f *search.RootFailure) string {
	switch {
	case f.Prop < 0 && m.failPost >= 0:
		return m.label(m.failPost)
	case f.Prop < 0:
		return "a domain emptied on the store directly"
	}
	if i := m.postOf(f.Prop); i >= 0 {
		return m.label(i)
	}
	return f.String() + " (posted on the store directly)"
}

// statusErr is the error of Solve and Optimize for a result without a
// solution.
func (m *Model) statusErr(res *Result) error {
	switch res.Status {
	case Unsatisfiable:
		if res.Failed != "" {
			return fmt.Errorf("tessera: %w: constraint %q fails at the root", ErrUnsatisfiable, res.Failed)
		}
		return fmt.Errorf("tessera: %w (a complete search of %d nodes)", ErrUnsatisfiable, res.Stats.Nodes)
	case Unknown:
		return fmt.Errorf("tessera: %w (%v after %d nodes)", ErrLimit, res.Reason, res.Stats.Nodes)
	}
	return nil
}

// run runs one search. maxSolutions is 1 for Solve, -1 for the options'
// own limit.
func (m *Model) run(opts []Option, obj *Objective, maxSolutions int64, onSolution func(*cp.Store) bool) (*Result, error) {
	res := &Result{}
	if m.busy {
		return res, fmt.Errorf("tessera: %w", ErrBusy)
	}
	if err := m.Err(); err != nil {
		return res, err
	}
	var cfg config
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	so, err := m.searchOptions(&cfg, obj)
	if err != nil {
		return res, err
	}
	if maxSolutions > 0 {
		so.MaxSolutions = maxSolutions
	}
	if err := m.Err(); err != nil { // the objective's definition may fail
		return res, err
	}
	m.applyLabels()
	s := m.s
	e, err := search.New(s, so)
	if err != nil {
		return res, fmt.Errorf("tessera: %w", err)
	}
	m.busy = true
	r := e.Run(onSolution)
	m.busy = false
	res.Status, res.Solutions, res.Reason, res.Stats = r.Status(), r.Solutions, r.Reason, r.Stats
	res.Stats.Props = append([]search.PropStats(nil), r.Stats.Props...)
	if f := r.RootFailure; f != nil {
		res.Failed = m.propName(f)
	}
	return res, nil
}

// searchOptions builds the search's options: the phases (Branch's, or
// the user's variables first fail; then every model variable they leave
// out, in creation order, so that a solution fixes every variable) and
// the objective.
func (m *Model) searchOptions(cfg *config, obj *Objective) (search.Options, error) {
	so := cfg.opt
	if len(m.order) == 0 {
		return so, m.optErr("the model has no variables to search")
	}
	if obj != nil {
		if obj.e.err != nil {
			return so, fmt.Errorf("tessera: objective: %w", obj.e.err)
		}
		if obj.e.m != nil && obj.e.m != m {
			return so, m.optErr("the objective %v belongs to another model", obj.e)
		}
		if _, ok := obj.e.Constant(); ok {
			return so, m.optErr("the objective %v is a constant", obj.e)
		}
		x := m.Define(obj.e, "objective")
		so.Objective = search.Minimize(x.id)
		if obj.maximize {
			so.Objective = search.Maximize(x.id)
		}
	}
	// in marks the variables a phase covers; the objective is left to the
	// search, which branches on it last, best value first.
	in := make([]bool, m.s.NumVars())
	if x, ok := so.Objective.Var(); ok {
		in[x] = true
	}
	var phases []search.Phase
	for k, p := range cfg.phases {
		ids, err := m.ids(p.xs, true)
		if err != nil {
			return so, fmt.Errorf("tessera: Branch %d: %w", k+1, err)
		}
		for _, x := range ids {
			in[x] = true
		}
		phases = append(phases, search.Phase{Vars: ids, VarSelect: p.varSel, ValSelect: p.valSel})
	}
	if len(cfg.phases) == 0 {
		var xs []cp.VarID
		for _, x := range m.order {
			if m.role(x) == roleDecision {
				xs, in[x] = append(xs, x), true
			}
		}
		if len(xs) > 0 {
			phases = append(phases, search.Phase{Vars: xs, VarSelect: FirstFail, ValSelect: ValMin})
		}
	}
	var rest []cp.VarID
	for _, x := range m.order {
		if !in[x] && !m.s.Fixed(x) {
			rest = append(rest, x)
		}
	}
	if len(rest) > 0 {
		phases = append(phases, search.Phase{Vars: rest, VarSelect: InputOrder, ValSelect: ValMin})
	}
	so.Phases, so.AllowNoVars = phases, true
	for _, f := range cfg.tune {
		f(&so)
	}
	return so, nil
}
