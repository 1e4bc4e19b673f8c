package tessera

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestLinearPostsStrongestPropagator checks which propagator each linear
// form reaches after normalisation.
func TestLinearPostsStrongestPropagator(t *testing.T) {
	cases := []struct {
		name  string
		post  func(m *Model, x, y, z IntVar) Constraint
		kinds []string // propagator kinds posted, in order
	}{
		{"x != y", func(m *Model, x, y, z IntVar) Constraint { return x.Ne(y) }, []string{"noteq"}},
		{"x < y", func(m *Model, x, y, z IntVar) Constraint { return x.Lt(y) }, []string{"lesseq"}},
		{"x > y", func(m *Model, x, y, z IntVar) Constraint { return x.Gt(y) }, []string{"lesseq"}},
		{"x + 1 == y", func(m *Model, x, y, z IntVar) Constraint { return x.Plus(1).Eq(y) }, []string{"eq"}},
		{"x - y == 2 (as x == y + 2)", func(m *Model, x, y, z IntVar) Constraint { return x.Eq(y.Plus(2)) }, []string{"eq"}},
		{"2x - 2y <= 4 (gcd)", func(m *Model, x, y, z IntVar) Constraint { return x.Times(2).Le(y.Times(2).Plus(4)) }, []string{"lesseq"}},
		{"x + x == 4 (merged)", func(m *Model, x, y, z IntVar) Constraint { return x.Plus(x).Eq(4) }, nil},
		{"x + y - y <= 3 (cancelled)", func(m *Model, x, y, z IntVar) Constraint { return x.Plus(y).Minus(y).Le(3) }, nil},
		{"x + y == z", func(m *Model, x, y, z IntVar) Constraint { return x.Plus(y).Eq(z) }, []string{"linear-eq"}},
		{"x + y <= z", func(m *Model, x, y, z IntVar) Constraint { return x.Plus(y).Le(z) }, []string{"linear-le"}},
		{"x + y != z", func(m *Model, x, y, z IntVar) Constraint { return x.Plus(y).Ne(z) }, []string{"linear-ne"}},
		{"3 == 3", func(m *Model, x, y, z IntVar) Constraint { return Expr(3).Eq(3) }, nil},
	}
	for _, c := range cases {
		m := NewModel()
		x, y, z := m.IntVar(0, 9, "x"), m.IntVar(0, 9, "y"), m.IntVar(0, 9, "z")
		p := m.Add(c.post(m, x, y, z))
		if err := m.Err(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var kinds []string
		for _, id := range p.Props() {
			kinds = append(kinds, m.s.Kind(id))
		}
		if fmt.Sprint(kinds) != fmt.Sprint(c.kinds) {
			t.Errorf("%s: posted %v, want %v", c.name, kinds, c.kinds)
		}
	}
}

// TestLinearAgainstBruteForce posts random linear constraints (repeated
// variables, constants on both sides, every relation including the strict
// ones) and compares the solution count with brute force.
func TestLinearAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	rels := []string{"==", "!=", "<=", "<", ">=", ">"}
	for trial := range 400 {
		m := NewModel()
		n := 1 + rng.IntN(3)
		xs := make([]IntVar, n)
		lo := make([]int, n)
		hi := make([]int, n)
		for i := range xs {
			lo[i] = rng.IntN(7) - 3
			hi[i] = lo[i] + rng.IntN(5)
			xs[i] = m.IntVar(lo[i], hi[i], fmt.Sprintf("x%d", i))
		}
		// Each side: a few terms (variables may repeat) and a constant.
		type tm struct{ a, i int }
		side := func() ([]tm, int, LinExpr) {
			var ts []tm
			e := Expr(rng.IntN(7) - 3)
			c, _ := e.Constant()
			terms := rng.IntN(4)
			if rng.IntN(8) == 0 {
				terms = 10 + rng.IntN(10) // many repeats: the map path of the merge
			}
			for range terms {
				a, i := rng.IntN(7)-3, rng.IntN(n)
				ts = append(ts, tm{a, i})
				e = e.Plus(xs[i].Times(a))
			}
			return ts, c, e
		}
		lt, lc, le := side()
		rt, rc, re := side()
		rel := rels[rng.IntN(len(rels))]
		var c Constraint
		switch rel {
		case "==":
			c = le.Eq(re)
		case "!=":
			c = le.Ne(re)
		case "<=":
			c = le.Le(re)
		case "<":
			c = le.Lt(re)
		case ">=":
			c = le.Ge(re)
		case ">":
			c = le.Gt(re)
		}
		m.Add(c)
		if err := m.Err(); err != nil {
			t.Fatalf("trial %d: %v: %v", trial, c, err)
		}
		// Brute force.
		want := int64(0)
		val := make([]int, n)
		var rec func(i int)
		rec = func(i int) {
			if i == n {
				l, r := lc, rc
				for _, t := range lt {
					l += t.a * val[t.i]
				}
				for _, t := range rt {
					r += t.a * val[t.i]
				}
				ok := map[string]bool{"==": l == r, "!=": l != r, "<=": l <= r, "<": l < r, ">=": l >= r, ">": l > r}[rel]
				if ok {
					want++
				}
				return
			}
			for v := lo[i]; v <= hi[i]; v++ {
				val[i] = v
				rec(i + 1)
			}
		}
		rec(0)
		got := int64(0)
		for sol, err := range m.All(Branch(xs, InputOrder, ValMin)) {
			if err != nil {
				t.Fatalf("trial %d: %v: %v", trial, c, err)
			}
			copy(val, sol.Values(xs))
			l, r := lc, rc
			for _, t := range lt {
				l += t.a * val[t.i]
			}
			for _, t := range rt {
				r += t.a * val[t.i]
			}
			if !map[string]bool{"==": l == r, "!=": l != r, "<=": l <= r, "<": l < r, ">=": l >= r, ">": l > r}[rel] {
				t.Fatalf("trial %d: %v: %v is no solution", trial, c, val)
			}
			got++
		}
		if got != want {
			t.Fatalf("trial %d: %v over %v..%v: %d solutions, want %d", trial, c, lo, hi, got, want)
		}
	}
}

// TestExprString checks the rendering used in default names and errors.
func TestExprString(t *testing.T) {
	m := NewModel()
	x, y := m.IntVar(0, 9, "x"), m.IntVar(0, 9, "y")
	q := m.IntVars(3, 0, 9, "q")
	g := m.IntGrid(2, 2, 0, 1, "g")
	b := m.BoolVar("b")
	cases := []struct {
		got  fmt.Stringer
		want string
	}{
		{x.Plus(y.Times(2)).Minus(3), "x + 2*y - 3"},
		{x.Neg().Plus(q[2]), "-x + q[2]"},
		{Sum(q...).Eq(15), "q[0] + q[1] + q[2] == 15"},
		{x.Lt(y), "x < y"},
		{x.Gt(y.Plus(1)), "x > y + 1"},
		{x.Lt(y).Not(), "x >= y"},
		{g.At(1, 0).In(0, 1), "g[1][0] in {0, 1}"},
		{Or(b, b.Not()), "or(b, !b)"},
		{x.Eq(1).OnlyIf(b), "b -> x == 1"},
		{Expr(3), "3"},
	}
	for _, c := range cases {
		if s := c.got.String(); s != c.want {
			t.Errorf("got %q, want %q", s, c.want)
		}
	}
}

// TestNormalizeMerges checks the normalised form itself (the propagators
// would merge repeats again, so counting solutions cannot see a merge
// that failed): short sums and long ones (the map path).
func TestNormalizeMerges(t *testing.T) {
	m := NewModel()
	x, y, z := m.IntVar(0, 9, "x"), m.IntVar(0, 9, "y"), m.IntVar(0, 9, "z")
	for _, n := range []int{1, 5, 30} {
		e := Expr(7)
		for i := range n {
			e = e.Plus(x).Minus(y.Times(2)).Plus(z.Times(i % 2))
		}
		l, err := m.normalize(e.Le(z.Plus(3)))
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprint([]int{n, -2 * n, n/2 - 1}, []int{int(x.id), int(y.id), int(z.id)}, -4)
		if n/2-1 == 0 {
			want = fmt.Sprint([]int{n, -2 * n}, []int{int(x.id), int(y.id)}, -4)
		}
		var xs []int
		for _, v := range l.x {
			xs = append(xs, int(v))
		}
		if got := fmt.Sprint(l.a, xs, l.c); got != want {
			t.Errorf("%d repeats: %s, want %s", n, got, want)
		}
	}
}
