package kakurasu

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: one 0/1 variable per cell (1 =
// shaded) and, for every clued row (column), a Regular constraint over the
// row's (column's) cells with the subset-sum automaton of its clue (see
// weightedSum), which makes each line domain consistent. An unclued line is
// unconstrained. The variables are the cells in reading order. It returns
// an error (wrapping ErrInvalid) when p does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	cells := make([]cp.VarID, n*n)
	for i := range cells {
		cells[i] = s.NewVar(0, 1)
	}
	// Lines with the same clue share their automaton.
	automata := make(map[int]*dfa.DFA)
	for _, set := range []struct {
		what  string
		clues []int
		cell  func(i, j int) int // j-th cell (weight j+1) of line i
	}{
		{"row", p.RowClues, func(i, j int) int { return i*n + j }},
		{"column", p.ColClues, func(i, j int) int { return j*n + i }},
	} {
		for i, clue := range set.clues {
			if clue < 0 {
				continue
			}
			d, ok := automata[clue]
			if !ok {
				var err error
				if d, err = weightedSum(n, clue); err != nil {
					return nil, fmt.Errorf("kakurasu: %s %d: %w", set.what, i+1, err)
				}
				automata[clue] = d
			}
			line := make([]cp.VarID, n) // Regular keeps its scope
			for j := range n {
				line[j] = cells[set.cell(i, j)]
			}
			name := set.what + " " + strconv.Itoa(i+1)
			if err := tessera.Label(s, name, func() error { return propagators.Regular(s, line, d) }); err != nil {
				return nil, fmt.Errorf("kakurasu: %s: %w", name, err)
			}
		}
	}
	decode := func(s *cp.Store) *Solution {
		g := make([][]bool, n)
		for r := range g {
			g[r] = make([]bool, n)
			for c := range g[r] {
				g[r][c] = s.Value(cells[r*n+c]) == 1
			}
		}
		return &Solution{Shaded: g}
	}
	return &model.Model[Solution]{Store: s, Vars: cells, Objective: model.NoObjective, Decode: decode}, nil
}

// weightedSum returns the minimal DFA of the words x_1 … x_n over {0, 1}
// with Σ j·x_j = clue. A state before reading x_j is (j-1, partial sum),
// numbered (j-1)·(clue+1) + sum; a transition that overshoots the clue, or
// leaves a sum that the remaining weights j+1..n cannot complete, is
// missing. At most (n+1)·(clue+1) ≤ 31·466 states for n ≤ 30.
func weightedSum(n, clue int) (*dfa.DFA, error) {
	width := clue + 1
	total := n * (n + 1) / 2
	next := func(q, sym int) int {
		pos, sum := q/width, q%width // pos cells read, the next has weight pos+1
		if pos == n {
			return -1
		}
		sum += sym * (pos + 1)
		rest := total - (pos+1)*(pos+2)/2 // weights pos+2..n
		if sum > clue || sum+rest < clue {
			return -1
		}
		return (pos+1)*width + sum
	}
	return dfa.FromFunc((n+1)*width, 0, []int{n*width + clue}, 0, 1, next)
}

// SearchOptions returns the recommended search for a Kakurasu model:
// dom/wdeg over the cells, unshaded first. On the bundled puzzles it needs
// 673 nodes in all to the first solutions (first fail: 1,055) and 1,572 to
// count to two (first fail: 1,962).
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMin}
}
