package craft_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// A kind registered from outside with neither a craft tuning nor Words:
// its hints take the names its Build gives (model.Model.Names), and its
// Generator draws whole puzzles (no Clues and Keep) that craft keeps when
// the ladder solves them. A 4×4 Latin square with givens: the kind line
// "latinfour", four rows of 1-4 or '.'.

type latinFour struct{ G [4][4]int }

type latinFourSol struct{ G [4][4]int }

func parseLatinFour(file string, data []byte) (*latinFour, error) {
	var rows []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			rows = append(rows, l)
		}
	}
	if len(rows) != 5 || rows[0] != "latinfour" {
		return nil, fmt.Errorf("%s: expected 'latinfour' and four rows", file)
	}
	p := &latinFour{}
	for r, row := range rows[1:] {
		if len(row) != 4 {
			return nil, fmt.Errorf("%s:%d: expected 4 cells", file, r+2)
		}
		for c, ch := range row {
			if ch >= '1' && ch <= '4' {
				p.G[r][c] = int(ch - '0')
			} else if ch != '.' {
				return nil, fmt.Errorf("%s:%d: expected 1-4 or '.'", file, r+2)
			}
		}
	}
	return p, nil
}

func formatLatinFour(g [4][4]int) string {
	var b strings.Builder
	for _, row := range g {
		for _, v := range row {
			b.WriteByte(".1234"[v])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func buildLatinFour(p *latinFour) (*model.Model[latinFourSol], error) {
	m := tessera.NewModel()
	g := m.IntGrid(4, 4, 1, 4, "cell")
	names := make([]string, 16)
	for r := range 4 {
		for c := range 4 {
			names[r*4+c] = fmt.Sprintf("r%dc%d", r+1, c+1)
			if v := p.G[r][c]; v != 0 {
				m.Add(g.At(r, c).Eq(v)).Namedf("the given %d at r%dc%d", v, r+1, c+1)
			}
		}
	}
	for i := range 4 {
		m.AllDifferent(g.Row(i)).Namedf("row %d", i+1)
		m.AllDifferent(g.Col(i)).Namedf("column %d", i+1)
	}
	if err := m.Err(); err != nil {
		return nil, err
	}
	vars := tessera.IDs(g.Flat())
	return &model.Model[latinFourSol]{Store: m.Store(), Vars: vars, Names: names, Objective: model.NoObjective,
		Decode: func(s *cp.Store) *latinFourSol {
			var out latinFourSol
			for i, x := range vars {
				out.G[i/4][i%4] = s.Value(x)
			}
			return &out
		}}, nil
}

// drawLatinFour: a Latin square (rows and symbols of the cyclic one
// shuffled), with each cell given with probability 1/2.
func drawLatinFour(seed uint64, rows, cols int) (*latinFour, error) {
	rng := rand.New(rand.NewPCG(seed, 1))
	perm, order := rng.Perm(4), rng.Perm(4)
	p := &latinFour{}
	for r := range 4 {
		for c := range 4 {
			if rng.IntN(2) == 0 {
				p.G[r][c] = perm[(order[r]+c)%4] + 1
			}
		}
	}
	return p, nil
}

var registerLatinFour = sync.OnceValue(func() error {
	return puzzles.Register(puzzles.Kind[latinFour, latinFourSol]{
		Name: "latinfour", Parse: parseLatinFour,
		PuzzleName: func(*latinFour) string { return "latinfour" },
		Format:     func(p *latinFour) string { return "latinfour\n" + formatLatinFour(p.G) },
		FormatSolution: func(_ *latinFour, s *latinFourSol) string {
			return "solution\n" + formatLatinFour(s.G)
		},
		ParseSolution: func(p *latinFour, file string, data []byte) (*latinFourSol, error) {
			return nil, errors.New("not read")
		},
		Verify: func(p *latinFour, s *latinFourSol) error { return nil },
		Build:  buildLatinFour,
		Generator: &puzzles.Generator[latinFour]{
			Size: func(rows, cols int) (int, int, error) {
				if (rows != 0 && rows != 4) || (cols != 0 && cols != 4) {
					return 0, 0, fmt.Errorf("the square is 4x4")
				}
				return 4, 4, nil
			},
			Draw: drawLatinFour,
		},
	})
})

func TestRegisteredKindNamesAndGenerator(t *testing.T) {
	if err := registerLatinFour(); err != nil {
		t.Fatal(err)
	}
	gen, err := craft.Generate("latinfour", craft.GenOptions{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	again, err := craft.Generate("latinfour", craft.GenOptions{Seed: 5})
	if err != nil || again.Puzzle.Format() != gen.Puzzle.Format() {
		t.Errorf("seed 5 twice: %v\n%s\n%s", err, gen.Puzzle.Format(), again.Puzzle.Format())
	}
	res, err := puzzles.Solve(gen.Puzzle, puzzles.Options{Solutions: 2})
	if err != nil {
		t.Fatal(err)
	}
	if u, known := res.Unique(); !u || !known {
		t.Fatalf("the generated puzzle is not unique:\n%s", gen.Puzzle.Format())
	}
	if _, err := craft.Generate("latinfour", craft.GenOptions{Size: 5}); !errors.Is(err, craft.ErrBadOptions) {
		t.Errorf("size 5: %v, want ErrBadOptions", err)
	}
	hints, err := craft.Walkthrough(gen.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	named := regexp.MustCompile(`^r[1-4]c[1-4] = [1-4]$`)
	variable := regexp.MustCompile(`\bx[0-9]|\b_[0-9]|cell\[`)
	for _, h := range hints {
		if !named.MatchString(h.Placement) {
			t.Errorf("placement %q: not in the model's names", h.Placement)
		}
		for _, d := range h.Steps {
			if m := variable.FindString(d.Text); m != "" {
				t.Errorf("%q names a model variable", d.Text)
			}
		}
	}
	if len(hints) == 0 {
		t.Fatal("no hint")
	}
}

func TestRegisterTuningChecks(t *testing.T) {
	if err := registerLatinFour(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind  string
		bands []craft.Band
		why   string
	}{
		{"nosuchkind", nil, "no kind"},
		{"sudoku", nil, "tuned already"},
		{"latinfour", []craft.Band{{Name: "Easy", Upto: craft.Search}}, "lower-case"},
		{"latinfour", []craft.Band{{Name: "a", Upto: craft.Strength}, {Name: "b", Upto: craft.Counting}, {Name: "c", Upto: craft.Search}}, "rising"},
		{"latinfour", []craft.Band{{Name: "a", Upto: craft.Strength}}, "reach"},
	} {
		err := craft.RegisterTuning(c.kind, craft.Tuning{Bands: c.bands})
		if !errors.Is(err, craft.ErrTuning) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s %v: %v, want an ErrTuning about %q", c.kind, c.bands, err, c.why)
		}
	}
}

// latinWords is the same square registered with Words on its cells (and
// a Picture, for the grid's size): hints read positions of play through
// them.
var registerLatinWords = sync.OnceValue(func() error {
	return puzzles.Register(puzzles.Kind[latinFour, latinFourSol]{
		Name: "latinwords",
		Parse: func(file string, data []byte) (*latinFour, error) {
			return parseLatinFour(file, []byte(strings.Replace(string(data), "latinwords", "latinfour", 1)))
		},
		PuzzleName: func(*latinFour) string { return "latinwords" },
		Format:     func(p *latinFour) string { return "latinwords\n" + formatLatinFour(p.G) },
		FormatSolution: func(_ *latinFour, s *latinFourSol) string {
			return "solution\n" + formatLatinFour(s.G)
		},
		ParseSolution: func(p *latinFour, file string, data []byte) (*latinFourSol, error) {
			return nil, errors.New("not read")
		},
		Verify: func(p *latinFour, s *latinFourSol) error { return nil },
		Build:  buildLatinFour,
		Picture: &puzzles.Picture[latinFour, latinFourSol]{
			SVG:  func(*latinFour, *render.State, render.Options) ([]byte, error) { return nil, errors.New("not drawn") },
			Draw: func(*latinFour, *latinFourSol) string { return "" },
			SolutionState: func(_ *latinFour, s *latinFourSol) *render.State {
				st := render.NewState(4, 4)
				for r := range 4 {
					copy(st.Values[r], s.G[r][:])
				}
				return st
			},
			StateSolution: func(*latinFour, *render.State) (*latinFourSol, bool) { return nil, false },
			Conflicts:     func(*latinFour, *render.State) []render.Highlight { return nil },
			Input:         func(*latinFour) render.Input { return render.Input{Mode: "type", Rows: 4, Cols: 4} },
		},
		Words: &puzzles.Words[latinFour]{
			Var: func(p *latinFour, i int) (puzzles.Place, bool) {
				return puzzles.Place{Cell: render.Cell{Row: i / 4, Col: i % 4}}, i >= 0 && i < 16
			},
			Note: func(*latinFour) string { return "Rows are numbered from the top." },
		},
	})
})

func TestRegisteredKindWordsPositions(t *testing.T) {
	if err := registerLatinWords(); err != nil {
		t.Fatal(err)
	}
	ps, err := puzzles.Parse("w.txt", []byte("latinwords\n1...\n..3.\n.4..\n..12\n"))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	h, err := craft.Explain(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !h.HasCell || !regexp.MustCompile(`^r[1-4]c[1-4] = [1-4]$`).MatchString(h.Placement) || h.Code != h.Value {
		t.Errorf("hint: %+v", h)
	}
	if !strings.Contains(h.Text, "Rows are numbered") {
		t.Errorf("no note in %q", h.Text)
	}
	// The placement written in the position: the next hint is another cell.
	st := render.NewState(4, 4)
	st.Values[h.Cell.Row][h.Cell.Col] = h.Code
	h2, err := craft.Explain(p, st)
	if err != nil {
		t.Fatal(err)
	}
	if h2.Cell == h.Cell {
		t.Errorf("the hint after %s is the same cell", h.Placement)
	}
	// A wrong value is a mistake, named by its cell.
	st.Values[h.Cell.Row][h.Cell.Col] = h.Code%4 + 1
	var mistake *craft.MistakeError
	if _, err := craft.Explain(p, st); !errors.As(err, &mistake) || len(mistake.Cells) != 1 || mistake.Cells[0] != h.Cell {
		t.Errorf("a wrong %s: %v", h.Cell, err)
	}
}
