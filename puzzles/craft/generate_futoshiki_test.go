package craft

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/search"
)

// TestFutoshikiGraded checks the removal generator at 5×5 (TestGenerate
// checks uniqueness and the band): the same seed gives the same puzzle,
// the puzzle has signs, and no clue is left that the ladder could do
// without: taking out any one given or sign leaves a puzzle it does not
// solve within the band's ceiling.
func TestFutoshikiGraded(t *testing.T) {
	bands := Bands("futoshiki")
	for _, b := range bands {
		for seed := uint64(1); seed <= 3; seed++ {
			o := GenOptions{Size: 5, Band: b.Name, Seed: seed}
			text, p := generatedTwice[futoshiki.Puzzle](t, "futoshiki", o)
			if len(p.Inequalities()) == 0 {
				t.Errorf("%s seed %d: no signs:\n%s", b.Name, seed, text)
			}
			r := &genRun{kind: "futoshiki", hi: b.Upto}
			needed := func(what string) {
				if freshCloses(t, r, futoshiki.Format(p)) {
					t.Errorf("%s seed %d: %s can go, the ladder still solves it within %s:\n%s", b.Name, seed, what, b.Name, text)
				}
			}
			for i := range 5 {
				for j := range 5 {
					if v := p.Givens[i][j]; v != 0 {
						p.Givens[i][j] = 0
						needed("given " + futoshiki.Cell{Row: i, Col: j}.String())
						p.Givens[i][j] = v
					}
					for _, at := range []*futoshiki.Rel{relAt(p.Right, i, j), relAt(p.Below, i, j)} {
						if at != nil && *at != futoshiki.None {
							v := *at
							*at = futoshiki.None
							needed("a sign at " + futoshiki.Cell{Row: i, Col: j}.String())
							*at = v
						}
					}
				}
			}
		}
	}
}

func relAt(g [][]futoshiki.Rel, i, j int) *futoshiki.Rel {
	if i < len(g) && j < len(g[i]) {
		return &g[i][j]
	}
	return nil
}

// TestFutoshikiSignTrials: a sign taken out by its rung (switchedTrials) is
// a sign taken out of the puzzle: on random Latin squares with some
// givens and every sign, taken out one by one, at every ceiling below
// Search, the one model and a fresh model per trial agree. And the
// givens the one model takes out before (remove, every sign on)
// are those a model of their own takes out in the same order.
func TestFutoshikiSignTrials(t *testing.T) {
	const n = 5
	bands := Bands("futoshiki")
	rng := draw.New(7, 7)
	trials, solved := 0, 0
	for range 12 {
		sq := draw.LatinSquare(rng, n)
		p := &futoshiki.Puzzle{N: n, Givens: make([][]int, n), Right: make([][]futoshiki.Rel, n), Below: make([][]futoshiki.Rel, n-1)}
		given := rng.Sample(n*n, 2+rng.Intn(11))
		for i := range n {
			p.Givens[i], p.Right[i] = make([]int, n), make([]futoshiki.Rel, n-1)
			if i < n-1 {
				p.Below[i] = make([]futoshiki.Rel, n)
			}
			for j := range n {
				if given[i*n+j] {
					p.Givens[i][j] = sq[i][j] + 1
				}
				if j+1 < n {
					p.Right[i][j] = relOf(sq[i][j], sq[i][j+1])
				}
				if i+1 < n {
					p.Below[i][j] = relOf(sq[i][j], sq[i+1][j])
				}
			}
		}
		var at []*futoshiki.Rel // the signs in the order of p.Inequalities
		for i := range n {
			for j := range n {
				if j+1 < n {
					at = append(at, &p.Right[i][j])
				}
				if i+1 < n {
					at = append(at, &p.Below[i][j])
				}
			}
		}
		all := make([]futoshiki.Rel, len(at))
		for k, a := range at {
			all[k] = *a
		}
		for _, b := range bands[:4] {
			r := &genRun{kind: "futoshiki", hi: b.Upto, opt: GenOptions{Size: n, Band: b.Name}, cache: map[string]any{}}
			st, err := r.newSignTrials(p)
			if err != nil || st == nil {
				t.Fatalf("%s: no sign trials: %v", b.Name, err)
			}
			givens := make([]int, n*n)
			for i := range givens {
				givens[i] = p.Givens[i/n][i%n]
			}
			if err := st.start(r, givens); err != nil {
				t.Fatal(err)
			}
			// The signs taken out one by one, as the generator does, kept
			// where the fresh model does not solve without them: the
			// trials run along the edge of what the ladder solves.
			keep := make([]bool, len(at))
			for k := range keep {
				keep[k] = true
			}
			for _, k := range rng.Perm(len(at)) {
				keep[k] = false
				for k, a := range at {
					*a = futoshiki.None
					if keep[k] {
						*a = all[k]
					}
				}
				got, err := st.closes(keep, b.Upto)
				if err != nil {
					t.Fatal(err)
				}
				want := freshCloses(t, r, futoshiki.Format(p))
				if got != want {
					t.Errorf("%s: the sign trials say %v, a fresh model %v:\n%s", b.Name, got, want, futoshiki.Format(p))
				}
				trials++
				if want {
					solved++
				}
				keep[k] = !want
			}
			for k, a := range at {
				*a = all[k]
			}

			// The givens, on the square with every sign and no given.
			bare := *p
			bare.Givens = make([][]int, n)
			clues := make([]int, n*n)
			for i := range n {
				bare.Givens[i] = make([]int, n)
				for j := range n {
					clues[i*n+j] = sq[i][j] + 1
				}
			}
			st, err = r.newSignTrials(&bare)
			if err != nil || st == nil {
				t.Fatalf("%s: no sign trials: %v", b.Name, err)
			}
			seed := rng.Uint64()
			r.rng = draw.New(seed, 1)
			got, err := st.remove(r, append([]int(nil), clues...))
			if err != nil {
				t.Fatal(err)
			}
			r.rng = draw.New(seed, 1)
			want, err := r.removeGivensFresh(&bare, clues)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s: givens kept on one model %v, on their own %v", b.Name, got, want)
			}
		}
	}
	t.Logf("%d subsets agree, %d of them solved", trials, solved)
	if solved == 0 || solved == trials {
		t.Errorf("%d of %d subsets solved: the trials tell nothing apart", solved, trials)
	}
}

func relOf(a, b int) futoshiki.Rel {
	if a < b {
		return futoshiki.Less
	}
	return futoshiki.Greater
}

// TestTrialsWalkAgrees holds the grade a candidate gets from the walk on
// its trials' model (switchedTrials.walk: Futoshiki at every band below
// recursive, Skyscrapers above easy) to the walk on a fresh model of the
// puzzle made (solvesWithin), field by field, at 4x4 to 6x6.
func TestTrialsWalkAgrees(t *testing.T) {
	for _, kind := range []string{"futoshiki", "skyscrapers"} {
		for _, b := range Bands(kind) {
			if b.Upto >= Search || (kind == "skyscrapers" && b.Upto <= Counting) {
				continue
			}
			for size := 4; size <= 6; size++ {
				for seed := uint64(1); seed <= 3; seed++ {
					g, err := Generate(kind, GenOptions{Size: size, Band: b.Name, Seed: seed})
					if errors.Is(err, ErrUnreachable) {
						continue
					}
					if err != nil {
						t.Fatal(err)
					}
					ok, d, err := solvesWithin(nil, g.Puzzle, b.Upto)
					if err != nil || !ok {
						t.Fatalf("%s %dx%d %s seed %d: the fresh model's walk: %v %v", kind, size, size, b.Name, seed, ok, err)
					}
					d.Band = g.Grade.Band
					if d != g.Grade {
						t.Errorf("%s %dx%d %s seed %d: graded %#v on the trials' model, %#v on a fresh one", kind, size, size, b.Name, seed, g.Grade, d)
					}
				}
			}
		}
	}
}

// TestOtherSolutionAgrees holds otherSolution (a search on the run's sign
// model with the puzzle's signs switched on) to a search on the kind's
// own model of the puzzle with the sign reversed: on drawn squares with
// some givens and some signs, for every sign, both find a solution or
// neither does; both answers occur.
func TestOtherSolutionAgrees(t *testing.T) {
	const n = 5
	rng := draw.New(11, 3)
	r := &genRun{kind: "futoshiki", hi: DeepLookahead, opt: GenOptions{Size: n}}
	answers := map[bool]int{}
	for range 15 {
		sq := draw.LatinSquare(rng, n)
		p := &futoshiki.Puzzle{N: n, Givens: make([][]int, n), Right: make([][]futoshiki.Rel, n), Below: make([][]futoshiki.Rel, n-1)}
		given := rng.Sample(n*n, rng.Intn(6))
		var at []*futoshiki.Rel
		var rels []futoshiki.Rel
		for i := range n {
			p.Givens[i], p.Right[i] = make([]int, n), make([]futoshiki.Rel, n-1)
			if i < n-1 {
				p.Below[i] = make([]futoshiki.Rel, n)
			}
			for j := range n {
				if given[i*n+j] {
					p.Givens[i][j] = sq[i][j] + 1
				}
				if j+1 < n && rng.Intn(3) == 0 {
					p.Right[i][j] = relOf(sq[i][j], sq[i][j+1])
					at, rels = append(at, &p.Right[i][j]), append(rels, p.Right[i][j])
				}
				if i+1 < n && rng.Intn(3) == 0 {
					p.Below[i][j] = relOf(sq[i][j], sq[i+1][j])
					at, rels = append(at, &p.Below[i][j]), append(rels, p.Below[i][j])
				}
			}
		}
		for k, a := range at {
			got := r.otherSolution(p, a, rels[k])
			*a = futoshiki.Less + futoshiki.Greater - rels[k]
			m, err := futoshiki.Build(p)
			if err != nil {
				t.Fatal(err)
			}
			o := futoshiki.SearchOptions(m)
			o.MaxSolutions = 1
			res, err := search.Solve(m.Store, o, func(*cp.Store) bool { return true })
			*a = rels[k]
			if err != nil {
				t.Fatal(err)
			}
			if want := res.Solutions > 0; got != want {
				t.Fatalf("sign %d reversed: otherSolution %v, the kind's model %v:\n%s", k, got, want, futoshiki.Format(p))
			}
			answers[got]++
		}
	}
	if answers[true] == 0 || answers[false] == 0 {
		t.Errorf("one answer only: %v", answers)
	}
	t.Logf("%v", answers)
}

// TestSettlesAgrees holds the sign trials' shortcut at the lookahead
// ceilings (switchedTrials.settles: propagation alone solves the puzzle
// without the sign, so neither otherSolution nor closes is asked) to
// what they answer: on drawn squares with some givens and every sign,
// for every sign taken out alone, a trial that settles has no other
// solution with the sign reversed and closes within the ceiling; both
// answers of settles occur. And the sign trials in halves (thin, the
// generator's) keep the signs the trials one after the other keep.
func TestSettlesAgrees(t *testing.T) {
	const n = 5
	rng := draw.New(5, 9)
	answers, kept := map[bool]int{}, map[bool]int{}
	for _, hi := range []Rung{Lookahead, DeepLookahead} {
		r := &genRun{kind: "futoshiki", hi: hi, opt: GenOptions{Size: n}, cache: map[string]any{}}
		// otherSolution from its root on a sign model of its own: the
		// trials' is r's.
		ref := &genRun{kind: "futoshiki", hi: hi, opt: GenOptions{Size: n}, cache: map[string]any{}}
		for range 8 {
			sq := draw.LatinSquare(rng, n)
			p := &futoshiki.Puzzle{N: n, Givens: make([][]int, n), Right: make([][]futoshiki.Rel, n), Below: make([][]futoshiki.Rel, n-1)}
			given := rng.Sample(n*n, rng.Intn(5))
			clues := make([]int, n*n)
			var at []*futoshiki.Rel
			var rels []futoshiki.Rel
			for i := range n {
				p.Right[i] = make([]futoshiki.Rel, n-1)
				if i < n-1 {
					p.Below[i] = make([]futoshiki.Rel, n)
				}
			}
			for i := range n {
				p.Givens[i] = make([]int, n)
				for j := range n {
					clues[i*n+j] = -1
					if given[i*n+j] {
						clues[i*n+j] = sq[i][j] + 1
					}
				}
			}
			// The signs in the order of p.Inequalities (keep's index).
			for i := range n {
				for j := range n {
					if j+1 < n {
						p.Right[i][j] = relOf(sq[i][j], sq[i][j+1])
						at, rels = append(at, &p.Right[i][j]), append(rels, p.Right[i][j])
					}
					if i+1 < n {
						p.Below[i][j] = relOf(sq[i][j], sq[i+1][j])
						at, rels = append(at, &p.Below[i][j]), append(rels, p.Below[i][j])
					}
				}
			}
			signsOf := func(keep []bool) {
				for k, a := range at {
					*a = futoshiki.None
					if keep[k] {
						*a = rels[k]
					}
				}
			}
			all := make([]bool, len(at))
			for k := range all {
				all[k] = true
			}
			signsOf(all)
			ineqs := p.Inequalities()
			st, err := r.newSignTrials(p)
			if err != nil || st == nil {
				t.Fatalf("no sign trials: %v", err)
			}
			if err := st.start(r, clues); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				for j := range n {
					p.Givens[i][j] = max(clues[i*n+j], 0)
				}
			}
			keep := make([]bool, len(at))
			for k := range keep {
				keep[k] = true
			}
			for k := range at {
				keep[k] = false
				settled, err := st.settles(keep, hi)
				if err != nil {
					t.Fatal(err)
				}
				answers[settled]++
				if settled {
					if ref.otherSolution(p, at[k], rels[k]) {
						t.Fatalf("%v, sign %d out: settles, but another solution has it reversed:\n%s", hi, k, futoshiki.Format(p))
					}
					if ok, err := st.closes(keep, hi); err != nil || !ok {
						t.Fatalf("%v, sign %d out: settles, but closes says %v %v:\n%s", hi, k, ok, err, futoshiki.Format(p))
					}
				}
				keep[k] = true
			}
			// The generator's trials, one after the other and in halves
			// (thin), keep the same signs.
			perm := rng.Perm(len(at))
			for _, k := range perm {
				keep[k] = false
				signsOf(keep)
				ok := false
				if !ref.otherSolution(p, at[k], rels[k]) {
					if ok, err = st.closes(keep, hi); err != nil {
						t.Fatal(err)
					}
				}
				keep[k] = !ok
			}
			halves := make([]bool, len(at))
			for k := range halves {
				halves[k] = true
			}
			sm, err := r.signModel(n)
			if err != nil {
				t.Fatal(err)
			}
			err = st.thin(halves, perm, hi, func(k int) (bool, error) {
				if sm.otherHere(ineqs[k]) {
					return false, nil
				}
				return st.closesHere(hi)
			})
			if err != nil {
				t.Fatal(err)
			}
			signsOf(halves)
			if fmt.Sprint(halves) != fmt.Sprint(keep) {
				t.Fatalf("%v: signs kept in halves %v, one after the other %v", hi, halves, keep)
			}
			for _, on := range keep {
				kept[on]++
			}
		}
		r.release()
		ref.release()
	}
	if answers[true] == 0 || answers[false] == 0 || kept[true] == 0 || kept[false] == 0 {
		t.Errorf("one answer only: settles %v, kept %v", answers, kept)
	}
	t.Logf("settles %v, kept %v", answers, kept)
}
