package search

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestLateLiterals: a decision variable wider than maxLitSpan keeps the
// free search's literals off when it begins; once a restart's root has
// narrowed it (as an objective bound cuts a horizon), lateLiterals builds
// them (x = v and x ≤ v over the narrowed domains), an activity run
// branches on a literal again, and the next Run, which may start wider,
// drops them.
func TestLateLiterals(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, maxLitSpan+100), s.NewVar(0, 9)
	var b brancher
	o := Options{Vars: []cp.VarID{x, y}, Learn: true, FreeSearch: true, BoundLiterals: true}
	b.init(s, &o)
	b.reset()
	if b.lits.on || !b.lateLits {
		t.Fatalf("wide domain: literals on %v, late %v; want off, late", b.lits.on, b.lateLits)
	}
	b.lateLiterals(s) // still too wide
	if b.lits.on {
		t.Fatal("literals built while x spans more than maxLitSpan")
	}
	s.Push()
	s.SetMin(x, 50)
	s.SetMax(x, 149)
	b.lateLiterals(s)
	if !b.lits.on || !b.blits.on || b.lits.span(0) != 100 || b.lits.base[0] != 50 {
		t.Fatalf("narrowed to 50..149: literals on %v, bound literals on %v, x's span %d from %d; want on, on, 100 from 50",
			b.lits.on, b.blits.on, b.lits.span(0), b.lits.base[0])
	}
	b.activityRun = true
	b.lits.bump(0, 120)
	if d, ok := b.pick(s); !ok || d.x != x || d.v != 120 {
		t.Errorf("activity run after late literals: decision %+v (ok %v), want one on x = 120", d, ok)
	}
	b.reset()
	if b.lits.on || b.blits.on || !b.lateLits {
		t.Errorf("a new run: literals on %v, bound literals on %v, late %v; want off, off, late", b.lits.on, b.blits.on, b.lateLits)
	}
	// An interval variable never gets literals: no late attempt.
	z := s.NewVar(-1<<40, 1<<40)
	o.Vars = []cp.VarID{y, z}
	b.init(s, &o)
	if b.lits.on || b.lateLits {
		t.Errorf("interval variable: literals on %v, late %v; want neither", b.lits.on, b.lateLits)
	}
}

// TestLateLiteralsFallBack: when the late literals have none left open
// while a decision variable is still unfixed (a value outside them), an
// activity run branches by the variables' activity, not as if at a
// solution.
func TestLateLiteralsFallBack(t *testing.T) {
	s := cp.NewStore()
	x := s.NewVar(0, maxLitSpan+100)
	var b brancher
	o := Options{Vars: []cp.VarID{x}, Learn: true, FreeSearch: true}
	b.init(s, &o)
	b.reset()
	s.Push()
	s.SetMax(x, 9)
	b.lateLiterals(s)
	s.PopTo(0) // wider again than the literals
	s.Push()
	s.SetMin(x, 20)
	s.SetMax(x, 30)
	b.activityRun = true
	if d, ok := b.choose(s); !ok || d.x != x {
		t.Fatalf("x unfixed in 20..30, literals over 0..9: decision %+v ok %v, want one on x", d, ok)
	}
}

// TestLearnProbeShare: the probe rejects clauses of a mean LBD above
// MaxLBD unless, with MaxLBDShare, that LBD is at most the share of the
// conflicts' mean level (open-shop: LBD 6.4 at level 47.6 goes on;
// golomb 09: LBD 6.3 at level 15.5 does not).
func TestLearnProbeShare(t *testing.T) {
	st := func(lbd, level float64) Stats {
		return Stats{Learned: 1000, LearnedLBD: int64(lbd * 1000), Conflicts: 1000, ConflictLevels: int64(level * 1000)}
	}
	p := LearnProbe{Failures: 500, MaxLBD: 6}
	ps := LearnProbe{Failures: 500, MaxLBD: 6, MaxLBDShare: 0.3}
	for _, c := range []struct {
		name           string
		st             Stats
		plain, withShr bool
	}{
		{"short clauses", st(4, 5), false, false},
		{"open-shop", st(6.4, 47.6), true, false},
		{"golomb 09", st(6.3, 15.5), true, true},
		{"no clause", Stats{}, false, false},
	} {
		if got := p.Rejects(c.st); got != c.plain {
			t.Errorf("%s, MaxLBD only: rejects %v, want %v", c.name, got, c.plain)
		}
		if got := ps.Rejects(c.st); got != c.withShr {
			t.Errorf("%s, with MaxLBDShare: rejects %v, want %v", c.name, got, c.withShr)
		}
	}
}
