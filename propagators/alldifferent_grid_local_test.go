package propagators

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestAllDifferentGridLocalModes: the grid's own fixpoint (its words) and
// the store path it takes under explanation agree with the units posted
// apart as the store turns explanation on and off at the root between
// searches: the words are reloaded after a stretch on the store path.
func TestAllDifferentGridLocalModes(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 11))
	for round := 0; round < 60; round++ {
		n := 4 + r.IntN(4)
		units := latinUnits(n, false)
		g, a := cp.NewStore(), cp.NewStore()
		gc, ac := postLatin(t, g, n, units, true), postLatin(t, a, n, units, false)
		if !g.Propagate() || !a.Propagate() {
			t.Fatal("root")
		}
		grid := g.Propagator(0).(*alldiffFamily)
		if !grid.local {
			t.Fatal("a Latin square's grid does not run on its own words")
		}
		ok := true
		for phase := 0; phase < 6 && ok; phase++ {
			explain := phase%2 == 1
			// Writes at the root on both paths in turn, with no
			// backtrack between: each path starts from the other's.
			for k := 0; k < 3 && ok; k++ {
				g.SetExplain(explain == (k%2 == 0))
				a.SetExplain(explain == (k%2 == 0))
				i, v := r.IntN(n*n), 1+r.IntN(n)
				if a.Size(ac[i]) < 3 || !a.Contains(ac[i], v) {
					continue
				}
				g.Remove(gc[i], v)
				a.Remove(ac[i], v)
				og, oa := g.Propagate(), a.Propagate()
				if og != oa {
					t.Fatalf("round %d phase %d: root grid %v, apart %v", round, phase, og, oa)
				}
				ok = og
				for c := range gc {
					if og && g.String(gc[c]) != a.String(ac[c]) {
						t.Fatalf("round %d phase %d root: cell %d grid %s, apart %s", round, phase, c, g.String(gc[c]), a.String(ac[c]))
					}
				}
			}
			for step := 0; step < 8 && ok; step++ {
				g.Push()
				a.Push()
				i := r.IntN(n * n)
				v := 1 + r.IntN(n)
				if r.IntN(2) == 0 {
					g.Assign(gc[i], v)
					a.Assign(ac[i], v)
				} else {
					g.Remove(gc[i], v)
					a.Remove(ac[i], v)
				}
				og, oa := g.Propagate(), a.Propagate()
				if og != oa {
					t.Fatalf("round %d phase %d step %d: grid %v, apart %v", round, phase, step, og, oa)
				}
				for c := range gc {
					if og && g.String(gc[c]) != a.String(ac[c]) {
						t.Fatalf("round %d phase %d step %d: cell %d grid %s, apart %s", round, phase, step, c, g.String(gc[c]), a.String(ac[c]))
					}
				}
				if !og {
					lvl := r.IntN(g.Level())
					g.PopTo(lvl)
					a.PopTo(lvl)
				}
			}
			g.PopTo(0)
			a.PopTo(0)
		}
	}
}

// TestAllDifferentGridCloneApart: the original grid store and its clone,
// narrowed in turns in different ways, each agree with the units posted
// apart (the clone has its own units and words).
func TestAllDifferentGridCloneApart(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 12))
	for round := 0; round < 40; round++ {
		n := 4 + r.IntN(4)
		units := latinUnits(n, false)
		g, a := cp.NewStore(), cp.NewStore()
		gc, ac := postLatin(t, g, n, units, true), postLatin(t, a, n, units, false)
		if !g.Propagate() || !a.Propagate() {
			t.Fatal("root")
		}
		g2, err := g.Clone()
		if err != nil {
			t.Fatal(err)
		}
		a2, err := a.Clone()
		if err != nil {
			t.Fatal(err)
		}
		pairs := [2][2]*cp.Store{{g, a}, {g2, a2}}
		live := [2]bool{true, true}
		for step := 0; step < 16; step++ {
			k := step % 2
			if !live[k] {
				continue
			}
			gs, as := pairs[k][0], pairs[k][1]
			gs.Push()
			as.Push()
			i, v := r.IntN(n*n), 1+r.IntN(n)
			gs.Remove(gc[i], v)
			as.Remove(ac[i], v)
			og, oa := gs.Propagate(), as.Propagate()
			if og != oa {
				t.Fatalf("round %d step %d (store %d): grid %v, apart %v", round, step, k, og, oa)
			}
			live[k] = og
			for c := range gc {
				if og && gs.String(gc[c]) != as.String(ac[c]) {
					t.Fatalf("round %d step %d (store %d): cell %d grid %s, apart %s", round, step, k, c, gs.String(gc[c]), as.String(ac[c]))
				}
			}
		}
	}
}
