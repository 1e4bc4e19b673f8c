package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/search"
)

// The unique, graded generators of package craft behind 'tessera generate
// --grade BAND' (and --unique, and the kinds only craft generates).

// graded reports whether kind has a graded generator (craft's own, or a
// registered kind's Generator): asked at each use, since a program
// registers its kinds after this package is initialised.
func graded(kind string) bool { return craft.DefaultAttempts(kind) > 0 }

// checkGrade completes the generate arguments for craft: --unique alone
// (for a kind whose own generator does not make unique puzzles) and the
// kinds only craft generates ask for a unique puzzle of any grade; a band
// must be one of the kind's.
func checkGrade(kind string, g *genArgs) error {
	crafted := graded(kind)
	ownUnique := generators[kind].unique != nil
	if g.grade != "" && !crafted {
		return fmt.Errorf("no graded generator for %s yet (graded generators: %s)", kind, strings.Join(craft.GeneratorKinds(), ", "))
	}
	if g.grade == "" && crafted && ((g.unique && !ownUnique) || generators[kind].run == nil) {
		g.grade = "any"
	}
	if g.grade != "" && g.unique {
		g.unique = false // a unique solution: what --grade gives
	}
	if g.grade == "" || g.grade == "any" {
		return nil
	}
	var names []string
	for _, b := range craft.Bands(kind) {
		if b.Name == strings.ToLower(g.grade) {
			g.grade = b.Name
			return nil
		}
		names = append(names, b.Name)
	}
	return fmt.Errorf("%s has no grade %q (its bands, easiest first: %s, or any)", kind, g.grade, strings.Join(names, ", "))
}

// craftFile generates a unique puzzle in the band asked, proves it unique
// with an independent count of the engine's search, and writes its file
// with the '# unique: yes' and '# grade:' headers. The count runs on
// cache's model of the shape when cache is not nil (the same answer).
func craftFile(ctx context.Context, kind string, g genArgs, cache *puzzles.ModelCache) (string, string, error) {
	band := g.grade
	if band == "any" {
		band = ""
	}
	opt := craft.GenOptions{Seed: g.seed, Size: g.size, Rows: g.rows, Cols: g.cols, Steps: g.steps, Colours: g.colours, Stars: g.stars, UniqueRule: g.distinctRows, Band: band, Context: ctx}
	if kind == "rogo" {
		opt.Size = 0
	}
	gen, err := craft.Generate(kind, opt)
	if err != nil {
		return "", "", err
	}
	count := puzzles.Solve
	if cache != nil {
		count = cache.Solve
	}
	res, err := count(gen.Puzzle, puzzles.Options{Solutions: 2, Tune: func(o *search.Options) { o.Context = ctx }})
	if err != nil {
		return "", "", err
	}
	if err := ctx.Err(); err != nil {
		return "", "", err
	}
	if u, known := res.Unique(); !u || !known {
		return "", "", fmt.Errorf("%s: the generated puzzle is not proven unique (%d solutions, %v): a bug", gen.Puzzle.Name(), res.Solutions, res.Reason)
	}
	return fmt.Sprintf("# source: %s\n# generator: puzzles/craft: craft.Generate(%q, seed %d, band %q), %d attempt(s)\n# unique: yes (counted by the engine's search)\n# grade: %s\n%s",
		commandLine(kind, g), kind, g.seed, g.grade, gen.Attempts, gen.Grade, gen.Puzzle.Format()), gen.Grade.Band, nil
}
