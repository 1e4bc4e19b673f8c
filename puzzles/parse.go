package puzzles

import (
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// Parse reads a puzzle file of any registered kind. A Sudoku collection
// file gives one Puzzle per line (named FILE#k); every other file gives
// one. Errors are *ParseError values naming the file, the line and what
// was expected (a registered kind's parser may return its own errors).
func Parse(file string, data []byte) ([]Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	k, ok := lookup(d.Kind)
	if !ok {
		return nil, d.Errorf(d.KindLine, "expected a kind line naming one of %s, found '%s' (a kind without a registered package)", strings.Join(Kinds(), ", "), d.Kind)
	}
	return k.parseAll(file, data)
}
