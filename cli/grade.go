package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
)

const gradeHelp = `Usage: tessera grade [--json] FILE...

Grades each puzzle by the reasoning its solution needs: the puzzle is
solved with the weakest reasoning first (forward checking, then counting,
then each rule at full strength, then rules taken together, then
lookahead: "if this cell were 5 the puzzle would break"), climbing only
when stuck and coming back down after every step. The grade is the
highest rung needed and how often, as a number (the rung, plus a
fraction that grows with the steps taken on it) and a band in the
puzzle's words:

  sudoku    trivial, basic, intermediate, advanced, extreme, unreasonable
  killer    trivial, basic, intermediate, advanced, extreme, unreasonable
  kenken    easy, normal, hard, extreme, unreasonable
  takuzu    trivial, easy, normal, hard, fiendish
  futoshiki trivial, easy, tricky, extreme, recursive
  skyscrapers easy, hard, extreme, unreasonable
  hitori    easy, tricky, recursive
  nonogram  line, hard, fiendish
  others    easy, medium, hard, fiendish

(the Sudoku, Killer, KenKen, Takuzu, Futoshiki, Skyscrapers and Hitori
bands follow Simon Tatham's Solo, Solo's killer mode, Keen, Unruly,
Unequal, Towers and Singles; a
nonogram graded "line" is solved line by line, as Tatham's Pattern
puzzles all are). A puzzle must have exactly one
solution (ROGO: one optimal loop). A '# grade:' header in the file
(written by 'tessera generate --grade') is shown beside the grade found.

Flags:
  --json   one JSON object per puzzle: name, kind, band, score, hardest
           (the rung's number and name), steps (per rung), nodes

Exit codes: 0 every puzzle graded; 1 an unreadable or malformed file, or
a puzzle with several solutions; 2 a usage error; 3 a puzzle with no
solution; 4 the final search of a puzzle reached its limit.
`

// gradeNodeLimit bounds the final search of a grade (a puzzle the ladder
// cannot finish).
const gradeNodeLimit = 2_000_000

// gradeJSON is one puzzle's grade in --json.
type gradeJSON struct {
	Name    string         `json:"name"`
	Kind    string         `json:"kind"`
	Band    string         `json:"band,omitempty"`
	Score   float64        `json:"score,omitempty"`
	Hardest *rungJSON      `json:"hardest,omitempty"`
	Steps   map[string]int `json:"steps,omitempty"`
	Nodes   int64          `json:"nodes,omitempty"`
	Header  string         `json:"header_grade,omitempty"`
	Error   string         `json:"error,omitempty"`
}

type rungJSON struct {
	Rung int    `json:"rung"`
	Name string `json:"name"`
}

func runGrade(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("grade")
	asJSON := fs.Bool("json", false, "")
	ops, help, err := parseFlags(fs, args)
	switch {
	case help:
		fmt.Fprint(stdout, gradeHelp)
		return exitOK
	case err != nil:
		return usageError(stderr, "grade", err.Error())
	case len(ops) == 0:
		return usageError(stderr, "grade", "expected at least one FILE")
	}
	stdinUsed := false
	code := exitOK
	enc := json.NewEncoder(stdout)
	for _, arg := range ops {
		if arg == "-" {
			if stdinUsed {
				return usageError(stderr, "grade", "standard input (-) can be read only once")
			}
			stdinUsed = true
		}
		// A bundled name may select one puzzle of a collection (#K), which
		// OpenBundled reads and readInput does not; the bundled files
		// carry no grade header.
		// A file of several generated puzzles ('generate --count') has a
		// grade header per puzzle file.
		var ps []puzzles.Puzzle
		var headers []string
		var err error
		if strings.HasPrefix(arg, puzzles.BundledPrefix) {
			ps, err = puzzles.OpenBundled(arg)
			headers = make([]string, len(ps))
		} else {
			var name string
			var data []byte
			if name, data, err = readInput(arg, stdin); err == nil {
				docs := puzzles.Documents(data)
				for k, doc := range docs {
					var more []puzzles.Puzzle
					if more, err = puzzles.Parse(puzzles.DocumentName(name, k, len(docs)), doc); err != nil {
						break
					}
					ps = append(ps, more...)
					for range more {
						headers = append(headers, headerGrade(doc))
					}
				}
			}
		}
		if err != nil {
			report(stderr, err)
			code = worse(code, exitInput)
			continue
		}
		for i, p := range ps {
			header := headers[i]
			d, err := craft.Grade(p, craft.Options{MaxNodes: gradeNodeLimit})
			c := gradeExit(err)
			code = worse(code, c)
			if *asJSON {
				out := gradeJSON{Name: p.Name(), Kind: p.Kind(), Header: header}
				if err != nil {
					out.Error = err.Error()
				} else {
					out.Band, out.Score, out.Nodes = d.Band, round2(d.Score), d.Nodes
					out.Hardest = &rungJSON{int(d.Hardest), d.Hardest.String()}
					out.Steps = map[string]int{}
					for r := craft.Forward; r <= craft.Search; r++ {
						if d.Steps[r] > 0 {
							out.Steps[r.String()] = d.Steps[r]
						}
					}
				}
				if err := enc.Encode(out); err != nil {
					return exitInput
				}
				continue
			}
			if err != nil {
				report(stderr, err)
				continue
			}
			line := fmt.Sprintf("%s: %s", p.Name(), d)
			if header != "" {
				line += fmt.Sprintf(" [file says: %s]", header)
			}
			fmt.Fprintln(stdout, line)
		}
	}
	return code
}

// gradeExit maps a grading error to an exit code.
func gradeExit(err error) int {
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, craft.ErrNoSolution):
		return exitUnsat
	case errors.Is(err, craft.ErrCeiling):
		return exitLimited
	}
	return exitInput
}

// headerGrade is the value of a "# grade:" header line before the kind
// line, or "".
func headerGrade(data []byte) string {
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if !strings.HasPrefix(line, "#") {
			return ""
		}
		if v, ok := strings.CutPrefix(strings.TrimSpace(line[1:]), "grade:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }
