package puzzles

import (
	"embed"
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// kind describes one puzzle kind through its package's functions; puzzle
// and solution adapt a kind's plain types to the Puzzle and Solution
// interfaces, once for all kinds.
type kind[P, S any] struct {
	name           string
	parse          func(file string, data []byte) ([]*P, error)
	puzzleName     func(*P) string
	size           func(*P) string
	known          func(*P) *S
	format         func(*P) string
	formatSolution func(*P, *S) string
	parseSolution  func(*P, string, []byte) (*S, error)
	verify         func(*P, *S) error
	build          func(*P) (*model.Model[S], error)
	searchOptions  func(*model.Model[S]) search.Options
	score          func(*P, *S) int // nil for satisfaction puzzles
	bundled        embed.FS         // the kind package's testdata/*.txt (and subfolders)
}

func (k *kind[P, S]) bundledFS() embed.FS { return k.bundled }

type puzzle[P, S any] struct {
	k *kind[P, S]
	p *P
}

type solution[P, S any] struct {
	k *kind[P, S]
	p *P
	s *S
}

func (s solution[P, S]) Format() string { return s.k.formatSolution(s.p, s.s) }

// Unwrap returns the kind's own solution value (*sudoku.Solution, …).
func (s solution[P, S]) Unwrap() any { return s.s }

func (k *kind[P, S]) parseAll(file string, data []byte) ([]Puzzle, error) {
	ps, err := k.parse(file, data)
	if err != nil {
		return nil, err
	}
	out := make([]Puzzle, len(ps))
	for i, p := range ps {
		out[i] = puzzle[P, S]{k, p}
	}
	return out, nil
}

func (p puzzle[P, S]) Kind() string   { return p.k.name }
func (p puzzle[P, S]) Name() string   { return p.k.puzzleName(p.p) }
func (p puzzle[P, S]) Size() string   { return p.k.size(p.p) }
func (p puzzle[P, S]) Format() string { return p.k.format(p.p) }

// Unwrap returns the kind's own puzzle value (*sudoku.Puzzle, …).
func (p puzzle[P, S]) Unwrap() any { return p.p }

func (p puzzle[P, S]) Known() Solution {
	if s := p.k.known(p.p); s != nil {
		return p.wrap(s)
	}
	return nil
}

func (p puzzle[P, S]) wrap(s *S) Solution { return solution[P, S]{p.k, p.p, s} }

func (p puzzle[P, S]) ParseSolution(file string, data []byte) (Solution, error) {
	s, err := p.k.parseSolution(p.p, file, data)
	if err != nil {
		return nil, err
	}
	return p.wrap(s), nil
}

func (p puzzle[P, S]) unwrapSolution(s Solution) (*S, error) {
	ks, ok := s.(solution[P, S])
	if !ok {
		return nil, fmt.Errorf("a %T is not a solution of a %s puzzle", s, p.k.name)
	}
	return ks.s, nil
}

func (p puzzle[P, S]) Verify(s Solution) error {
	ks, err := p.unwrapSolution(s)
	if err != nil {
		return err
	}
	return p.k.verify(p.p, ks)
}

func (p puzzle[P, S]) Score(s Solution) (int, bool) {
	ks, err := p.unwrapSolution(s)
	if p.k.score == nil || err != nil {
		return 0, false
	}
	return p.k.score(p.p, ks), true
}

func (p puzzle[P, S]) Build() (*Model, error) {
	if p.k.build == nil {
		return nil, fmt.Errorf("%s: no model for kind %s", p.Name(), p.k.name)
	}
	m, err := p.k.build(p.p)
	if err != nil {
		return nil, err
	}
	out := &Model{
		Store: m.Store, Vars: m.Vars, Objective: m.Objective, Maximize: m.Maximize,
		Decode: func(st *cp.Store) Solution { return p.wrap(m.Decode(st)) },
	}
	if p.k.searchOptions != nil {
		out.Search = p.k.searchOptions(m)
	} else {
		out.Search = search.Options{Vars: m.Vars, VarSelect: search.FirstFail}
	}
	return out, nil
}
