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
	if s.Failed() {
		// A post failed the store: no search can start.
		res.Status, res.Reason = Unsatisfiable, search.Exhausted
		if m.failPost >= 0 {
			res.Failed = m.label(m.failPost)
		}
		return res, nil
	}
	e, err := search.New(s, so)
	if err != nil {
		return res, fmt.Errorf("tessera: %w", err)
	}
	m.busy = true
	r := e.Run(onSolution)
	m.busy = false
	res.Solutions, res.Reason, res.Stats = r.Solutions, r.Reason, r.Stats
	res.Stats.Props = append([]search.PropStats(nil), r.Stats.Props...)
	switch {
	case r.Solutions == 0 && r.Reason == search.Exhausted:
		res.Status = Unsatisfiable
		if r.Nodes == 1 && r.Failures == 1 { // the root failed
			if p := s.FailedProp(); p >= 0 {
				if i := m.postOf(p); i >= 0 {
					res.Failed = m.label(i)
				} else if l := s.Label(p); l != "" {
					res.Failed = l
				} else {
					res.Failed = s.Kind(p) + " (posted on the store directly)"
				}
			}
		}
	case r.Solutions == 0:
		res.Status = Unknown
	case obj != nil && r.Reason == search.Exhausted:
		res.Status = Optimal
	default:
		res.Status = Solved
	}
	return res, nil
}

// searchOptions builds the search's options: the decision variables, the
// heuristics, the objective.
func (m *Model) searchOptions(cfg *config, obj *Objective) (search.Options, error) {
	so := cfg.opt
	switch len(cfg.phases) {
	case 0:
		for _, x := range m.order {
			if m.role(x) == roleDecision {
				so.Vars = append(so.Vars, x)
			}
		}
		if len(so.Vars) == 0 {
			for _, x := range m.order {
				so.Vars = append(so.Vars, x)
			}
		}
		so.VarSelect, so.ValSelect = FirstFail, ValMin
	case 1:
		p := cfg.phases[0]
		ids, err := m.ids(p.xs, true)
		if err != nil {
			return so, fmt.Errorf("tessera: Branch: %w", err)
		}
		so.Vars, so.VarSelect, so.ValSelect = ids, p.varSel, p.valSel
	default:
		return so, m.optErr("%d Branch options: search phases are not available yet", len(cfg.phases))
	}
	if len(so.Vars) == 0 {
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
		so.Objective, so.Sense = x.id, search.Minimize
		if obj.maximize {
			so.Sense = search.Maximize
		}
	}
	for _, f := range cfg.tune {
		f(&so)
	}
	return so, nil
}
