package flatzinc

import (
	"github.com/tessera-cp/tessera/cp"
)

// Projection tells the solutions of a model apart as MiniZinc counts them:
// by the values of the variables that no constraint defines (those without
// is_defined_var) and of the output variables. The search also fixes the
// defined variables, so that every solution can be verified in full, but a
// defined variable is not always a function of the others: MiniZinc marks
// as defined the control boolean of a half reification (r ⇒ C), which is
// free wherever C holds. The search branches on the defined variables
// last, so the solutions that differ only there come one after the other;
// Fresh reports the first of each run.
type Projection struct {
	vars []cp.VarID
	last []int
	seen bool
}

// NewProjection returns a Projection for the problem's solutions.
func (p *Problem) NewProjection() *Projection {
	pr := &Projection{}
	for x, vi := range p.vars {
		if !vi.defined || vi.output {
			pr.vars = append(pr.vars, cp.VarID(x))
		}
	}
	pr.last = make([]int, len(pr.vars))
	return pr
}

// Fresh reports whether the store's solution differs from the previous
// fresh one on the projected variables, and remembers it if so.
func (pr *Projection) Fresh(s *cp.Store) bool {
	same := pr.seen
	for i, x := range pr.vars {
		if v := s.Value(x); v != pr.last[i] {
			same = false
			pr.last[i] = v
		}
	}
	pr.seen = true
	return !same
}
