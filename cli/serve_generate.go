package cli

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/search"
)

// The page's Generate: every puzzle it hands out has exactly one
// solution. The kinds with a graded generator (package craft) are drawn
// in a grade band; the others by their own generator with its uniqueness
// count; either way the server counts the solutions again before it
// answers.

// kindInfo describes a kind and its generator's parameters.
type kindInfo struct {
	Kind      string     `json:"kind"`
	Generator []genParam `json:"generator"` // nil: no generator
	// Grades are the bands the page may ask for ("any": whatever grade
	// comes), and DefaultGrade the one asked when none is; both absent
	// for a kind without graded generation.
	Grades       []string `json:"grades,omitempty"`
	DefaultGrade string   `json:"defaultGrade,omitempty"`
}

type genParam struct {
	Name    string `json:"name"`
	Type    string `json:"type"` // "int"
	Default int    `json:"default"`
}

// generatedInfo says how a puzzle the page got was generated.
type generatedInfo struct {
	Seed   uint64 `json:"seed"`
	Grade  string `json:"grade"` // the band reached; "" when not graded
	Unique bool   `json:"unique"`
}

// clueRemovalKinds are the graded kinds whose generator removes clues
// from a full grid: their easiest band is reached from every seed, so it
// is their default. The others draw whole puzzles, and some bands are out
// of reach at some sizes: they take whatever grade comes.
var clueRemovalKinds = map[string]bool{"sudoku": true, "takuzu": true, "kakurasu": true}

// pageGraded reports whether the page generates kind graded: the kinds
// with a unique generator of their own (Killer, Star Battle, …) keep it
// there, as a graded 9×9 Killer can take longer than the page's limit.
func pageGraded(kind string) bool {
	return graded(kind) && generators[kind].unique == nil
}

// pageParams are the generator parameters the page offers for kind:
// the numbers of its command line (ROGO's --rows and --cols, not the
// --size that sets both; never --unique, which the page always is, nor
// Takuzu's --distinct-rows switch).
func pageParams(kind string) []string {
	var out []string
	gen, _ := generatorFor(kind)
	for _, f := range gen.flags {
		if f == "unique" || f == "distinct-rows" || (kind == "rogo" && f == "size") {
			continue
		}
		if _, ok := gen.defaults[f]; gen.registered && !ok {
			continue // a registered kind: its size, or its rows and cols
		}
		out = append(out, f)
	}
	return out
}

// defaultGrade is the band asked for kind when the page names none ("" for
// a kind without graded generation).
func defaultGrade(kind string) string {
	if !pageGraded(kind) {
		return ""
	}
	if bands := craft.Bands(kind); clueRemovalKinds[kind] && len(bands) > 0 {
		return bands[0].Name
	}
	return "any"
}

func (a *api) kinds(w http.ResponseWriter, r *http.Request) {
	var out []kindInfo
	for _, k := range puzzles.Kinds() {
		info := kindInfo{Kind: k}
		if g, ok := generatorFor(k); ok {
			info.Generator = []genParam{}
			for _, f := range pageParams(k) {
				info.Generator = append(info.Generator, genParam{Name: f, Type: "int", Default: g.defaults[f]})
			}
			if pageGraded(k) {
				info.Grades = []string{"any"}
				for _, b := range craft.Bands(k) {
					info.Grades = append(info.Grades, b.Name)
				}
				info.DefaultGrade = defaultGrade(k)
			}
		}
		out = append(out, info)
	}
	writeJSON(w, http.StatusOK, map[string]any{"kinds": out})
}

// generateRequest is the body of /api/generate.
type generateRequest struct {
	Kind    string  `json:"kind"`
	Seed    *int64  `json:"seed"`
	Size    *int    `json:"size"`
	Colours *int    `json:"colours"`
	Rows    *int    `json:"rows"`
	Cols    *int    `json:"cols"`
	Steps   *int    `json:"steps"`
	Stars   *int    `json:"stars"`
	Grade   *string `json:"grade"`
}

// args is the 'tessera generate' command line of the request, checked
// against what the page offers for its kind.
func (req *generateRequest) args() ([]string, error) {
	args := []string{req.Kind}
	kind := strings.ToLower(req.Kind)
	if req.Seed != nil {
		if *req.Seed < 0 {
			return nil, fmt.Errorf("seed %d: expected a number of at least 0", *req.Seed)
		}
		args = append(args, "--seed", strconv.FormatInt(*req.Seed, 10))
	}
	_, known := generatorFor(kind)
	params := pageParams(kind)
	for _, f := range []struct {
		name string
		v    *int
	}{{"size", req.Size}, {"colours", req.Colours}, {"rows", req.Rows}, {"cols", req.Cols}, {"steps", req.Steps}, {"stars", req.Stars}} {
		if f.v == nil {
			continue
		}
		if known && !slices.Contains(params, f.name) {
			return nil, fmt.Errorf("%q is not a parameter of %s (its parameters: %s)", f.name, kind, strings.Join(params, ", "))
		}
		args = append(args, "--"+f.name, strconv.Itoa(*f.v))
	}
	if !known {
		return args, nil // parseGenerate says what is wrong with the kind
	}
	switch {
	case pageGraded(kind):
		grade := defaultGrade(kind)
		if req.Grade != nil && *req.Grade != "" {
			grade = *req.Grade
		}
		args = append(args, "--grade", grade)
	case req.Grade != nil && *req.Grade != "":
		return nil, fmt.Errorf("%s has no graded generator: its puzzles are unique, not graded (graded kinds: %s)", kind, strings.Join(craft.GeneratorKinds(), ", "))
	default:
		args = append(args, "--unique") // the kind's own generator, counting to two
	}
	return args, nil
}

// gridOf is the grid size a generator is asked for.
func gridOf(kind string, g genArgs) (rows, cols int) {
	switch {
	case kind == "rogo":
		return g.rows, g.cols
	case kind == "abcpath":
		return 5, 5
	case g.size == 0 && g.rows > 0:
		return g.rows, g.cols
	}
	return g.size, g.size
}

func (a *api) generate(w http.ResponseWriter, r *http.Request) {
	var req generateRequest
	if !decode(w, r, &req) {
		return
	}
	args, err := req.args()
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	kind, g, _, err := parseGenerate(args)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	if rows, cols := gridOf(kind, g); rows > 0 && cols > 0 {
		if err := checkGrid("generate "+kind, rows, cols); err != nil {
			writeError(w, http.StatusRequestEntityTooLarge, err.Error())
			return
		}
	}
	ctx, done, ok := a.job(w, r)
	if !ok {
		return
	}
	defer done()
	text, grade, err := generatedFileContext(ctx, kind, g)
	if err == nil && g.grade == "" {
		err = countOne(ctx, kind, text)
	}
	switch {
	case ctx.Err() != nil:
		a.stopped(w, r, "generator")
		return
	case errors.Is(err, generate.ErrArgument):
		writeError(w, http.StatusBadRequest, strings.TrimPrefix(err.Error(), generate.ErrArgument.Error()+": "))
		return
	case errors.Is(err, craft.ErrBadOptions):
		writeError(w, http.StatusBadRequest, strings.TrimPrefix(err.Error(), craft.ErrBadOptions.Error()+": "))
		return
	case err != nil:
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	answerPuzzle(w, puzzleRef{Name: "generated-" + kind + ".txt", Text: text}, &generatedInfo{Seed: g.seed, Grade: grade, Unique: true})
}

// countOne counts the solutions of a generated file to two and fails
// unless there is exactly one (craftFile does the same for the graded
// kinds): the page never hands out a puzzle with two answers.
func countOne(ctx context.Context, kind, text string) error {
	ps, err := puzzles.Parse("generated-"+kind+".txt", []byte(text))
	if err != nil {
		return err
	}
	res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2, Tune: func(o *search.Options) { o.Context = ctx }})
	if err != nil {
		return err
	}
	if u, known := res.Unique(); !u || !known {
		return fmt.Errorf("%s: the generated puzzle is not proven unique (%d solutions, %v); try another seed", kind, res.Solutions, res.Reason)
	}
	return nil
}
