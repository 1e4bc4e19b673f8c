package puzzles

import (
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// Parse reads a puzzle file of any registered kind. A Sudoku collection
// file gives one Puzzle per line (named FILE#k); every other file gives
// one. Errors are *ParseError values naming the file, the line and what
// was expected (a registered kind's parser may return its own errors).
// A file of several puzzle files one after the other (each starting with
// its '# source: ' header, as 'tessera generate --count N' writes them)
// gives the puzzles of each, named FILE#k.
func Parse(file string, data []byte) ([]Puzzle, error) {
	if docs := splitDocuments(data); docs != nil {
		var out []Puzzle
		for _, d := range docs {
			ps, err := Parse(d.name(file), d.data)
			if err != nil {
				return nil, err
			}
			out = append(out, ps...)
		}
		return out, nil
	}
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
