package puzzles_test

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// withKnown lists every bundled puzzle whose file has a solution block
// that passes Verify, and whether its header says it is unique.
func withKnown(t *testing.T) (ps []puzzles.Puzzle, unique []bool) {
	t.Helper()
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	uniqueRE := regexp.MustCompile(`(?m)^# unique: yes\b`)
	for _, f := range files {
		if f.Puzzles != 1 {
			continue
		}
		list, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		p := list[0]
		if k := p.Known(); k == nil || p.Verify(k) != nil {
			continue
		}
		data, err := puzzles.ReadBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
		unique = append(unique, uniqueRE.Match(data))
	}
	return ps, unique
}

// TestEveryBundledPuzzleRenders draws every bundled puzzle, bare and with
// its known solution, and reads each picture back as XML.
func TestEveryBundledPuzzleRenders(t *testing.T) {
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{}
	for _, f := range files {
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0]
		svg, err := puzzles.SVG(p, nil, render.Options{})
		if err != nil {
			t.Errorf("%s: %v", f.Name, err)
			continue
		}
		doc := rendertest.Parse(t, svg)
		if doc.Count("rect", "hit") == 0 {
			t.Errorf("%s: no cells to click", f.Name)
		}
		if k := p.Known(); k != nil && p.Verify(k) == nil {
			st, err := puzzles.SolutionState(p, k)
			if err != nil {
				t.Fatal(err)
			}
			svg, err := puzzles.SVG(p, st, render.Options{})
			if err != nil {
				t.Errorf("%s: solution: %v", f.Name, err)
				continue
			}
			rendertest.Parse(t, svg)
			text, err := puzzles.Draw(p, k)
			if err != nil || strings.TrimSpace(text) == "" {
				t.Errorf("%s: Draw: %q, %v", f.Name, text, err)
			}
		}
		kinds[p.Kind()] = true
	}
	for _, k := range puzzles.Kinds() {
		if !kinds[k] {
			t.Errorf("no bundled %s puzzle drawn", k)
		}
	}
}

// TestCheckState: the known solution is solved; any part of it breaks no
// rule and is not solved unless complete (Conflicts never cries wolf on
// a position that leads to the solution); and, on a unique puzzle, a
// one-cell change is never taken for a solution.
func TestCheckState(t *testing.T) {
	ps, unique := withKnown(t)
	kinds := map[string]int{}
	rng := rand.New(rand.NewPCG(1, 2))
	for i, p := range ps {
		kinds[p.Kind()]++
		full, err := puzzles.SolutionState(p, p.Known())
		if err != nil {
			t.Fatal(err)
		}
		v, err := puzzles.CheckState(p, full)
		if err != nil || !v.Solved || len(v.Broken) != 0 {
			t.Errorf("%s: the known solution: %+v, %v", p.Name(), v, err)
			continue
		}
		for range 20 {
			part := clone(full)
			for r := range part.Values {
				for c := range part.Values[r] {
					if rng.IntN(2) == 0 {
						part.Values[r][c] = 0
					}
				}
			}
			part.Links = nil
			for _, l := range full.Links {
				if rng.IntN(3) > 0 {
					part.Links = append(part.Links, l)
				}
			}
			v, err := puzzles.CheckState(p, part)
			if err != nil || len(v.Broken) != 0 {
				t.Errorf("%s: a part of the solution: broken %v, %v", p.Name(), v.Broken, err)
				break
			}
			if v.Solved && len(part.Links) < len(full.Links) {
				t.Errorf("%s: a part of the loop is solved", p.Name())
			}
		}
		if !unique[i] {
			continue
		}
		in, err := puzzles.PlayInput(p)
		if err != nil {
			t.Fatal(err)
		}
		want := p.Known().Format()
		for r := range full.Values {
			for c := range full.Values[r] {
				for _, sym := range in.Values {
					if sym.Value == full.Values[r][c] {
						continue
					}
					m := clone(full)
					m.Values[r][c] = sym.Value
					v, err := puzzles.CheckState(p, m)
					if err != nil {
						t.Fatal(err)
					}
					// A change on a given's cell is ignored: still the
					// same solution.
					if v.Solved && v.Solution.Format() != want {
						t.Errorf("%s: r%dc%d = %d is taken for another solution", p.Name(), r+1, c+1, sym.Value)
					}
				}
			}
		}
		for k := range full.Links {
			m := clone(full)
			m.Links = append(m.Links[:k:k], m.Links[k+1:]...)
			if v, _ := puzzles.CheckState(p, m); v.Solved || v.Complete {
				t.Errorf("%s: the loop without segment %d is solved", p.Name(), k+1)
			}
		}
	}
	for _, k := range puzzles.Kinds() {
		if kinds[k] == 0 {
			t.Errorf("no bundled %s puzzle with a known solution", k)
		}
	}
	t.Logf("puzzles checked by kind: %v", kinds)
}

func clone(st *render.State) *render.State {
	out := &render.State{Links: append([]render.Link(nil), st.Links...)}
	for _, row := range st.Values {
		out.Values = append(out.Values, append([]int(nil), row...))
	}
	return out
}

func TestCheckStateRejectsStatesThatDoNotFit(t *testing.T) {
	ps, err := puzzles.OpenBundled("kenken/seed_3x3")
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []*render.State{
		render.NewState(4, 3),
		{Values: [][]int{{1, 2, 3}, {1, 2, 3}, {1, 2, 4}}},
		{Values: render.NewState(3, 3).Values, Links: []render.Link{{A: render.Cell{}, B: render.Cell{Row: 1, Col: 1}}}},
	} {
		if _, err := puzzles.CheckState(ps[0], st); !errors.Is(err, render.ErrState) {
			t.Errorf("%+v: %v, want render.ErrState", st, err)
		}
	}
}
