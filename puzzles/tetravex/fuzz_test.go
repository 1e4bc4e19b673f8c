package tetravex

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

func FuzzParse(f *testing.F) {
	kindtest.Round[Puzzle, Solution]{
		Parse: Parse, Validate: (*Puzzle).Validate, Format: Format,
		Known:  func(p *Puzzle) *Solution { return p.Known },
		Verify: Verify, ParseSolution: ParseSolution, FormatSolution: FormatSolution,
	}.Fuzz(f, small)
}
