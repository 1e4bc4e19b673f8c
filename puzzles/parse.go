package puzzles

import (
	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// parser is what the registry needs of a kind.
type parser interface {
	parseAll(file string, data []byte) ([]Puzzle, error)
}

// Parse reads a puzzle file of any kind. A Sudoku collection file gives one
// Puzzle per line (named FILE#k); every other file gives one. Errors are
// *ParseError values naming the file, the line and what was expected.
func Parse(file string, data []byte) ([]Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	return registry[d.Kind].parseAll(file, data)
}

// one adapts a single-puzzle parser to the registry's list form.
func one[P any](parse func(string, []byte) (*P, error)) func(string, []byte) ([]*P, error) {
	return func(file string, data []byte) ([]*P, error) {
		p, err := parse(file, data)
		if err != nil {
			return nil, err
		}
		return []*P{p}, nil
	}
}
