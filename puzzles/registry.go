package puzzles

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/abcpath"
	"github.com/tessera-cp/tessera/puzzles/hitori"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/nonogram"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// registry maps a kind line to its kind. It is only looked up by name;
// anything that lists kinds goes through Kinds(), in a fixed order.
var registry = map[string]interface {
	parser
	bundler
}{
	"sudoku": &kind[sudoku.Puzzle, sudoku.Solution]{
		name: "sudoku", parse: sudoku.ParseAll, bundled: sudoku.Bundled,
		puzzleName: func(p *sudoku.Puzzle) string { return p.Name },
		size:       func(p *sudoku.Puzzle) string { return fmt.Sprintf("%dx%d", p.N, p.N) },
		known:      func(p *sudoku.Puzzle) *sudoku.Solution { return p.Known },
		format:     sudoku.Format, formatSolution: sudoku.FormatSolution,
		parseSolution: sudoku.ParseSolution, verify: sudoku.Verify,
		build: sudoku.Build, searchOptions: sudoku.SearchOptions,
	},
	"takuzu": &kind[takuzu.Puzzle, takuzu.Solution]{
		name: "takuzu", parse: one(takuzu.Parse), bundled: takuzu.Bundled,
		puzzleName: func(p *takuzu.Puzzle) string { return p.Name },
		size:       func(p *takuzu.Puzzle) string { return takuzuSize(p) },
		known:      func(p *takuzu.Puzzle) *takuzu.Solution { return p.Known },
		format:     takuzu.Format, formatSolution: takuzu.FormatSolution,
		parseSolution: takuzu.ParseSolution, verify: takuzu.Verify,
		build: takuzu.Build, searchOptions: takuzu.SearchOptions,
	},
	"kenken": &kind[kenken.Puzzle, kenken.Solution]{
		name: "kenken", parse: one(kenken.Parse), bundled: kenken.Bundled,
		puzzleName: func(p *kenken.Puzzle) string { return p.Name },
		size:       func(p *kenken.Puzzle) string { return fmt.Sprintf("%dx%d, %d cages", p.N, p.N, len(p.Cages)) },
		known:      func(p *kenken.Puzzle) *kenken.Solution { return p.Known },
		format:     kenken.Format, formatSolution: kenken.FormatSolution,
		parseSolution: kenken.ParseSolution, verify: kenken.Verify,
		build: kenken.Build, searchOptions: kenken.SearchOptions,
	},
	"kakurasu": &kind[kakurasu.Puzzle, kakurasu.Solution]{
		name: "kakurasu", parse: one(kakurasu.Parse), bundled: kakurasu.Bundled,
		puzzleName: func(p *kakurasu.Puzzle) string { return p.Name },
		size:       func(p *kakurasu.Puzzle) string { return fmt.Sprintf("%dx%d", p.N, p.N) },
		known:      func(p *kakurasu.Puzzle) *kakurasu.Solution { return p.Known },
		format:     kakurasu.Format, formatSolution: kakurasu.FormatSolution,
		parseSolution: kakurasu.ParseSolution, verify: kakurasu.Verify,
		build: kakurasu.Build, searchOptions: kakurasu.SearchOptions,
	},
	"abcpath": &kind[abcpath.Puzzle, abcpath.Solution]{
		name: "abcpath", parse: one(abcpath.Parse), bundled: abcpath.Bundled,
		puzzleName: func(p *abcpath.Puzzle) string { return p.Name },
		size:       func(p *abcpath.Puzzle) string { return "5x5" },
		known:      func(p *abcpath.Puzzle) *abcpath.Solution { return p.Known },
		format:     abcpath.Format, formatSolution: abcpath.FormatSolution,
		parseSolution: abcpath.ParseSolution, verify: abcpath.Verify,
		build: abcpath.Build, searchOptions: abcpath.SearchOptions,
	},
	"rogo": &kind[rogo.Puzzle, rogo.Solution]{
		name: "rogo", parse: one(rogo.Parse), bundled: rogo.Bundled,
		puzzleName: func(p *rogo.Puzzle) string { return p.Name },
		size:       func(p *rogo.Puzzle) string { return rogoSize(p) },
		known:      func(p *rogo.Puzzle) *rogo.Solution { return p.Known },
		format:     rogo.Format, formatSolution: rogo.FormatSolution,
		parseSolution: rogo.ParseSolution, verify: rogo.Verify,
		build: rogo.Build, searchOptions: rogo.SearchOptions,
		score: func(p *rogo.Puzzle, s *rogo.Solution) int { return rogo.Score(p, s.Loop) },
	},
	"tetravex": &kind[tetravex.Puzzle, tetravex.Solution]{
		name: "tetravex", parse: one(tetravex.Parse), bundled: tetravex.Bundled,
		puzzleName: func(p *tetravex.Puzzle) string { return p.Name },
		size:       func(p *tetravex.Puzzle) string { return fmt.Sprintf("%dx%d", p.N, p.N) },
		known:      func(p *tetravex.Puzzle) *tetravex.Solution { return p.Known },
		format:     tetravex.Format, formatSolution: tetravex.FormatSolution,
		parseSolution: tetravex.ParseSolution, verify: tetravex.Verify,
		build: tetravex.Build, searchOptions: tetravex.SearchOptions,
	},
	"nonogram": &kind[nonogram.Puzzle, nonogram.Solution]{
		name: "nonogram", parse: one(nonogram.Parse), bundled: nonogram.Bundled,
		puzzleName: func(p *nonogram.Puzzle) string { return p.Name },
		size:       func(p *nonogram.Puzzle) string { return fmt.Sprintf("%dx%d", p.Cols, p.Rows) },
		known:      func(p *nonogram.Puzzle) *nonogram.Solution { return p.Known },
		format:     nonogram.Format, formatSolution: nonogram.FormatSolution,
		parseSolution: nonogram.ParseSolution, verify: nonogram.Verify,
		build: nonogram.Build, searchOptions: nonogram.SearchOptions,
	},
	"hitori": &kind[hitori.Puzzle, hitori.Solution]{
		name: "hitori", parse: one(hitori.Parse), bundled: hitori.Bundled,
		puzzleName: func(p *hitori.Puzzle) string { return p.Name },
		size:       func(p *hitori.Puzzle) string { return fmt.Sprintf("%dx%d", p.Cols, p.Rows) },
		known:      func(p *hitori.Puzzle) *hitori.Solution { return p.Known },
		format:     hitori.Format, formatSolution: hitori.FormatSolution,
		parseSolution: hitori.ParseSolution, verify: hitori.Verify,
		build: hitori.Build, searchOptions: hitori.SearchOptions,
	},
	"starbattle": &kind[starbattle.Puzzle, starbattle.Solution]{
		name: "starbattle", parse: one(starbattle.Parse), bundled: starbattle.Bundled,
		puzzleName: func(p *starbattle.Puzzle) string { return p.Name },
		size:       func(p *starbattle.Puzzle) string { return fmt.Sprintf("%dx%d, %d stars", p.N, p.N, p.Stars) },
		known:      func(p *starbattle.Puzzle) *starbattle.Solution { return p.Known },
		format:     starbattle.Format, formatSolution: starbattle.FormatSolution,
		parseSolution: starbattle.ParseSolution, verify: starbattle.Verify,
		build: starbattle.Build, searchOptions: starbattle.SearchOptions,
	},
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
