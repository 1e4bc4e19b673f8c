package craft

import (
	"reflect"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/hitori"
)

// TestHitoriTemplateAgrees: a drawn Hitori judged on the kept template
// gets what a model built for it gets (solved within the ceiling or not,
// and the whole Difficulty: steps per rung, score, band), at both of
// Singles' ceilings and every side with a template, including the draws
// with several solutions; and every fix a grid calls for sits at a site
// whose propagator sets that cell to that value.
func TestHitoriTemplateAgrees(t *testing.T) {
	draws := 40
	if testing.Short() {
		draws = 10
	}
	allSolved, allDraws := 0, 0
	for n := 3; n <= hitoriTemplateMax; n++ {
		for _, ceiling := range []Rung{Counting, DeepLookahead} {
			tm, err := newHitoriTemplate(n, ceiling)
			if err != nil {
				t.Fatal(err)
			}
			solved, past := 0, 0
			for seed := range uint64(draws) {
				hp, err := hitori.Planted(seed+1, n, n)
				if err != nil {
					t.Fatal(err)
				}
				p, err := reparse(hp.Name, hitori.Format(hp))
				if err != nil {
					t.Fatal(err)
				}
				check := func(site int, r Rung, cell, v int, _ string) {
					if site < 0 {
						past++
						return
					}
					if r <= ceiling && (tm.site[site] < 0 || tm.fixes[site] != [2]int{cell, v}) {
						t.Fatalf("%dx%d seed %d: site %d fixes cell %d to %d, the template has %v (propagator %d)", n, n, seed+1, site, cell, v, tm.fixes[site], tm.site[site])
					}
				}
				tm.lay.corners(hp.Grid, false, check)
				tm.lay.offsetPairs(hp.Grid, false, check)
				tm.lay.lines(hp.Grid, false, check)
				wantOK, want, err := solvesWithin(nil, p, ceiling)
				if err != nil {
					t.Fatal(err)
				}
				gotOK, got, err := tm.judge(nil, p, hp)
				if err != nil {
					t.Fatal(err)
				}
				if gotOK != wantOK || !reflect.DeepEqual(got, want) {
					t.Fatalf("%dx%d seed %d up to %s: template %v %+v, own model %v %+v", n, n, seed+1, ceiling, gotOK, got, wantOK, want)
				}
				if wantOK {
					solved++
				}
			}
			t.Logf("%dx%d up to %s: %d of %d solved, %d offset-pair cells past the template's slots (judged on their own model)", n, n, ceiling, solved, draws, past)
			// With -short's 10 draws, all of a large side may solve at
			// the deep ceiling: both outcomes are asked of the whole run.
			if solved == 0 || (n > 3 && solved == draws && !testing.Short()) {
				t.Errorf("%dx%d up to %s: %d of %d draws solved: the check compares one outcome only", n, n, ceiling, solved, draws)
			}
			allSolved += solved
			allDraws += draws
		}
	}
	if allSolved == allDraws {
		t.Errorf("all %d draws solved: the check compares one outcome only", allDraws)
	}
}

// TestHitoriTemplateFallsBack: a grid whose offset pairs keep more cells
// than the template has slots for is judged on its own model, with the
// same answer (here the slots cut to one, so that most draws overflow).
func TestHitoriTemplateFallsBack(t *testing.T) {
	tm, err := newHitoriTemplate(6, DeepLookahead)
	if err != nil {
		t.Fatal(err)
	}
	tm.lay.slots = 1
	over := 0
	for seed := range uint64(20) {
		hp, err := hitori.Planted(seed+1, 6, 6)
		if err != nil {
			t.Fatal(err)
		}
		p, err := reparse(hp.Name, hitori.Format(hp))
		if err != nil {
			t.Fatal(err)
		}
		k := 0
		tm.lay.offsetPairs(hp.Grid, false, func(site int, _ Rung, _, _ int, _ string) {
			if site < 0 {
				k++
			}
		})
		if k > 0 {
			over++
		}
		wantOK, want, err := solvesWithin(nil, p, DeepLookahead)
		if err != nil {
			t.Fatal(err)
		}
		gotOK, got, err := tm.judge(nil, p, hp)
		if err != nil {
			t.Fatal(err)
		}
		if gotOK != wantOK || !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d: template %v %+v, own model %v %+v", seed+1, gotOK, got, wantOK, want)
		}
		if s := tm.m.Store; s.Level() != 0 {
			t.Fatalf("seed %d: the template is left at level %d", seed+1, s.Level())
		}
	}
	if over == 0 {
		t.Fatal("no draw overflowed the slots: the fallback was not tried")
	}
}
