package slitherlink

import (
	"embed"

	"github.com/tessera-cp/tessera/puzzles"
)

// Bundled holds the bundled puzzles (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS

// Kind is the kind as puzzles.Register takes it.
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
	}
}

// Register registers the kind with puzzles.Register; a program calls it
// once, at start-up. A second call returns the error of a name taken.
func Register() error { return puzzles.Register(Kind()) }
