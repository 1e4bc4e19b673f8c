package puzzles

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/abcpath"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/hidato"
	"github.com/tessera-cp/tessera/puzzles/hitori"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
	"github.com/tessera-cp/tessera/puzzles/kakuro"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/puzzles/nonogram"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// init registers the built-in kinds, in the order Kinds lists them,
// through Register like any other kind. A new kind adds one entry at the
// end.
func init() {
	mustRegister(Kind[sudoku.Puzzle, sudoku.Solution]{
		Picture: &Picture[sudoku.Puzzle, sudoku.Solution]{SVG: sudoku.SVG, Draw: sudoku.Draw, SolutionState: sudoku.SolutionState,
			StateSolution: sudoku.StateSolution, Conflicts: sudoku.Conflicts, Input: sudoku.Input},
		Name: "sudoku", ParseAll: sudoku.ParseAll, Bundled: sudoku.Bundled,
		PuzzleName: func(p *sudoku.Puzzle) string { return p.Name },
		Size:       func(p *sudoku.Puzzle) string { return fmt.Sprintf("%dx%d", p.N, p.N) },
		Known:      func(p *sudoku.Puzzle) *sudoku.Solution { return p.Known },
		Format:     sudoku.Format, FormatSolution: sudoku.FormatSolution,
		ParseSolution: sudoku.ParseSolution, Verify: sudoku.Verify,
		Build: sudoku.Build, BuildOn: sudoku.BuildOn, SearchOptions: sudoku.SearchOptions,
		ParseEach: sudoku.ParseEach, Template: sudoku.Template,
	})
	mustRegister(Kind[takuzu.Puzzle, takuzu.Solution]{
		Picture: &Picture[takuzu.Puzzle, takuzu.Solution]{SVG: takuzu.SVG, Draw: takuzu.Draw, SolutionState: takuzu.SolutionState,
			StateSolution: takuzu.StateSolution, Conflicts: takuzu.Conflicts, Input: takuzu.Input},
		Name: "takuzu", Parse: takuzu.Parse, Bundled: takuzu.Bundled,
		PuzzleName: func(p *takuzu.Puzzle) string { return p.Name },
		Size:       func(p *takuzu.Puzzle) string { return takuzuSize(p) },
		Known:      func(p *takuzu.Puzzle) *takuzu.Solution { return p.Known },
		Format:     takuzu.Format, FormatSolution: takuzu.FormatSolution,
		ParseSolution: takuzu.ParseSolution, Verify: takuzu.Verify,
		Build: takuzu.Build, BuildOn: takuzu.BuildOn, SearchOptions: takuzu.SearchOptions,
		Template: takuzu.Template,
	})
	mustRegister(Kind[kenken.Puzzle, kenken.Solution]{
		Picture: &Picture[kenken.Puzzle, kenken.Solution]{SVG: kenken.SVG, Draw: kenken.Draw, SolutionState: kenken.SolutionState,
			StateSolution: kenken.StateSolution, Conflicts: kenken.Conflicts, Input: kenken.Input},
		Name: "kenken", Parse: kenken.Parse, Bundled: kenken.Bundled,
		PuzzleName: func(p *kenken.Puzzle) string { return p.Name },
		Size:       func(p *kenken.Puzzle) string { return fmt.Sprintf("%dx%d, %d cages", p.N, p.N, len(p.Cages)) },
		Known:      func(p *kenken.Puzzle) *kenken.Solution { return p.Known },
		Format:     kenken.Format, FormatSolution: kenken.FormatSolution,
		ParseSolution: kenken.ParseSolution, Verify: kenken.Verify,
		Build: kenken.Build, BuildOn: kenken.BuildOn, SearchOptions: kenken.SearchOptions,
	})
	mustRegister(Kind[kakurasu.Puzzle, kakurasu.Solution]{
		Picture: &Picture[kakurasu.Puzzle, kakurasu.Solution]{SVG: kakurasu.SVG, Draw: kakurasu.Draw, SolutionState: kakurasu.SolutionState,
			StateSolution: kakurasu.StateSolution, Conflicts: kakurasu.Conflicts, Input: kakurasu.Input},
		Name: "kakurasu", Parse: kakurasu.Parse, Bundled: kakurasu.Bundled,
		PuzzleName: func(p *kakurasu.Puzzle) string { return p.Name },
		Size:       func(p *kakurasu.Puzzle) string { return fmt.Sprintf("%dx%d", p.N, p.N) },
		Known:      func(p *kakurasu.Puzzle) *kakurasu.Solution { return p.Known },
		Format:     kakurasu.Format, FormatSolution: kakurasu.FormatSolution,
		ParseSolution: kakurasu.ParseSolution, Verify: kakurasu.Verify,
		Build: kakurasu.Build, BuildOn: kakurasu.BuildOn, SearchOptions: kakurasu.SearchOptions,
	})
	mustRegister(Kind[abcpath.Puzzle, abcpath.Solution]{
		Picture: &Picture[abcpath.Puzzle, abcpath.Solution]{SVG: abcpath.SVG, Draw: abcpath.Draw, SolutionState: abcpath.SolutionState,
			StateSolution: abcpath.StateSolution, Conflicts: abcpath.Conflicts, Input: abcpath.Input},
		Name: "abcpath", Parse: abcpath.Parse, Bundled: abcpath.Bundled,
		PuzzleName: func(p *abcpath.Puzzle) string { return p.Name },
		Size:       func(p *abcpath.Puzzle) string { return "5x5" },
		Known:      func(p *abcpath.Puzzle) *abcpath.Solution { return p.Known },
		Format:     abcpath.Format, FormatSolution: abcpath.FormatSolution,
		ParseSolution: abcpath.ParseSolution, Verify: abcpath.Verify,
		Build: abcpath.Build, BuildOn: abcpath.BuildOn, SearchOptions: abcpath.SearchOptions,
	})
	mustRegister(Kind[rogo.Puzzle, rogo.Solution]{
		Picture: &Picture[rogo.Puzzle, rogo.Solution]{SVG: rogo.SVG, Draw: rogo.Draw, SolutionState: rogo.SolutionState,
			StateSolution: rogo.StateSolution, Conflicts: rogo.Conflicts, Input: rogo.Input},
		Name: "rogo", Parse: rogo.Parse, Bundled: rogo.Bundled,
		PuzzleName: func(p *rogo.Puzzle) string { return p.Name },
		Size:       func(p *rogo.Puzzle) string { return rogoSize(p) },
		Known:      func(p *rogo.Puzzle) *rogo.Solution { return p.Known },
		Format:     rogo.Format, FormatSolution: rogo.FormatSolution,
		ParseSolution: rogo.ParseSolution, Verify: rogo.Verify,
		Build: rogo.Build, BuildOn: rogo.BuildOn, SearchOptions: rogo.SearchOptions,
		Score: func(p *rogo.Puzzle, s *rogo.Solution) int { return rogo.Score(p, s.Loop) },
	})
	mustRegister(Kind[tetravex.Puzzle, tetravex.Solution]{
		Picture: &Picture[tetravex.Puzzle, tetravex.Solution]{SVG: tetravex.SVG, Draw: tetravex.Draw, SolutionState: tetravex.SolutionState,
			StateSolution: tetravex.StateSolution, Conflicts: tetravex.Conflicts, Input: tetravex.Input},
		Name: "tetravex", Parse: tetravex.Parse, Bundled: tetravex.Bundled,
		PuzzleName: func(p *tetravex.Puzzle) string { return p.Name },
		Size:       func(p *tetravex.Puzzle) string { return fmt.Sprintf("%dx%d", p.N, p.N) },
		Known:      func(p *tetravex.Puzzle) *tetravex.Solution { return p.Known },
		Format:     tetravex.Format, FormatSolution: tetravex.FormatSolution,
		ParseSolution: tetravex.ParseSolution, Verify: tetravex.Verify,
		Build: tetravex.Build, BuildOn: tetravex.BuildOn, SearchOptions: tetravex.SearchOptions,
	})
	mustRegister(Kind[hidato.Puzzle, hidato.Solution]{
		Picture: &Picture[hidato.Puzzle, hidato.Solution]{SVG: hidato.SVG, Draw: hidato.Draw, SolutionState: hidato.SolutionState,
			StateSolution: hidato.StateSolution, Conflicts: hidato.Conflicts, Input: hidato.Input},
		Name: "hidato", Parse: hidato.Parse, Bundled: hidato.Bundled,
		PuzzleName: func(p *hidato.Puzzle) string { return p.Name },
		Size:       func(p *hidato.Puzzle) string { return hidatoSize(p) },
		Known:      func(p *hidato.Puzzle) *hidato.Solution { return p.Known },
		Format:     hidato.Format, FormatSolution: hidato.FormatSolution,
		ParseSolution: hidato.ParseSolution, Verify: hidato.Verify,
		Build: hidato.Build, BuildOn: hidato.BuildOn, SearchOptions: hidato.SearchOptions,
		Template:  hidato.Template,
		Generator: &Generator[hidato.Puzzle]{Size: hidato.GenSize, Draw: hidato.Planted, Clues: hidato.Clues, Keep: hidato.Keep, MaxAttempts: 20},
	})
	mustRegister(Kind[skyscrapers.Puzzle, skyscrapers.Solution]{
		Picture: &Picture[skyscrapers.Puzzle, skyscrapers.Solution]{SVG: skyscrapers.SVG, Draw: skyscrapers.Draw, SolutionState: skyscrapers.SolutionState,
			StateSolution: skyscrapers.StateSolution, Conflicts: skyscrapers.Conflicts, Input: skyscrapers.Input},
		Name: "skyscrapers", Parse: skyscrapers.Parse, Bundled: skyscrapers.Bundled,
		PuzzleName: func(p *skyscrapers.Puzzle) string { return p.Name },
		Size:       func(p *skyscrapers.Puzzle) string { return fmt.Sprintf("%dx%d", p.N, p.N) },
		Known:      func(p *skyscrapers.Puzzle) *skyscrapers.Solution { return p.Known },
		Format:     skyscrapers.Format, FormatSolution: skyscrapers.FormatSolution,
		ParseSolution: skyscrapers.ParseSolution, Verify: skyscrapers.Verify,
		Build: skyscrapers.Build, BuildOn: skyscrapers.BuildOn, SearchOptions: skyscrapers.SearchOptions,
		Template: skyscrapers.Template,
	})
	mustRegister(Kind[nonogram.Puzzle, nonogram.Solution]{
		Picture: &Picture[nonogram.Puzzle, nonogram.Solution]{SVG: nonogram.SVG, Draw: nonogram.Draw, SolutionState: nonogram.SolutionState,
			StateSolution: nonogram.StateSolution, Conflicts: nonogram.Conflicts, Input: nonogram.Input},
		Name: "nonogram", Parse: nonogram.Parse, Bundled: nonogram.Bundled,
		PuzzleName: func(p *nonogram.Puzzle) string { return p.Name },
		Size:       func(p *nonogram.Puzzle) string { return fmt.Sprintf("%dx%d", p.Cols, p.Rows) },
		Known:      func(p *nonogram.Puzzle) *nonogram.Solution { return p.Known },
		Format:     nonogram.Format, FormatSolution: nonogram.FormatSolution,
		ParseSolution: nonogram.ParseSolution, Verify: nonogram.Verify,
		Build: nonogram.Build, BuildOn: nonogram.BuildOn, SearchOptions: nonogram.SearchOptions,
		Generator: &Generator[nonogram.Puzzle]{Size: nonogram.GenSize, Draw: nonogram.Planted, MaxAttempts: 200},
	})
	mustRegister(Kind[hitori.Puzzle, hitori.Solution]{
		Picture: &Picture[hitori.Puzzle, hitori.Solution]{SVG: hitori.SVG, Draw: hitori.Draw, SolutionState: hitori.SolutionState,
			StateSolution: hitori.StateSolution, Conflicts: hitori.Conflicts, Input: hitori.Input},
		Name: "hitori", Parse: hitori.Parse, Bundled: hitori.Bundled,
		PuzzleName: func(p *hitori.Puzzle) string { return p.Name },
		Size:       func(p *hitori.Puzzle) string { return fmt.Sprintf("%dx%d", p.Cols, p.Rows) },
		Known:      func(p *hitori.Puzzle) *hitori.Solution { return p.Known },
		Format:     hitori.Format, FormatSolution: hitori.FormatSolution,
		ParseSolution: hitori.ParseSolution, Verify: hitori.Verify,
		Build: hitori.Build, BuildOn: hitori.BuildOn, SearchOptions: hitori.SearchOptions,
		Switched:  &Switch[hitori.Puzzle, hitori.Solution]{Shape: hitori.SwitchedShape, Build: hitori.BuildSwitchedOn},
		Generator: &Generator[hitori.Puzzle]{Size: hitori.GenSize, Draw: hitori.Planted, MaxAttempts: 200},
	})
	mustRegister(Kind[starbattle.Puzzle, starbattle.Solution]{
		Picture: &Picture[starbattle.Puzzle, starbattle.Solution]{SVG: starbattle.SVG, Draw: starbattle.Draw, SolutionState: starbattle.SolutionState,
			StateSolution: starbattle.StateSolution, Conflicts: starbattle.Conflicts, Input: starbattle.Input},
		Name: "starbattle", Parse: starbattle.Parse, Bundled: starbattle.Bundled,
		PuzzleName: func(p *starbattle.Puzzle) string { return p.Name },
		Size:       func(p *starbattle.Puzzle) string { return fmt.Sprintf("%dx%d, %d stars", p.N, p.N, p.Stars) },
		Known:      func(p *starbattle.Puzzle) *starbattle.Solution { return p.Known },
		Format:     starbattle.Format, FormatSolution: starbattle.FormatSolution,
		ParseSolution: starbattle.ParseSolution, Verify: starbattle.Verify,
		Build: starbattle.Build, BuildOn: starbattle.BuildOn, SearchOptions: starbattle.SearchOptions,
	})
	mustRegister(Kind[killer.Puzzle, killer.Solution]{
		Picture: &Picture[killer.Puzzle, killer.Solution]{SVG: killer.SVG, Draw: killer.Draw, SolutionState: killer.SolutionState,
			StateSolution: killer.StateSolution, Conflicts: killer.Conflicts, Input: killer.Input},
		Name: "killer", Parse: killer.Parse, Bundled: killer.Bundled,
		PuzzleName: func(p *killer.Puzzle) string { return p.Name },
		Size:       func(p *killer.Puzzle) string { return fmt.Sprintf("%dx%d, %d cages", p.N, p.N, len(p.Cages)) },
		Known:      func(p *killer.Puzzle) *killer.Solution { return p.Known },
		Format:     killer.Format, FormatSolution: killer.FormatSolution,
		ParseSolution: killer.ParseSolution, Verify: killer.Verify,
		Build: killer.Build, BuildOn: killer.BuildOn, SearchOptions: killer.SearchOptions,
	})
	mustRegister(Kind[kakuro.Puzzle, kakuro.Solution]{
		Picture: &Picture[kakuro.Puzzle, kakuro.Solution]{SVG: kakuro.SVG, Draw: kakuro.Draw, SolutionState: kakuro.SolutionState,
			StateSolution: kakuro.StateSolution, Conflicts: kakuro.Conflicts, Input: kakuro.Input},
		Name: "kakuro", Parse: kakuro.Parse, Bundled: kakuro.Bundled,
		PuzzleName: func(p *kakuro.Puzzle) string { return p.Name },
		Size:       func(p *kakuro.Puzzle) string { return fmt.Sprintf("%dx%d, %d runs", p.Rows, p.Cols, len(p.Runs())) },
		Known:      func(p *kakuro.Puzzle) *kakuro.Solution { return p.Known },
		Format:     kakuro.Format, FormatSolution: kakuro.FormatSolution,
		ParseSolution: kakuro.ParseSolution, Verify: kakuro.Verify,
		Build: kakuro.Build, BuildOn: kakuro.BuildOn, SearchOptions: kakuro.SearchOptions,
		Generator: &Generator[kakuro.Puzzle]{Size: kakuro.GenSize, Draw: kakuro.Planted, MaxAttempts: 200},
	})
	mustRegister(Kind[futoshiki.Puzzle, futoshiki.Solution]{
		Picture: &Picture[futoshiki.Puzzle, futoshiki.Solution]{SVG: futoshiki.SVG, Draw: futoshiki.Draw, SolutionState: futoshiki.SolutionState,
			StateSolution: futoshiki.StateSolution, Conflicts: futoshiki.Conflicts, Input: futoshiki.Input},
		Name: "futoshiki", Parse: futoshiki.Parse, Bundled: futoshiki.Bundled,
		PuzzleName: func(p *futoshiki.Puzzle) string { return p.Name },
		Size: func(p *futoshiki.Puzzle) string {
			return fmt.Sprintf("%dx%d, %d signs", p.N, p.N, len(p.Inequalities()))
		},
		Known:  func(p *futoshiki.Puzzle) *futoshiki.Solution { return p.Known },
		Format: futoshiki.Format, FormatSolution: futoshiki.FormatSolution,
		ParseSolution: futoshiki.ParseSolution, Verify: futoshiki.Verify,
		Build: futoshiki.Build, BuildOn: futoshiki.BuildOn, SearchOptions: futoshiki.SearchOptions,
		Template: futoshiki.Template,
	})
}

func takuzuSize(p *takuzu.Puzzle) string {
	if p.Unique {
		return fmt.Sprintf("%dx%d unique", p.N, p.N)
	}
	return fmt.Sprintf("%dx%d", p.N, p.N)
}

func rogoSize(p *rogo.Puzzle) string {
	s := fmt.Sprintf("%dx%d steps %d", p.Rows, p.Cols, p.Steps)
	if p.HasBest {
		s += fmt.Sprintf(" best %d", p.Best)
	}
	return s
}

func hidatoSize(p *hidato.Puzzle) string {
	s := fmt.Sprintf("%dx%d, %d cells", p.Rows, p.Cols, p.NumCells())
	if p.Orthogonal {
		s += ", orthogonal"
	}
	return s
}
