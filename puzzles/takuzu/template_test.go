package takuzu

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestTemplate: the template is p's grid emptied (same side, rule and
// spelling), and the template's model with the givens assigned has p's
// one solution.
func TestTemplate(t *testing.T) {
	p, err := Parse("t.txt", []byte("takuzu unique\n1..0\n....\n.0..\n...1\n"))
	if err != nil {
		t.Fatal(err)
	}
	tmpl, givens := Template(p)
	if tmpl.N != p.N || tmpl.Unique != p.Unique || tmpl.Spaced != p.Spaced {
		t.Errorf("template %dx%d unique %v spaced %v; want p's", tmpl.N, tmpl.N, tmpl.Unique, tmpl.Spaced)
	}
	if want := "takuzu unique\n....\n....\n....\n....\n"; Format(tmpl) != want {
		t.Errorf("template:\n%s\nwant\n%s", Format(tmpl), want)
	}
	if len(givens) != 4 || givens[0].Var != 0 || givens[0].Value != 1 || givens[1].Var != 3 || givens[1].Value != 0 ||
		givens[2].Var != 9 || givens[2].Value != 0 || givens[3].Var != 15 || givens[3].Value != 1 {
		t.Errorf("givens %v; want cells 0=1, 3=0, 9=0, 15=1", givens)
	}
	m, err := Build(tmpl)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range givens {
		m.Store.Assign(m.Vars[g.Var], g.Value)
	}
	want, err := Build(p)
	if err != nil {
		t.Fatal(err)
	}
	if got, exp := countSolutions(t, m.Store, m.Vars), countSolutions(t, want.Store, want.Vars); got != exp || got == 0 {
		t.Errorf("the template with the givens has %d solutions, p %d", got, exp)
	}
}

// countSolutions counts the solutions of s over vars by plain enumeration.
func countSolutions(t *testing.T, s *cp.Store, vars []cp.VarID) int {
	t.Helper()
	if !s.Propagate() {
		return 0
	}
	for _, x := range vars {
		if s.Size(x) > 1 {
			n := 0
			for v := s.Min(x); v <= s.Max(x); v++ {
				if !s.Contains(x, v) {
					continue
				}
				s.Push()
				if s.Assign(x, v) {
					n += countSolutions(t, s, vars)
				}
				s.PopTo(s.Level() - 1)
			}
			return n
		}
	}
	return 1
}
