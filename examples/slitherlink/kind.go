package slitherlink

import (
	"embed"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// Bundled holds the bundled puzzles (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS

// Kind is the kind as puzzles.Register takes it: the files, the model,
// the drawing and the page's edges play mode, the words of its hints, and
// its generator.
func Kind() puzzles.Kind[Puzzle, Solution] {
	return puzzles.Kind[Puzzle, Solution]{
		Name:           KindName,
		Parse:          Parse,
		PuzzleName:     func(p *Puzzle) string { return p.Name },
		Size:           (*Puzzle).Size,
		Known:          func(p *Puzzle) *Solution { return p.Known },
		Format:         Format,
		FormatSolution: FormatSolution,
		ParseSolution:  ParseSolution,
		Verify:         Verify,
		Build:          Build,
		BuildOn:        BuildOn,
		SearchOptions:  SearchOptions,
		Bundled:        Bundled,
		Picture: &puzzles.Picture[Puzzle, Solution]{
			SVG: SVG, Draw: Draw, SolutionState: SolutionState, StateSolution: StateSolution,
			Conflicts: Conflicts, Input: Input,
		},
		Words: &puzzles.Words[Puzzle]{Var: EdgePlace},
		Generator: &puzzles.Generator[Puzzle]{
			Size: GenSize, Draw: Planted, Clues: Clues, Keep: Keep,
		},
		FormatHelp: FormatHelp,
	}
}

// FormatHelp is the kind's summary for 'tessera formats'.
const FormatHelp = `  (Loopy, Loop the Loop) The grid's rows: a clue 0-4 per cell or '.', or one line holding a
  Loopy game ID on a square grid ("7x7t0:a3..." as 'sgt-loopy
  --generate' prints it). Rules: draw one closed loop along the cells'
  sides, never crossing or branching; a clue counts its cell's sides on
  the loop.
  Solution block: the loop drawn on the dots '+', with '-' and '|' where
  it runs and each cell's clue or '.' at its centre:
    +-+-+
    |3 .|
    +-+-+
`

// EdgePlace is where Build's variable i lies: its edge (the variables are
// the edges in render.GridEdges order), named by the cells it separates.
func EdgePlace(p *Puzzle, i int) (puzzles.Place, bool) {
	es := render.GridEdges(p.Rows, p.Cols)
	if i < 0 || i >= len(es) {
		return puzzles.Place{}, false
	}
	e := es[i]
	name := ""
	if e.Horizontal() {
		name = HName(p, e.A.Row, e.A.Col)
	} else {
		name = VName(p, e.A.Row, e.A.Col)
	}
	return puzzles.Place{Edge: e, OnEdge: true, Name: name}, true
}

// Bands are the grades, Loopy's levels (tune.go): easy needs the counts
// and the loop, normal the corners learnt at the dots, tricky the corners
// learnt along the diagonals, hard more (lookahead, search).
var Bands = []craft.Band{
	{Name: "easy", Upto: easyRung},
	{Name: "normal", Upto: normalRung},
	{Name: "tricky", Upto: trickyRung},
	{Name: "hard", Upto: craft.Search},
}

// Register registers the kind with puzzles.Register and its grades with
// craft.RegisterTuning; a program calls it once, at start-up. A second
// call returns the error of a name taken.
func Register() error {
	if err := puzzles.Register(Kind()); err != nil {
		return err
	}
	return craft.RegisterTuning(KindName, craft.Tuning{Bands: Bands, Tune: Tune})
}
