package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/puzzles/render"
)

const hintHelp = `Usage: tessera hint [--all] [--verbose] [--json] FILE

Shows the next deduction of a puzzle: the first cell that can be placed
with the weakest reasoning that places one, and why, in at most three
sentences in the puzzle's words (naming the rows, columns, boxes or
cages responsible). The reasons are the constraint engine's own: each
step is what one constraint deduced, and the facts it used. A ROGO hint
is a segment of the best loop; Tetravex pieces are numbered 1 to n² in
the order the file lists them.

Flags:
  --all      the whole walkthrough: every placement in order, to the
             solution
  --verbose  every step that leads to the placement, in full
  --json     one JSON object per hint: placement, rung, text, steps
             (constraint, rung, text) and highlight (the cells to draw)

The puzzle must have exactly one solution (ROGO: one optimal loop); this
is proven before any hint. A puzzle with none: 'no solution' on standard
error, naming the constraint that fails when propagation finds it before
any guess (exit 3, as 'tessera solve'). A puzzle with several: '# unique:
no (at least 2 solutions)' on standard output, as 'tessera solve
--unique' prints it, a 'not unique' message on standard error and no
hint (exit 1).
Exit codes: 0 hints shown; 1 an unreadable or malformed file, or a
puzzle with several solutions; 2 a usage error; 3 no solution.
`

// hintJSON is a hint in --json.
type hintJSON struct {
	Placement string           `json:"placement"`
	Rung      rungJSON         `json:"rung"`
	Text      string           `json:"text"`
	Steps     []stepJSON       `json:"steps"`
	Highlight render.Highlight `json:"highlight"`
}

type stepJSON struct {
	Constraint string `json:"constraint,omitempty"`
	Rung       int    `json:"rung"`
	Text       string `json:"text"`
}

func hintToJSON(h *craft.Hint) hintJSON {
	out := hintJSON{Placement: h.Placement, Rung: rungJSON{int(h.Rung), h.Rung.String()}, Text: h.Text, Highlight: h.Highlight}
	for _, d := range h.Steps {
		out.Steps = append(out.Steps, stepJSON{d.Constraint, int(d.Rung), d.Text})
	}
	return out
}

func runHint(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("hint")
	all := fs.Bool("all", false, "")
	asJSON := fs.Bool("json", false, "")
	verbose := fs.Bool("verbose", false, "")
	ops, help, err := parseFlags(fs, args)
	switch {
	case help:
		fmt.Fprint(stdout, hintHelp)
		return exitOK
	case err != nil:
		return usageError(stderr, "hint", err.Error())
	case len(ops) != 1:
		return usageError(stderr, "hint", fmt.Sprintf("expected one FILE, got %d arguments", len(ops)))
	}
	ps, err := loadPuzzles(ops[0], stdin)
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	if len(ps) != 1 {
		fmt.Fprintf(stderr, "tessera: %s: a collection of %d puzzles; ask about one of them (bundled:KIND/NAME#K)\n", ops[0], len(ps))
		return exitInput
	}
	p := ps[0]
	var hints []craft.Hint
	if *all {
		hints, err = craft.Walkthrough(p)
	} else {
		var h *craft.Hint
		if h, err = craft.Explain(p, nil); err == nil {
			hints = []craft.Hint{*h}
		}
	}
	if errors.Is(err, craft.ErrNotUnique) {
		what := "solutions"
		if optimises(p) {
			what = "optimal solutions"
		}
		fmt.Fprintf(stdout, "# unique: no (at least 2 %s)\n", what)
		fmt.Fprintf(stderr, "tessera: %s: not unique: the puzzle has at least 2 %s, and a hint needs exactly one; no hint given\n", puzzles.Escape(p.Name()), what)
		return exitInput
	}
	if err != nil && !errors.Is(err, craft.ErrSolved) {
		report(stderr, err)
		return gradeExit(err)
	}
	enc := json.NewEncoder(stdout)
	for i := range hints {
		h := &hints[i]
		if *asJSON {
			if err := enc.Encode(hintToJSON(h)); err != nil {
				return exitInput
			}
			continue
		}
		if *all {
			fmt.Fprintf(stdout, "%d. ", i+1)
		}
		fmt.Fprintf(stdout, "%s (%s)\n   %s\n", h.Placement, h.Rung, h.Text)
		if *verbose {
			for k, d := range h.Steps {
				fmt.Fprintf(stdout, "   %d) %s\n", k+1, d.Text)
			}
		}
	}
	if len(hints) == 0 {
		fmt.Fprintf(stdout, "%s: nothing left to place\n", p.Name())
	}
	return exitOK
}

// optimises reports whether p is an optimisation puzzle (ROGO: its
// solutions are its optimal loops).
func optimises(p puzzles.Puzzle) bool {
	m, err := p.Build()
	return err == nil && m.Objective != model.NoObjective
}
