package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/tessera-cp/tessera/puzzles"
)

const splitHelp = `Usage: tessera split [flags] FILE > jobs.jsonl

Divides the search of one puzzle into N parts, written as N JSON lines
(jobs) on standard output: each holds the puzzle's text and the decisions
that lead to its subproblems, so it can be solved anywhere by 'tessera
solve-part' (one job line in, one result line out); 'tessera merge' reads
the result lines and prints the answer of 'tessera solve'. Any engine that
runs one command per line carries the jobs: see docs/PARALLEL.md (a
Kubernetes Indexed Job, GNU parallel over ssh). FILE is one puzzle (a path,
- for standard input, or bundled:KIND/NAME; bundled:KIND/NAME#K for the
K-th puzzle of a collection).

Flags:
  --parts N        the number of jobs (default 1)
  --subproblems M  the subproblems of the split, dealt round robin to the
                   jobs (default 8 per part; at least N)
  --all, --count N, --unique
                   what to find, as for solve (default: one solution, a
                   proven optimum for ROGO)
  --brancher B, --seed N
                   the search, as for solve (kept in the jobs)

The answer is the same for any number of parts with the same
--subproblems; the count and the optimum are those of 'tessera solve'.
`

// runSplit is 'tessera split'.
func runSplit(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("split")
	parts := fs.Int("parts", 1, "")
	subs := fs.Int("subproblems", 0, "")
	all := fs.Bool("all", false, "")
	count := fs.Int64("count", 0, "")
	unique := fs.Bool("unique", false, "")
	brancher := fs.String("brancher", "", "")
	seed := fs.Uint64("seed", 0, "")
	files, help, err := parseFlags(fs, args)
	if help {
		fmt.Fprint(stdout, splitHelp)
		return exitOK
	}
	if err != nil {
		return usageError(stderr, "split", err.Error())
	}
	set := visited(fs)
	want, question, err := questionFlags(set, *all, *count, *unique)
	switch {
	case err != nil:
		return usageError(stderr, "split", err.Error())
	case len(files) != 1:
		return usageError(stderr, "split", "expected one FILE")
	case *parts < 1 || *parts > 1<<20:
		return usageError(stderr, "split", fmt.Sprintf("--parts %d: expected a number of parts from 1 to 1048576", *parts))
	case *subs < 0 || *subs > 1<<22:
		return usageError(stderr, "split", fmt.Sprintf("--subproblems %d: expected a number from 1 to 4194304", *subs))
	}
	if _, ok := puzzles.BranchersByName[*brancher]; set["brancher"] && !ok {
		return usageError(stderr, "split", fmt.Sprintf("--brancher %q: expected mrv, domwdeg or input", *brancher))
	}
	ps, err := loadPuzzles(files[0], stdin)
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	if len(ps) != 1 {
		report(stderr, fmt.Errorf("%s: %d puzzles: split takes one (name it as bundled:KIND/NAME#K, or put it in a file of its own)", files[0], len(ps)))
		return exitInput
	}
	var seedp *uint64
	if set["seed"] {
		seedp = seed
	}
	jobs, err := puzzles.SplitJobs(ps[0], want, question, *parts, *subs, *brancher, seedp)
	if err != nil {
		report(stderr, err)
		return exitInput
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for _, j := range jobs {
		if err := enc.Encode(j); err != nil {
			return exitInput // reported by run's checked writer
		}
	}
	return exitOK
}

// visited is the set of flags given on the command line.
func visited(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// questionFlags reads --all, --count and --unique as puzzles.Options'
// Solutions and the name of the question the jobs carry ("all", "count",
// "unique", or "" for one solution).
func questionFlags(set map[string]bool, all bool, count int64, unique bool) (int64, string, error) {
	n := 0
	for _, m := range []string{"all", "count", "unique"} {
		if set[m] {
			n++
		}
	}
	switch {
	case n > 1:
		return 0, "", errors.New("--all, --count and --unique exclude each other")
	case all:
		return puzzles.All, "all", nil
	case set["count"]:
		if count < 1 {
			return 0, "", fmt.Errorf("--count %d: expected a number of solutions of at least 1", count)
		}
		return count, "count", nil
	case unique:
		return 2, "unique", nil
	}
	return 0, "", nil
}
