package puzzles

import (
	"fmt"
	"io/fs"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Kind describes a puzzle kind to Register: its name, its plain puzzle and
// solution types P and S, and the functions of its package on them. The
// registry adapts them to the Puzzle and Solution interfaces, so a
// registered kind is parsed by Parse, solved (and every solution checked by
// Verify) by Solve, counted, listed and bundled like the built-in ones.
//
// Name, Parse or ParseAll, PuzzleName, Format, FormatSolution,
// ParseSolution and Verify are required; the other fields may be left
// zero.
type Kind[P, S any] struct {
	// Name is the kind line's first word, in lower case ("sudoku"): a
	// file whose kind line starts with it is the kind's.
	Name string
	// Parse reads a file holding one puzzle. Give Parse or ParseAll, not
	// both.
	Parse func(file string, data []byte) (*P, error)
	// ParseAll reads a file holding a collection of puzzles (a Sudoku
	// file with one puzzle per line).
	ParseAll func(file string, data []byte) ([]*P, error)
	// ParseEach, optional with ParseAll, reads a collection puzzle by
	// puzzle: puzzles[k] nil and errs[k] set for a malformed one, err for
	// the whole file (see ParseEach of this package).
	ParseEach func(file string, data []byte) (puzzles []*P, errs []error, err error)
	// PuzzleName is the puzzle's name (usually the file's, "FILE#k" in a
	// collection).
	PuzzleName func(*P) string
	// Size describes the instance in a few words ("9x9"); nil gives "".
	Size func(*P) string
	// Known returns the file's own solution block, or nil; a nil Known
	// means no file carries one.
	Known func(*P) *S
	// Format is the puzzle file text, with its solution block if known;
	// Parse(Format(p)) must give p back.
	Format func(*P) string
	// FormatSolution is the kind's solution block.
	FormatSolution func(*P, *S) string
	// ParseSolution reads a solution block of p (a whole puzzle file or
	// the block alone).
	ParseSolution func(p *P, file string, data []byte) (*S, error)
	// Verify re-checks every rule of the puzzle on s, independently of
	// the engine, and names the first broken rule.
	Verify func(*P, *S) error
	// Build posts the puzzle's constraint model on a new store (usually
	// through the modelling layer, package tessera). nil: Solve reports
	// that the kind has no model.
	Build func(*P) (*model.Model[S], error)
	// BuildOn is Build on a given new store, one with limits for the build
	// (cp.Store.SetBuildLimits); nil: BuildLimited builds with Build,
	// without the limits.
	BuildOn func(*P, *cp.Store) (*model.Model[S], error)
	// SearchOptions returns the recommended search for a model of Build;
	// nil: first-fail on the model's variables.
	SearchOptions func(*model.Model[S]) search.Options
	// Score is the objective value of s for an optimisation puzzle, whose
	// Build sets the model's Objective. nil: a satisfaction puzzle, whose
	// model's Objective is ignored (a zero Objective would be variable 0).
	Score func(*P, *S) int
	// Template, optional, returns the puzzle of p's shape without givens
	// and p's givens on the template's model: Build(template) with them
	// assigned must have exactly p's solutions; nil for a p that is not
	// valid (its Build then reports why). Solve and a ModelCache then
	// solve the puzzles of one shape on copies of one model.
	Template func(p *P) (*P, []model.Given)
	// Switched, optional, is Template's counterpart for a kind whose
	// puzzles of one shape differ by which constraints apply rather than
	// by givens (Hitori: the clauses of its equal numbers): a ModelCache
	// then solves the puzzles of a shape on one model of them all.
	Switched *Switch[P, S]
	// Bundled holds the kind's bundled library: files testdata/*.txt
	// (and subfolders), listed by Bundled and opened by OpenBundled as
	// "bundled:NAME/FILE". nil: the kind bundles nothing.
	Bundled fs.FS
	// Picture draws the kind (SVG, terminal) and says how the page plays
	// it; nil: render and the page report ErrNoPicture, solve prints the
	// solution block.
	Picture *Picture[P, S]
	// Words names the model's decision variables in the puzzle's words
	// (cells, edges) for hints and reads a position of play; nil: the
	// names of Build's model.Model.Names, else the hints name only the
	// constraints' labels.
	Words *Words[P]
	// Generator draws random puzzles for craft.Generate (which makes them
	// unique and graded); nil: no generator.
	Generator *Generator[P]
	// FormatHelp summarises the kind's file format for 'tessera formats'
	// (a few lines of plain text); "": none.
	FormatHelp string
}

// kind is a registered Kind; puzzle and solution adapt its plain types to
// the Puzzle and Solution interfaces, once for all kinds.
type kind[P, S any] struct {
	Kind[P, S]
}

func (k *kind[P, S]) name() string { return k.Name }

func (k *kind[P, S]) bundledFS() fs.FS { return k.Bundled }

func (k *kind[P, S]) picture() picturer { return newPainter(k.Picture) }

func (k *kind[P, S]) formatHelp() string { return k.FormatHelp }

type puzzle[P, S any] struct {
	k *kind[P, S]
	p *P
}

type solution[P, S any] struct {
	k *kind[P, S]
	p *P
	s *S
}

func (s solution[P, S]) Format() string { return s.k.FormatSolution(s.p, s.s) }

// Unwrap returns the kind's own solution value (*sudoku.Solution, …).
func (s solution[P, S]) Unwrap() any { return s.s }

func (k *kind[P, S]) parseAll(file string, data []byte) ([]Puzzle, error) {
	var ps []*P
	if k.ParseAll != nil {
		var err error
		if ps, err = k.ParseAll(file, data); err != nil {
			return nil, err
		}
	} else {
		p, err := k.Parse(file, data)
		if err != nil {
			return nil, err
		}
		ps = []*P{p}
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s: the %s parser returned no puzzle and no error", file, k.Name)
	}
	out := make([]Puzzle, len(ps))
	for i, p := range ps {
		if p == nil {
			return nil, fmt.Errorf("%s: the %s parser returned a nil puzzle", file, k.Name)
		}
		out[i] = puzzle[P, S]{k, p}
	}
	return out, nil
}

func (p puzzle[P, S]) Kind() string { return p.k.Name }

func (p puzzle[P, S]) registeredKind() registered { return p.k }

// kindOf is the kind p was parsed by (a Puzzle of this package), else
// the kind registered under its Kind name.
func kindOf(p Puzzle) (registered, bool) {
	if u, ok := p.(interface{ registeredKind() registered }); ok {
		return u.registeredKind(), true
	}
	return lookup(p.Kind())
}
func (p puzzle[P, S]) Name() string   { return p.k.PuzzleName(p.p) }
func (p puzzle[P, S]) Format() string { return p.k.Format(p.p) }

func (p puzzle[P, S]) Size() string {
	if p.k.Size == nil {
		return ""
	}
	return p.k.Size(p.p)
}

// Unwrap returns the kind's own puzzle value (*sudoku.Puzzle, …).
func (p puzzle[P, S]) Unwrap() any { return p.p }

func (p puzzle[P, S]) Known() Solution {
	if p.k.Known == nil {
		return nil
	}
	if s := p.k.Known(p.p); s != nil {
		return p.wrap(s)
	}
	return nil
}

func (p puzzle[P, S]) wrap(s *S) Solution { return solution[P, S]{p.k, p.p, s} }

func (p puzzle[P, S]) ParseSolution(file string, data []byte) (Solution, error) {
	s, err := p.k.ParseSolution(p.p, file, data)
	if err != nil {
		return nil, err
	}
	if s == nil {
		return nil, fmt.Errorf("%s: the %s solution parser returned no solution and no error", file, p.k.Name)
	}
	return p.wrap(s), nil
}

func (p puzzle[P, S]) unwrapSolution(s Solution) (*S, error) {
	ks, ok := s.(solution[P, S])
	if !ok {
		return nil, fmt.Errorf("a %T is not a solution of a %s puzzle", s, p.k.Name)
	}
	return ks.s, nil
}

func (p puzzle[P, S]) Verify(s Solution) error {
	ks, err := p.unwrapSolution(s)
	if err != nil {
		return err
	}
	return p.k.Verify(p.p, ks)
}

func (p puzzle[P, S]) Score(s Solution) (int, bool) {
	ks, err := p.unwrapSolution(s)
	if p.k.Score == nil || err != nil {
		return 0, false
	}
	return p.k.Score(p.p, ks), true
}

func (p puzzle[P, S]) Build() (*Model, error) { return p.buildOn(nil) }

// buildOn builds the model on s (nil: a store of Build's own).
func (p puzzle[P, S]) buildOn(s *cp.Store) (*Model, error) {
	if p.k.Build == nil {
		return nil, fmt.Errorf("%s: no model for kind %s", p.Name(), p.k.Name)
	}
	var m *model.Model[S]
	var err error
	if s != nil && p.k.BuildOn != nil {
		m, err = p.k.BuildOn(p.p, s)
	} else {
		m, err = p.k.Build(p.p)
	}
	if err != nil {
		return nil, err
	}
	return p.adapt(m)
}

// adapt makes m, a model of the kind, a Model whose solutions are p's.
func (p puzzle[P, S]) adapt(m *model.Model[S]) (*Model, error) {
	if m == nil || m.Store == nil || m.Decode == nil {
		return nil, fmt.Errorf("%s: the %s model has no store or no decoder", p.Name(), p.k.Name)
	}
	objective := m.Objective
	if p.k.Score == nil {
		objective = model.NoObjective
	}
	out := &Model{
		Store: m.Store, Vars: m.Vars, Names: m.Names, Objective: objective, Maximize: m.Maximize,
		Decode: func(st *cp.Store) Solution { return p.wrap(m.Decode(st)) },
	}
	if p.k.SearchOptions != nil {
		out.Search = p.k.SearchOptions(m)
	} else {
		out.Search = search.Options{Vars: m.Vars, VarSelect: search.FirstFail}
	}
	return out, nil
}
