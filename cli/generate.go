package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
	sudokupuz "github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

const generateHelp = `Usage: tessera generate KIND [flags]

Prints a random puzzle of KIND in the puzzle file format (see 'tessera
formats KIND'): the generator draws a random solution, then builds the
puzzle around it, so the puzzle always has a solution. The same command
(the same KIND, flags and seed) always prints the same file; change --seed
for another puzzle. The file starts with comment lines naming the
generator, its arguments and the seed (a 'tessera generate' command line
that prints it again) and '# unique: not checked': the puzzle may have
other solutions than the planted one (but with --unique for killer,
futoshiki and skyscrapers: '# unique: yes', the solver has proven it).

With --grade BAND the puzzle has exactly one solution (ROGO: one optimal
loop), proven by a count of the engine's search, and is graded in BAND
(see 'tessera grade --help' for the bands of each kind; 'any' takes
whatever grade comes): clues are removed from a full solution while the
ladder of reasoning still solves the puzzle below the band's ceiling, or
whole puzzles are drawn until one does. The file then says '# unique:
yes' and '# grade: BAND (…)'. A band out of reach for the size ends with
exit code 1 and the grades reached instead. --unique alone asks for a
unique puzzle of any grade: exactly one solution, for every kind.
Kakurasu, ABC Path, Hitori, Nonogram, Hidato and Kakuro puzzles are
always unique and graded.

Kinds and their flags (default values in parentheses):
  sudoku    --size N (9; 4, 9, 16 or 25): an NxN grid, 40-50% of the
            cells given
  takuzu    --size N (10, even), --distinct-rows, --unique: an NxN
            grid, 30-45% of the cells given; --distinct-rows adds the rule
            that no two rows and no two columns are equal ('takuzu
            unique' in the file; it does not make the solution unique,
            --unique does)
  kenken    --size N (6): an NxN grid, cages of 1 to 4 cells
  rogo      --rows R (10), --cols C (10) or --size N for both, --steps S
            (20, even): a loop of S cells, about 8% of the other cells
            blocked, about 25% of the open cells with 1 to 5 points; the
            file states the best score, the target, proven by the solver
            within a budget (a board drawn again where it is not; on a
            board too large for the budget, exit 1)
  tetravex  --size N (4), --colours K (10): an NxN board, edge numbers
            0..K-1
  skyscrapers --size N (6; 1..9), --unique: an NxN grid with 40-70% of
            its clues; --unique makes the solution unique instead, by
            counting solutions to two while clues and givens are taken
            away (the file then says '# unique: yes')
  kakurasu  --size N (6): an NxN grid, a clue on every line to begin with
  abcpath   the 5x5 board, its 24 letters placed around it
  starbattle --size N (10), --stars K (2), --unique: an NxN grid of N
            regions grown around planted stars; --unique keeps the puzzle
            only once a complete search finds the planted solution the
            only one (the header then says '# unique: yes')
  killer    --size N (9; 4 or 9), --unique: cages of up to 5 cells
            merged at random; --unique merges only while the solver finds
            the planted grid alone (the header then says '# unique: yes')
  futoshiki --size N (5; 1..9), --unique: about half of the signs at
            random; --unique adds signs (then givens) until the solution
            is unique and drops every clue it does not need
  hitori    --size N (6; 3..12): a Latin square, cells shaded apart and
            the kept cells joined, each shaded number copied from its
            line (as Tatham's Singles draws them)
  nonogram  --size N (10) or --rows R --cols C (3..30): a random picture,
            smoothed, its runs the clues
  hidato    --size N (6) or --rows R --cols C (3..12): a path of king's
            moves through every cell, givens removed while the ladder
            still solves the puzzle in the band (1 and the last stay)
  kakuro    --size N (7) or --rows R --cols C (4..14, the clue row and
            column included): white runs of 2 to 4 cells, digits drawn
            and changed until the sums have one solution

Flags:
  --seed N      the seed of the random choices (default 1)
  --count N     N puzzles in one run, those of seeds S..S+N-1 (S the
                --seed), each written exactly as the command with its
                --seed alone writes it, one after the other (default 1):
                solve and grade read the file back as FILE#1, FILE#2, ...;
                a seed whose generator gives up is reported on stderr,
                the others are still written, and the exit code is then 1
  --grade BAND  a unique puzzle graded in BAND, for every kind (sudoku,
                takuzu, kenken, kakurasu, abcpath, rogo, tetravex,
                hitori, nonogram, hidato, kakuro; skyscrapers, futoshiki,
                killer and starbattle drawn from their --unique
                generators); the bands of each kind are those 'tessera
                grade --help' lists
  --unique      exactly one solution (ROGO: one optimal loop), any grade
  --size N, --colours K, --rows R, --cols C, --steps S, --stars K,
  --distinct-rows
                as above; a flag the kind does not take is an error

Exit codes: 0 the puzzle was printed; 1 the generator gave up within its
effort bound (a ROGO loop nearly as long as the grid has cells, a band out
of reach); 2 a usage error (unknown kind, a flag the kind does not take, a
value out of range, an unknown band).
`

// generator is what generate knows of a kind.
type generator struct {
	flags    []string                                              // the flags the kind takes, besides --seed
	defaults map[string]int                                        // default values of its number flags
	run      func(ctx context.Context, g *genArgs) (string, error) // draw the puzzle and format it; ctx stops it
	// unique, when set, tells whether the generator proved the puzzle
	// unique for these arguments (the header's '# unique:' line).
	unique func(g *genArgs) bool
	// registered: a kind registered from outside, generated by craft
	// through its puzzles.Generator.
	registered bool
}

// genArgs are the parsed generate flags.
type genArgs struct {
	seed                                    uint64
	count                                   int // puzzles, seeds seed..seed+count-1 (1 unless --count)
	size, colours, rows, cols, steps, stars int
	unique                                  bool
	distinctRows                            bool   // Takuzu's rule: no two rows, no two columns equal
	grade                                   string // "" none; a band or "any": craft's unique, graded generator
}

// generators lists the kinds with a generator, by name.
var generators = map[string]generator{
	"tetravex": {
		flags: []string{"size", "colours"}, defaults: map[string]int{"size": 4, "colours": 10},
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.Tetravex(g.seed, g.size, g.colours)
			return formatGenerated(p, err, tetravex.Format)
		},
	},
	"kenken": {
		flags: []string{"size"}, defaults: map[string]int{"size": 6},
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.KenKen(g.seed, g.size)
			return formatGenerated(p, err, kenken.Format)
		},
	},
	"takuzu": {
		flags: []string{"size", "distinct-rows"}, defaults: map[string]int{"size": 10},
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.Takuzu(g.seed, g.size, g.distinctRows)
			return formatGenerated(p, err, takuzu.Format)
		},
	},
	"sudoku": {
		flags: []string{"size"}, defaults: map[string]int{"size": 9},
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.Sudoku(g.seed, g.size)
			return formatGenerated(p, err, sudokupuz.Format)
		},
	},
	"killer": {
		flags: []string{"size", "unique"}, defaults: map[string]int{"size": 9},
		unique: func(g *genArgs) bool { return g.unique },
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.KillerContext(ctx, g.seed, g.size, g.unique)
			return formatGenerated(p, err, killer.Format)
		},
	},
	"futoshiki": {
		flags: []string{"size", "unique"}, defaults: map[string]int{"size": 5},
		unique: func(g *genArgs) bool { return g.unique },
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.FutoshikiContext(ctx, g.seed, g.size, g.unique)
			return formatGenerated(p, err, futoshiki.Format)
		},
	},
	"rogo": {
		flags: []string{"rows", "cols", "size", "steps"}, defaults: map[string]int{"rows": 10, "cols": 10, "steps": 20},
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.RogoContext(ctx, g.seed, g.rows, g.cols, g.steps)
			return formatGenerated(p, err, rogo.Format)
		},
	},
	"skyscrapers": {
		flags: []string{"size", "unique"}, defaults: map[string]int{"size": 6},
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.SkyscrapersContext(ctx, g.seed, g.size, g.unique)
			return formatGenerated(p, err, skyscrapers.Format)
		},
		unique: func(g *genArgs) bool { return g.unique },
	},
	"starbattle": {
		flags: []string{"size", "stars", "unique"}, defaults: map[string]int{"size": 10, "stars": 2},
		run: func(ctx context.Context, g *genArgs) (string, error) {
			p, err := generate.StarBattleContext(ctx, g.seed, g.size, g.stars, g.unique)
			return formatGenerated(p, err, starbattle.Format)
		},
		unique: func(g *genArgs) bool { return g.unique },
	},
	// Kakurasu and ABC Path have craft's generator only (no run): their
	// puzzles are always unique and graded (generate_graded.go).
	"kakurasu": {flags: []string{"size"}, defaults: map[string]int{"size": 6}},
	"abcpath":  {},
}

// generatorFor is what generate knows of kind: its entry of generators,
// or for a kind registered with a puzzles.Generator (craft's unique,
// graded generator only) --size or --rows and --cols, the defaults its
// Generator.Size gives.
func generatorFor(kind string) (generator, bool) {
	if g, ok := generators[kind]; ok {
		return g, true
	}
	kg := puzzles.GeneratorOf(kind)
	if kg == nil {
		return generator{}, false
	}
	g := generator{flags: []string{"size", "rows", "cols"}, defaults: map[string]int{}, registered: true}
	if r, c, err := kg.Size(0, 0); err == nil {
		if r == c {
			g.defaults["size"] = r
		} else {
			g.defaults["rows"], g.defaults["cols"] = r, c
		}
	}
	return g, true
}

// generatorKinds are the kinds with a generator, in the order of
// puzzles.Kinds().
func generatorKinds() []string {
	var out []string
	for _, k := range puzzles.Kinds() {
		if _, ok := generatorFor(k); ok {
			out = append(out, k)
		}
	}
	return out
}

func formatGenerated[P any](p *P, err error, format func(*P) string) (string, error) {
	if err != nil {
		return "", err
	}
	return format(p), nil
}

// parseGenerate reads the generate command line: the kind and its
// arguments, with the kind's defaults filled in.
func parseGenerate(args []string) (kind string, g genArgs, help bool, err error) {
	fs := newFlagSet("generate")
	seed := fs.Uint64("seed", 1, "")
	nums := map[string]*int{
		"size": fs.Int("size", 0, ""), "colours": fs.Int("colours", 0, ""),
		"rows": fs.Int("rows", 0, ""), "cols": fs.Int("cols", 0, ""), "steps": fs.Int("steps", 0, ""),
		"stars": fs.Int("stars", 0, ""),
	}
	unique := fs.Bool("unique", false, "")
	distinctRows := fs.Bool("distinct-rows", false, "")
	grade := fs.String("grade", "", "")
	count := fs.Int("count", 1, "")
	ops, help, err := parseFlags(fs, args)
	if err != nil || help {
		return "", g, help, err
	}
	switch {
	case len(ops) == 0:
		return "", g, false, fmt.Errorf("expected a KIND (%s)", strings.Join(generatorKinds(), ", "))
	case len(ops) > 1:
		return "", g, false, fmt.Errorf("expected one KIND, got %d arguments: %s", len(ops), strings.Join(ops, " "))
	}
	kind = strings.ToLower(ops[0])
	gen, ok := generatorFor(kind)
	if !ok {
		if slices.Contains(puzzles.Kinds(), kind) {
			return "", g, false, fmt.Errorf("no generator for %s yet (generators: %s)", kind, strings.Join(generatorKinds(), ", "))
		}
		return "", g, false, fmt.Errorf("unknown kind %q (generators: %s)", ops[0], strings.Join(generatorKinds(), ", "))
	}
	set := map[string]bool{}
	var bad error
	fs.Visit(func(f *flag.Flag) {
		set[f.Name] = true
		if f.Name != "seed" && f.Name != "grade" && f.Name != "unique" && f.Name != "count" && !slices.Contains(gen.flags, f.Name) && bad == nil {
			bad = fmt.Errorf("--%s is not a flag of %s (its flags: %s)", f.Name, kind, flagList(gen.flags))
		}
	})
	if bad != nil {
		return "", g, false, bad
	}
	if set["size"] && (set["rows"] || set["cols"]) {
		return "", g, false, errors.New("--size sets both --rows and --cols: give either --size or --rows and --cols")
	}
	val := func(name string) int {
		if set[name] {
			return *nums[name]
		}
		return gen.defaults[name]
	}
	g = genArgs{seed: *seed, size: val("size"), colours: val("colours"), rows: val("rows"), cols: val("cols"), steps: val("steps"), unique: *unique, distinctRows: *distinctRows, grade: *grade}
	g.stars = val("stars")
	g.count = *count
	switch {
	case g.count < 1:
		return "", g, false, fmt.Errorf("--count %d: expected a number of puzzles of at least 1", g.count)
	case g.seed > math.MaxUint64-uint64(g.count-1):
		return "", g, false, fmt.Errorf("--seed %d --count %d: the last seed is past %d", g.seed, g.count, uint64(math.MaxUint64))
	}
	if err := checkGrade(kind, &g); err != nil {
		return "", g, false, err
	}
	if kind == "rogo" && set["size"] {
		g.rows, g.cols, g.size = g.size, g.size, 0
	}
	if gen.registered && (set["rows"] || set["cols"]) {
		g.size = 0 // rows and cols, not the default size
	}
	return kind, g, false, nil
}

func flagList(flags []string) string {
	out := []string{"--seed"}
	for _, f := range flags {
		out = append(out, "--"+f)
	}
	return strings.Join(out, ", ")
}

// commandLine is the canonical generate command line of kind and g, every
// argument spelled out: it prints the same file again.
func commandLine(kind string, g genArgs) string {
	args := []string{"tessera", "generate", kind}
	num := func(name string, v int) { args = append(args, "--"+name, strconv.Itoa(v)) }
	switch kind {
	case "tetravex":
		num("size", g.size)
		num("colours", g.colours)
	case "rogo":
		num("rows", g.rows)
		num("cols", g.cols)
		num("steps", g.steps)
	case "abcpath":
	case "starbattle":
		num("size", g.size)
		num("stars", g.stars)
	default:
		if g.size == 0 && (g.rows != 0 || g.cols != 0) {
			num("rows", g.rows)
			num("cols", g.cols)
		} else {
			num("size", g.size)
		}
	}
	if g.distinctRows {
		args = append(args, "--distinct-rows")
	}
	if g.unique {
		args = append(args, "--unique")
	}
	if g.grade != "" {
		args = append(args, "--grade", g.grade)
	}
	args = append(args, "--seed", strconv.FormatUint(g.seed, 10))
	return strings.Join(args, " ")
}

// generatorCall names the library call that drew the puzzle.
func generatorCall(kind string, g genArgs) string {
	seed := strconv.FormatUint(g.seed, 10)
	switch kind {
	case "tetravex":
		return fmt.Sprintf("generate.Tetravex(seed %s, n %d, colours %d)", seed, g.size, g.colours)
	case "kenken":
		return fmt.Sprintf("generate.KenKen(seed %s, n %d)", seed, g.size)
	case "takuzu":
		return fmt.Sprintf("generate.Takuzu(seed %s, n %d, unique %v)", seed, g.size, g.distinctRows)
	case "sudoku":
		return fmt.Sprintf("generate.Sudoku(seed %s, n %d)", seed, g.size)
	case "skyscrapers":
		return fmt.Sprintf("generate.Skyscrapers(seed %s, n %d, unique %v)", seed, g.size, g.unique)
	case "starbattle":
		return fmt.Sprintf("generate.StarBattle(seed %s, n %d, k %d, unique %v)", seed, g.size, g.stars, g.unique)
	case "killer":
		return fmt.Sprintf("generate.Killer(seed %s, n %d, unique %v)", seed, g.size, g.unique)
	case "futoshiki":
		return fmt.Sprintf("generate.Futoshiki(seed %s, n %d, unique %v)", seed, g.size, g.unique)
	}
	return fmt.Sprintf("generate.Rogo(seed %s, rows %d, cols %d, steps %d)", seed, g.rows, g.cols, g.steps)
}

func runGenerate(args []string, stdout, stderr io.Writer) int {
	kind, g, help, err := parseGenerate(args)
	switch {
	case help:
		fmt.Fprint(stdout, generateHelp)
		return exitOK
	case err != nil:
		return usageError(stderr, "generate", err.Error())
	}
	// --count N: the puzzles of seeds seed..seed+N-1, each file exactly
	// what the command with that --seed alone prints, one after the other
	// (their '# source:' lines start each one: solve and grade read them
	// back as FILE#1, FILE#2, ...). A seed whose generator gives up is
	// reported and skipped, and the exit code is then 1.
	code := exitOK
	first := g.seed
	cache := puzzles.NewModelCache() // the uniqueness counts of one shape on one model
	for k := range g.count {
		g.seed = first + uint64(k)
		text, _, err := generatedFileCached(context.Background(), kind, g, cache)
		switch {
		case errors.Is(err, generate.ErrArgument):
			return usageError(stderr, "generate", strings.TrimPrefix(err.Error(), generate.ErrArgument.Error()+": "))
		case errors.Is(err, craft.ErrBadOptions):
			return usageError(stderr, "generate", strings.TrimPrefix(err.Error(), craft.ErrBadOptions.Error()+": "))
		case err != nil && g.count > 1:
			report(stderr, fmt.Errorf("seed %d: %w", g.seed, err))
			code = exitInput
			continue
		case err != nil:
			report(stderr, err)
			return exitInput
		}
		fmt.Fprint(stdout, text)
	}
	return code
}

// generatedFile draws a puzzle of kind and writes its file: the comment
// lines naming the generator, then the puzzle.
func generatedFile(kind string, g genArgs) (string, error) {
	text, _, err := generatedFileContext(context.Background(), kind, g)
	return text, err
}

// generatedFileContext is generatedFile stopped by ctx; it also returns
// the grade's band of a graded puzzle ("" when not graded).
func generatedFileContext(ctx context.Context, kind string, g genArgs) (string, string, error) {
	return generatedFileCached(ctx, kind, g, nil)
}

// generatedFileCached is generatedFileContext with the uniqueness count of
// a graded puzzle solved on cache's models (nil: puzzles.Solve).
func generatedFileCached(ctx context.Context, kind string, g genArgs, cache *puzzles.ModelCache) (string, string, error) {
	if g.grade != "" {
		return craftFile(ctx, kind, g, cache)
	}
	gen := generators[kind]
	if gen.run == nil {
		return "", "", fmt.Errorf("%s: no generator without --grade (a bug: checkGrade asks for one)", kind)
	}
	text, err := gen.run(ctx, &g)
	if err != nil {
		return "", "", err
	}
	unique := "not checked"
	if gen.unique != nil && gen.unique(&g) {
		unique = "yes (the generator counted the solutions to two)"
	}
	return fmt.Sprintf("# source: %s\n# generator: puzzles/%s\n# unique: %s\n%s", commandLine(kind, g), generatorCall(kind, g), unique, text), "", nil
}
