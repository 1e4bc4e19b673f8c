package puzzles

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/abcpath"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
	"github.com/tessera-cp/tessera/puzzles/kakuro"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/puzzles/rogo"
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
	"killer": &kind[killer.Puzzle, killer.Solution]{
		name: "killer", parse: one(killer.Parse), bundled: killer.Bundled,
		puzzleName: func(p *killer.Puzzle) string { return p.Name },
		size:       func(p *killer.Puzzle) string { return fmt.Sprintf("%dx%d, %d cages", p.N, p.N, len(p.Cages)) },
		known:      func(p *killer.Puzzle) *killer.Solution { return p.Known },
		format:     killer.Format, formatSolution: killer.FormatSolution,
		parseSolution: killer.ParseSolution, verify: killer.Verify,
		build: killer.Build, searchOptions: killer.SearchOptions,
	},
	"kakuro": &kind[kakuro.Puzzle, kakuro.Solution]{
		name: "kakuro", parse: one(kakuro.Parse), bundled: kakuro.Bundled,
		puzzleName: func(p *kakuro.Puzzle) string { return p.Name },
		size:       func(p *kakuro.Puzzle) string { return fmt.Sprintf("%dx%d, %d runs", p.Rows, p.Cols, len(p.Runs())) },
		known:      func(p *kakuro.Puzzle) *kakuro.Solution { return p.Known },
		format:     kakuro.Format, formatSolution: kakuro.FormatSolution,
		parseSolution: kakuro.ParseSolution, verify: kakuro.Verify,
		build: kakuro.Build, searchOptions: kakuro.SearchOptions,
	},
	"futoshiki": &kind[futoshiki.Puzzle, futoshiki.Solution]{
		name: "futoshiki", parse: one(futoshiki.Parse), bundled: futoshiki.Bundled,
		puzzleName: func(p *futoshiki.Puzzle) string { return p.Name },
		size: func(p *futoshiki.Puzzle) string {
			return fmt.Sprintf("%dx%d, %d signs", p.N, p.N, len(p.Inequalities()))
		},
		known:  func(p *futoshiki.Puzzle) *futoshiki.Solution { return p.Known },
		format: futoshiki.Format, formatSolution: futoshiki.FormatSolution,
		parseSolution: futoshiki.ParseSolution, verify: futoshiki.Verify,
		build: futoshiki.Build, searchOptions: futoshiki.SearchOptions,
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
