package craft

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
)

var census = flag.String("craft.census", "", "TestHintCensus: 'all' or one kind: walk every bundled puzzle and the generated sample (of that kind), and log per kind the hints that name the model, run long or rest on search")

// hintFaults says what is wrong with a hint's words, "" for nothing: a
// model variable's name in any of its texts, more than three sentences or
// maxHintChars characters in its Text.
func hintFaults(h *Hint) string {
	texts := []string{h.Text, h.Placement, h.Highlight.Caption}
	for _, d := range h.Steps {
		texts = append(texts, d.Text)
	}
	for _, s := range texts {
		if m := modelWords.FindString(s); m != "" {
			return fmt.Sprintf("names the model (%q) in %.200q", m, s)
		}
	}
	if len(h.Text) > maxHintChars {
		return fmt.Sprintf("%d characters: %.200q", len(h.Text), h.Text)
	}
	if n := sentences(h.Text); n > 3 {
		return fmt.Sprintf("%d sentences: %.200q", n, h.Text)
	}
	if h.Text == "" || h.Placement == "" {
		return "no text or no placement"
	}
	return ""
}

// isSearchHint reports whether a hint rests on a guess (a placement the
// ladder found only by search).
func isSearchHint(h *Hint) bool {
	return slices.ContainsFunc(h.Steps, func(d Deduction) bool { return d.Family == "search" })
}

// wrap reads a generated puzzle back from its file (format) and adds it
// to out.
func wrap[P any](t *testing.T, out *[]puzzles.Puzzle, kind string, seed int, p *P, err error, format func(*P) string) {
	t.Helper()
	if err != nil {
		t.Fatalf("generate %s seed %d: %v", kind, seed, err)
	}
	q, err := reparse(fmt.Sprintf("%s-%d.txt", kind, seed), format(p))
	if err != nil {
		t.Fatalf("a generated %s does not read back: %v\n%s", kind, err, format(p))
	}
	*out = append(*out, q)
}

// plantedKinds are the kinds whose generated sample is drawn from the kind's
// own unique generator (Futoshiki's graded one removes clues instead).
var plantedKinds = map[string]bool{"skyscrapers": true, "futoshiki": true, "killer": true, "starbattle": true}

// generatedSample is a few generated puzzles of every kind that has a
// generator (craft's graded ones, and the planting generators made
// unique), on fixed seeds: seeds per kind.
func generatedSample(t *testing.T, seeds int, want func(kind string) bool) []puzzles.Puzzle {
	t.Helper()
	var out []puzzles.Puzzle
	for seed := 1; seed <= seeds; seed++ {
		for _, kind := range GeneratorKinds() {
			if !want(kind) || plantedKinds[kind] {
				continue // the planted kinds below, as before they were graded
			}
			opt := GenOptions{Seed: uint64(seed)}
			switch kind {
			case "sudoku", "kenken", "kakurasu", "tetravex":
				opt.Size = 4
			case "takuzu":
				opt.Size = 6
			case "rogo":
				opt.Rows, opt.Cols, opt.Steps = 6, 6, 10
			}
			g, err := Generate(kind, opt)
			if err != nil {
				t.Fatalf("generate %s seed %d: %v", kind, seed, err)
			}
			out = append(out, g.Puzzle)
		}
		s := uint64(seed)
		if want("skyscrapers") {
			p, err := generate.Skyscrapers(s, 5, true)
			wrap(t, &out, "skyscrapers", seed, p, err, skyscrapers.Format)
		}
		if want("starbattle") {
			p, err := generate.StarBattle(s, 10, 2, true)
			wrap(t, &out, "starbattle", seed, p, err, starbattle.Format)
		}
		if want("futoshiki") {
			p, err := generate.Futoshiki(s, 5, true)
			wrap(t, &out, "futoshiki", seed, p, err, futoshiki.Format)
		}
		if want("killer") {
			p, err := generate.Killer(s, 4, true)
			wrap(t, &out, "killer", seed, p, err, killer.Format)
		}
	}
	return out
}

// censusBudget bounds the walkthrough of one puzzle in TestHintCensus
// (a puzzle past it is counted as cut, its hints so far kept): wall
// clock, so a loaded machine cuts more; the figures worth comparing are
// taken with a budget that cuts none of the puzzles with search hints.
var censusBudget = flag.Duration("craft.censusbudget", 20*time.Second, "TestHintCensus: the most wall-clock time one walkthrough may take")

// TestHintCensus (-craft.census=all or one kind) walks the first puzzle
// of every bundled file (the big ones too with -craft.full) and a
// generated sample, kind by kind, and logs per kind how many hints there
// are, how many break the words' bounds (hintFaults) and how many rest
// on search: the figures behind the hint tests, before and after a change
// of the words or the ladder. A faulty hint fails it.
func TestHintCensus(t *testing.T) {
	if *census == "" {
		t.Skip("-craft.census=all or =KIND")
	}
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range puzzles.Kinds() {
		if *census != "all" && *census != kind {
			continue
		}
		t.Run(kind, func(t *testing.T) {
			var ps []puzzles.Puzzle
			for _, f := range files {
				if f.Kind != kind || (!*full && (bigName(f.Name) || strings.Contains(f.Name, "stretch"))) {
					continue
				}
				all, err := puzzles.OpenBundled(f.Name)
				if err != nil {
					t.Fatal(err)
				}
				ps = append(ps, all[0])
			}
			censusTally(t, "bundled", ps)
			censusTally(t, "generated", generatedSample(t, 10, func(k string) bool { return k == kind }))
		})
	}
}

// censusTally walks ps and logs the census line of what they are.
func censusTally(t *testing.T, from string, ps []puzzles.Puzzle) {
	t.Helper()
	var walked, cut, hints, faults, search, searchPuzzles, untried int
	for _, p := range ps {
		ctx, cancel := context.WithTimeout(context.Background(), *censusBudget)
		hs, blind, err := censusWalk(ctx, p)
		cancel()
		untried += blind
		switch {
		case errors.Is(err, context.DeadlineExceeded):
			cut++
		case errors.Is(err, ErrNotUnique), errors.Is(err, ErrNoSolution):
			continue
		case err != nil:
			t.Logf("%s: %v", p.Name(), err)
			continue
		}
		walked++
		searched := false
		for i := range hs {
			h := &hs[i]
			hints++
			if f := hintFaults(h); f != "" {
				faults++
				if faults <= 3 {
					t.Logf("%s: %s", p.Name(), f)
				}
			}
			if isSearchHint(h) {
				search++
				searched = true
			}
		}
		if searched {
			searchPuzzles++
		}
	}
	if len(ps) == 0 {
		return
	}
	t.Logf("%-9s %-12s puzzles %3d (cut at %v: %d) hints %6d faulty %4d search %4d (in %d puzzles; after a deep lookahead that found nothing %d, without trying one %d)",
		from, t.Name(), walked, *censusBudget, cut, hints, faults, search, searchPuzzles, search-untried, untried)
	if untried > 0 {
		t.Errorf("%s %s: %d hints guess where the deep lookahead was not tried first", from, t.Name(), untried)
	}
	if faults > 0 {
		t.Errorf("%s %s: %d hints name the model or run past three sentences or %d characters", from, t.Name(), faults, maxHintChars)
	}
}

// censusWalk is Walkthrough under a context: the hints so far and the
// context's error when it ends first, and how many guesses were made
// where the walk's last attempt at the position was not the deep
// lookahead (a guess the ladder did not earn: it must be 0).
func censusWalk(ctx context.Context, p puzzles.Puzzle) ([]Hint, int, error) {
	if isLoop(p) {
		hs, err := walkLoop(p)
		return hs, 0, err
	}
	e, err := newExplainerContext(ctx, p, nil)
	if err != nil {
		return nil, 0, err
	}
	blind := 0
	var tried Rung
	e.beforeStep = func(r Rung) {
		if r == Search && tried != DeepLookahead {
			blind++
		}
		tried = r
	}
	var out []Hint
	for {
		h, err := e.next()
		if ctx.Err() != nil {
			return out, blind, ctx.Err()
		}
		if err != nil || h == nil {
			return out, blind, err
		}
		out = append(out, *h)
	}
}

// TestGeneratedWalkthroughs walks generated puzzles of every kind with a
// generator (-craft.perkind seeds each: one by default, three in .ci/run)
// and holds every hint to checkHintWords: no model variable in any of its
// texts, at most three sentences and maxHintChars characters.
func TestGeneratedWalkthroughs(t *testing.T) {
	all := func(string) bool { return true }
	kinds := map[string]int{}
	for _, p := range generatedSample(t, max(*perKindFlag, 1), all) {
		hints, err := Walkthrough(p)
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		for i := range hints {
			checkHintWords(t, p.Name(), &hints[i])
		}
		kinds[p.Kind()] += len(hints)
	}
	t.Logf("hints per kind: %v", kinds)
	// A small puzzle may be settled as its rules are posted (a Kakurasu
	// 4×4 whose clues fix every cell), but every kind gives hints.
	for k, n := range kinds {
		if n == 0 {
			t.Errorf("%s: no hint in any generated puzzle", k)
		}
	}
}

// TestStarBattleLogicFirst: Star Battle's ladder (region and line
// counting over bands of lines, the 2×2 blocks, the lines' counts) finds
// a logical step where the model alone fell back to search: 7 of 10
// generated 10×10 puzzles and the bundled 10×10 puzzle 5 had hints
// "found by search". Seeds 1-4 and that puzzle walk through without one.
func TestStarBattleLogicFirst(t *testing.T) {
	ps := generatedSample(t, 4, func(k string) bool { return k == "starbattle" })
	b, err := puzzles.OpenBundled("starbattle/psb_size5_10x10_2star")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range append(ps, b...) {
		hints, err := Walkthrough(p)
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		for i := range hints {
			if isSearchHint(&hints[i]) {
				t.Errorf("%s: hint %d rests on search: %s", p.Name(), i+1, hints[i].Text)
				break
			}
		}
	}
}

// TestSameStates: cells said in the same state are said once, in the
// plural, where the first of them stood.
func TestSameStates(t *testing.T) {
	e := &explainer{}
	got := e.sameStates([]string{"r1c1 is empty", "r1c2 = 5", "r2c1 is empty", "r3c3 has a star", "r4c4 has a star", "r5c5 shaded"})
	want := []string{"r1c1 and r2c1 are empty", "r1c2 = 5", "r3c3 and r4c4 have stars", "r5c5 shaded"}
	if !slices.Equal(got, want) {
		t.Errorf("sameStates: %q, want %q", got, want)
	}
}
