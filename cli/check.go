package cli

import (
	"fmt"
	"io"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

const checkHelp = `Usage: tessera check PUZZLE [SOLUTION]

Checks that SOLUTION solves PUZZLE, with the puzzle's own rule checker
(not the engine). SOLUTION is a file holding the solution block (what
'tessera solve' prints into a file or a pipe, or with --plain), the
drawing that 'tessera solve' prints on a terminal (or with --draw), or a
whole puzzle file ending with a 'solution' block. Without SOLUTION, checks the solution block of the PUZZLE file
itself. PUZZLE and SOLUTION are paths, - for standard input (one of them),
or bundled:KIND/NAME.

Exit code 0 when the solution is valid; 1 when it breaks a rule (the rule
is named: "row 3 gives 5 twice", "cage G is 120, not 240", ...) or a file
is unreadable or malformed; 2 on a usage error.

For a ROGO puzzle the score is reported too, and whether it reaches the
best score the puzzle states (a lower-scoring loop is a valid solution,
but not an optimal one).
`

func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("check")
	ops, help, err := parseFlags(fs, args)
	switch {
	case help:
		fmt.Fprint(stdout, checkHelp)
		return exitOK
	case err != nil:
		return usageError(stderr, "check", err.Error())
	case len(ops) < 1 || len(ops) > 2:
		return usageError(stderr, "check", fmt.Sprintf("expected PUZZLE and an optional SOLUTION, got %d arguments", len(ops)))
	case len(ops) == 2 && ops[0] == "-" && ops[1] == "-":
		return usageError(stderr, "check", "standard input (-) can be read only once")
	}

	ps, err := loadPuzzles(ops[0], stdin)
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	if len(ps) != 1 {
		fmt.Fprintf(stderr, "tessera: %s: a collection of %d puzzles; check one of them (bundled:KIND/NAME#K, or a file of one puzzle)\n", ops[0], len(ps))
		return exitInput
	}
	p := ps[0]

	var sol puzzles.Solution
	solName := p.Name()
	if len(ops) == 2 {
		var data []byte
		solName, data, err = readInput(ops[1], stdin)
		if err != nil {
			report(stderr, err)
			return exitInput
		}
		if sol, err = readSolution(p, solName, data); err != nil {
			report(stderr, err)
			return exitInput
		}
	} else if sol = p.Known(); sol == nil {
		fmt.Fprintf(stderr, "tessera: %s: the file has no solution block; give a SOLUTION file to check\n", p.Name())
		return exitInput
	}

	if err := p.Verify(sol); err != nil {
		fmt.Fprintf(stderr, "tessera: %s: not a solution of %s: %s\n", solName, p.Name(), errorText(err))
		return exitInput
	}
	fmt.Fprintf(stdout, "ok: %s solves %s\n", solName, p.Name())
	if score, ok := p.Score(sol); ok {
		fmt.Fprintln(stdout, scoreText(p, score))
	}
	return exitOK
}

// readSolution reads a solution of p: the solution block ('tessera solve'
// into a file or a pipe, --plain), or the drawing ('tessera solve' on a
// terminal, --draw). A file that is neither gets the error of the form it
// looks like.
func readSolution(p puzzles.Puzzle, name string, data []byte) (puzzles.Solution, error) {
	sol, err := p.ParseSolution(name, data)
	if err == nil {
		return sol, nil
	}
	drawn, drawErr := readDrawing(p, name, data)
	switch {
	case drawErr == nil:
		return drawn, nil
	case looksDrawn(p, data):
		return nil, drawErr
	}
	return nil, err
}

// scoreText describes the score of a valid solution of an optimisation
// puzzle against the best score the puzzle states, if any.
func scoreText(p puzzles.Puzzle, score int) string {
	best, ok := statedBest(p)
	switch {
	case !ok:
		return fmt.Sprintf("score %d (the puzzle states no best score; 'tessera solve' finds the optimum)", score)
	case score == best:
		return fmt.Sprintf("score %d: the best score (best %d), an optimal solution", score, best)
	case score < best:
		return fmt.Sprintf("score %d: a valid loop, but not an optimal one (best %d)", score, best)
	}
	return fmt.Sprintf("score %d: above the best score the puzzle states (best %d), which must be wrong", score, best)
}

// statedBest is the best score a puzzle file states (ROGO's "best S").
func statedBest(p puzzles.Puzzle) (int, bool) {
	if rp, ok := unwrapPuzzle[*rogo.Puzzle](p); ok && rp.HasBest {
		return rp.Best, true
	}
	return 0, false
}
