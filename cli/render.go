package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/search"
)

const renderHelp = `Usage: tessera render [flags] FILE

Draws the puzzle FILE as an SVG picture, the way the genre is printed
(Sudoku boxes, KenKen cages and clues, Takuzu's two colours, Kakurasu's
indices and clues, ABC Path's ring of letters, ROGO's points, Tetravex's
pieces). FILE is a path, - for standard input, or bundled:KIND/NAME
(bundled:KIND/NAME#K for one puzzle of a collection).

Flags:
  --solution      draw the solution too: the file's own solution block
                  if it passes the puzzle's rule checker, else the one
                  the solver finds (which passes it too; ROGO: a proven
                  optimum)
  --timeout D     stop the solver after the duration D (with --solution;
                  default: no limit)
  --cell N        the side of a cell in pixels (default: chosen from the
                  grid's size)
  -o FILE         write the picture to FILE instead of standard output

Exit codes: 0 the picture was written; 1 an input error, a write error or
no solution to draw; 2 a usage error; 3 the puzzle has no solution; 4 the
time limit stopped the solver before it had an answer.
`

func runRender(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("render")
	withSolution := fs.Bool("solution", false, "")
	timeout := fs.Duration("timeout", 0, "")
	cell := fs.Float64("cell", 0, "")
	out := fs.String("o", "", "")
	ops, help, err := parseFlags(fs, args)
	switch {
	case help:
		fmt.Fprint(stdout, renderHelp)
		return exitOK
	case err != nil:
		return usageError(stderr, "render", err.Error())
	case len(ops) != 1:
		return usageError(stderr, "render", fmt.Sprintf("expected one FILE, got %d arguments", len(ops)))
	case *timeout < 0 || (*timeout > 0 && !*withSolution):
		return usageError(stderr, "render", "--timeout takes a positive duration, with --solution")
	case *cell < 0 || *cell > 400:
		return usageError(stderr, "render", fmt.Sprintf("--cell %v: expected a size of 1 to 400 pixels", *cell))
	}
	ps, err := loadPuzzles(ops[0], stdin)
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	if len(ps) != 1 {
		fmt.Fprintf(stderr, "tessera: %s: a collection of %d puzzles; render one of them (bundled:KIND/NAME#K, or a file of one puzzle)\n", ops[0], len(ps))
		return exitInput
	}
	p := ps[0]
	var st *render.State
	if *withSolution {
		sol, code := solutionToDraw(ctx, p, *timeout, stderr)
		if sol == nil {
			return code
		}
		if st, err = puzzles.SolutionState(p, sol); err != nil {
			report(stderr, err)
			return exitInput
		}
	}
	svg, err := puzzles.SVG(p, st, render.Options{CellSize: *cell})
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	if *out == "" {
		if _, err := stdout.Write(svg); err != nil {
			report(stderr, fmt.Errorf("standard output: %w", err))
			return exitInput
		}
		return exitOK
	}
	if err := os.WriteFile(*out, svg, 0o644); err != nil {
		report(stderr, err)
		return exitInput
	}
	return exitOK
}

// solutionToDraw is the file's known solution when it passes Verify, else
// the solver's; on failure it reports and returns the exit code.
func solutionToDraw(ctx context.Context, p puzzles.Puzzle, timeout time.Duration, stderr io.Writer) (puzzles.Solution, int) {
	if known := p.Known(); known != nil && p.Verify(known) == nil {
		return known, exitOK
	}
	res, err := puzzles.Solve(p, puzzles.Options{Tune: func(so *search.Options) {
		so.Context = ctx
		if timeout > 0 {
			so.MaxTime = timeout
		}
	}})
	switch {
	case err != nil:
		report(stderr, err)
		return nil, exitInput
	case res.Status == puzzles.Unsatisfiable:
		fmt.Fprintf(stderr, "tessera: %s: no solution (the search is complete)\n", p.Name())
		return nil, exitUnsat
	case res.Solution == nil:
		fmt.Fprintf(stderr, "tessera: %s: no solution found before %s stopped the search\n", p.Name(), res.Reason)
		return nil, exitLimited
	}
	return res.Solution, exitOK
}

// drawSolution is the terminal drawing of sol (solve without --plain); a
// kind without a drawing gets its solution block.
func drawSolution(p puzzles.Puzzle, sol puzzles.Solution) string {
	text, err := puzzles.Draw(p, sol)
	if err != nil {
		return sol.Format()
	}
	return strings.TrimRight(text, "\n") + "\n"
}
