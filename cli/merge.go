package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/tessera-cp/tessera/puzzles"
)

const mergeHelp = `Usage: tessera merge [flags] < results.jsonl

Reads the result lines that 'tessera solve-part' wrote for every job of one
'tessera split' (in any order) and prints the answer of the whole search as
'tessera solve' prints it: the solution (the first one, of the subproblem
of the lowest index; for ROGO the best loop, ties going to the lowest
index), the count, or the uniqueness, with solve's exit codes. The count
and the optimum are those of 'tessera solve'; --all prints the count and
one solution, not every solution. The solution printed passed the
puzzle's rule checker.

The results must form one split, and merge proves it before printing a
count or an optimum: each line carries its split's identity (a hash of the
puzzle, the options that change the search and the split's parameters)
and a hash of the decisions its part searched, and merge makes the split
again from the puzzle to compare them. A line of another split (another
--parts or --subproblems, other options, another puzzle), a part missing
or given twice, and a part whose decisions are not its split's own (a
tampered or damaged job) are refused with exit code 1, naming the line.

Flags:
  --draw          the drawing, even when standard output is not a terminal
  --plain         the solution block, even on a terminal (the default
                  when standard output is a file or a pipe)
  --json          the answer as one JSON object, as solve --json
  --stats         nodes and failures of all parts, to stderr
`

// runMerge is 'tessera merge'.
func runMerge(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("merge")
	var cfg solveConfig
	drawing := addDrawFlags(fs)
	fs.BoolVar(&cfg.json, "json", false, "")
	fs.BoolVar(&cfg.stats, "stats", false, "")
	operands, help, err := parseFlags(fs, args)
	if help {
		fmt.Fprint(stdout, mergeHelp)
		return exitOK
	}
	switch {
	case err != nil:
		return usageError(stderr, "merge", err.Error())
	case len(operands) > 0:
		return usageError(stderr, "merge", "the results come on standard input; expected no operand")
	}
	if cfg.draw, err = drawing.drawn(stdout); err != nil {
		return usageError(stderr, "merge", err.Error())
	}
	var results []puzzles.PartResult
	err = eachLine(stdin, func(line int, data []byte) error {
		var r puzzles.PartResult
		if err := strictJSON(data, &r); err != nil {
			return fmt.Errorf("%s:%d: not a result line (from 'tessera solve-part'): %v", stdinName, line, err)
		}
		r.Source = fmt.Sprintf("%s:%d", stdinName, line)
		results = append(results, r)
		return nil
	})
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	p, res, err := puzzles.MergeParts(results)
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	switch results[0].Question {
	case "all":
		cfg.mode = modeAll
	case "count":
		cfg.mode, cfg.count = modeCount, results[0].Want
	case "unique":
		cfg.mode = modeUnique
	}
	s := &solver{cfg: cfg, stdout: stdout, stderr: stderr, cur: p}
	if cfg.json {
		s.enc = json.NewEncoder(stdout)
		s.enc.SetEscapeHTML(false)
		s.writeJSON(p, res, res.Solution)
	} else {
		s.writeText(res, res.Solution, res.Solution, 0)
	}
	s.writeNotes(p.Name(), res, res.Solution)
	if cfg.stats {
		fmt.Fprintf(stderr, "# stats %s: %d parts, %s (%s), %d nodes, %d failures\n", p.Name(), len(results), res.Status, res.Reason, res.Stats.Nodes, res.Stats.Failures)
	}
	return s.exitCode(res)
}
