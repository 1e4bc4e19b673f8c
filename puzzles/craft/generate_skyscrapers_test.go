package craft

import (
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// TestSkyscrapersGraded checks the removal generator at 5×5 (TestGenerate
// checks uniqueness and the band): the same seed gives the same puzzle;
// an Easy one shows every clue and no digit, as Towers' do; above Easy no
// clue or digit is left that the ladder could do without: taking out any
// one leaves a puzzle it does not solve within the band's ceiling.
func TestSkyscrapersGraded(t *testing.T) {
	for _, b := range Bands("skyscrapers") {
		for seed := uint64(1); seed <= 3; seed++ {
			o := GenOptions{Size: 5, Band: b.Name, Seed: seed}
			text, p := generatedTwice[skyscrapers.Puzzle](t, "skyscrapers", o)
			if b.Name == "easy" {
				for k := range 20 {
					if p.Clues(skyscraperSides[k/5])[k%5] == 0 || p.Givens[k%5][k/5] != 0 {
						t.Errorf("easy seed %d: a clue missing or a digit given:\n%s", seed, text)
						break
					}
				}
				continue
			}
			r := &genRun{kind: "skyscrapers", hi: b.Upto}
			needed := func(what string) {
				if freshCloses(t, r, skyscrapers.Format(p)) {
					t.Errorf("%s seed %d: %s can go, the ladder still solves it within %s:\n%s", b.Name, seed, what, b.Name, text)
				}
			}
			for k := range 20 {
				if at := &p.Clues(skyscraperSides[k/5])[k%5]; *at != 0 {
					v := *at
					*at = 0
					needed(fmt.Sprintf("the %s clue %d", skyscraperSides[k/5], k%5+1))
					*at = v
				}
			}
			for i := range 25 {
				if at := &p.Givens[i/5][i%5]; *at != 0 {
					v := *at
					*at = 0
					needed(fmt.Sprintf("the digit at r%dc%d", i/5+1, i%5+1))
					*at = v
				}
			}
		}
	}
}

// TestClueTrialsAgreeWithFresh holds the trials on one model to fresh
// models: on drawn squares with every clue, the digits it takes out to
// those a model of their own (blankTrials) takes out in the same order;
// then, on the digits kept, clues taken out one by one in a random order,
// each trial to a fresh model of the puzzle without them; at the ceilings
// of Easy (digits only), Hard, Extreme and Unreasonable (Search:
// uniqueness).
func TestClueTrialsAgreeWithFresh(t *testing.T) {
	trials, yes := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		for _, hi := range []Rung{Counting, Combined, Lookahead, Search} {
			n := 4 + int(seed%2)
			g := draw.New(seed, 7)
			p, sol := plantedTowers(g, n)
			digits := make([]int, n*n)
			for i := range n * n {
				digits[i] = sol[i/n][i%n]
			}
			clues := [][]int{p.Top, p.Bottom, p.Left, p.Right}
			r := &genRun{kind: "skyscrapers", hi: hi, opt: GenOptions{Size: n}, rng: draw.New(seed, 8)}
			ct, err := r.newClueTrials(p)
			if err != nil || ct == nil {
				t.Fatalf("seed %d: clue trials: %v (nil: %v)", seed, err, ct == nil)
			}
			got, err := ct.remove(r, append([]int(nil), digits...))
			if err != nil {
				t.Fatal(err)
			}
			r.rng = draw.New(seed, 8)
			want, err := r.removeDigitsFresh(p, digits)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("seed %d, ceiling %s: digits kept on one model %v, on their own %v", seed, hi, got, want)
			}
			for i, v := range got {
				p.Givens[i/n][i%n] = max(v, 0)
			}
			if hi == Counting {
				continue
			}
			if err := ct.start(r, got); err != nil {
				t.Fatal(err)
			}
			keep := make([]bool, 4*n)
			for k := range keep {
				keep[k] = true
			}
			for _, k := range g.Perm(4 * n) {
				keep[k] = false
				clues[k/n][k%n] = 0
				got, err := ct.closes(keep, hi)
				if err != nil {
					t.Fatal(err)
				}
				want := freshCloses(t, r, skyscrapers.Format(p))
				if got != want {
					t.Fatalf("seed %d, ceiling %s: on one model %v, fresh %v:\n%s", seed, hi, got, want, skyscrapers.Format(p))
				}
				trials++
				if got {
					yes++
				}
			}
		}
	}
	t.Logf("%d trials, %d solved", trials, yes)
	if yes == 0 || yes == trials {
		t.Errorf("%d of %d trials solved: the test tells nothing", yes, trials)
	}
}

// TestSwitchedThinAgrees holds the clue trials in halves
// (switchedTrials.thin) to the trials one after the other (closes) in
// the same order, on the same model after it: on drawn squares with every
// clue and the digits the ceiling's removal keeps, 4x4 to 6x6, at every
// ceiling (from Lookahead, the count and the probes on the trial's
// position, closesHere), the same clues kept; both answers occur.
func TestSwitchedThinAgrees(t *testing.T) {
	kept, out := 0, 0
	for seed := uint64(1); seed <= 9; seed++ {
		for _, hi := range []Rung{Forward, Counting, Strength, Combined, Lookahead, DeepLookahead, Search} {
			n := 4 + int(seed%3)
			g := draw.New(seed, 17)
			p, sol := plantedTowers(g, n)
			digits := make([]int, n*n)
			for i := range n * n {
				digits[i] = sol[i/n][i%n]
			}
			r := &genRun{kind: "skyscrapers", hi: hi, opt: GenOptions{Size: n}, rng: draw.New(seed, 18)}
			ct, err := r.newClueTrials(p)
			if err != nil || ct == nil {
				t.Fatalf("seed %d: clue trials: %v (nil: %v)", seed, err, ct == nil)
			}
			if digits, err = ct.remove(r, digits); err != nil {
				t.Fatal(err)
			}
			if err := ct.start(r, digits); err != nil {
				t.Fatal(err)
			}
			perm := g.Perm(4 * n)
			halves := make([]bool, 4*n)
			for k := range halves {
				halves[k] = true
			}
			var leaf func(int) (bool, error)
			if hi >= Lookahead {
				leaf = func(int) (bool, error) { return ct.closesHere(hi) }
			}
			if err := ct.thin(halves, perm, hi, leaf); err != nil {
				t.Fatal(err)
			}
			keep := make([]bool, 4*n)
			for k := range keep {
				keep[k] = true
			}
			for _, k := range perm {
				keep[k] = false
				ok, err := ct.closes(keep, hi)
				if err != nil {
					t.Fatal(err)
				}
				keep[k] = !ok
			}
			if fmt.Sprint(halves) != fmt.Sprint(keep) {
				t.Fatalf("seed %d %dx%d, ceiling %s: kept in halves %v, one after the other %v", seed, n, n, hi, halves, keep)
			}
			for _, on := range keep {
				if on {
					kept++
				} else {
					out++
				}
			}
		}
	}
	t.Logf("%d clues kept, %d taken out", kept, out)
	if kept == 0 || out == 0 {
		t.Errorf("%d kept, %d taken out: the test tells nothing", kept, out)
	}
}
