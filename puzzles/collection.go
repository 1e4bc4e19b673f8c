package puzzles

import (
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// Entry is one puzzle of a file read by ParseEach: the puzzle, or the error
// that names its line and what was expected.
type Entry struct {
	Puzzle Puzzle
	Err    error
	// Name is the puzzle's name (FILE#k in a collection), for an entry
	// with an error too.
	Name string
}

// ParseEach reads a puzzle file as Parse does, except that in a collection
// (a Sudoku file of one puzzle per line) a malformed puzzle is an Entry
// with its error, named FILE:LINE, and the other puzzles are still read. The
// error returned is one of the whole file (no kind line, an unknown kind,
// a comment in the body...); a kind without a puzzle-by-puzzle reader gives
// Parse's puzzles, or its error for the whole file.
func ParseEach(file string, data []byte) ([]Entry, error) {
	if docs := splitDocuments(data); docs != nil {
		// Several puzzle files: a malformed one is an entry with its
		// error, the others are still read.
		var out []Entry
		for _, d := range docs {
			es, err := ParseEach(d.name(file), d.data)
			if err != nil {
				es = []Entry{{Err: err, Name: d.name(file)}}
			}
			out = append(out, es...)
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
	if e, ok := k.(eachParser); ok {
		if out, handled, err := e.parseEach(file, data); handled {
			return out, err
		}
	}
	ps, err := k.parseAll(file, data)
	if err != nil {
		return nil, err
	}
	return Entries(ps), nil
}

// Entries wraps puzzles read without error as entries.
func Entries(ps []Puzzle) []Entry {
	out := make([]Entry, len(ps))
	for i, p := range ps {
		out[i].Puzzle, out[i].Name = p, p.Name()
	}
	return out
}

// eachParser is a registered kind that may read a file puzzle by puzzle.
type eachParser interface {
	parseEach(file string, data []byte) (out []Entry, handled bool, err error)
}

func (k *kind[P, S]) parseEach(file string, data []byte) ([]Entry, bool, error) {
	if k.ParseEach == nil {
		return nil, false, nil
	}
	ps, errs, err := k.ParseEach(file, data)
	if err != nil {
		return nil, true, err
	}
	if len(ps) == 0 || len(errs) != len(ps) {
		return nil, true, fmt.Errorf("%s: the %s parser returned %d puzzles and %d errors", file, k.Name, len(ps), len(errs))
	}
	out := make([]Entry, len(ps))
	for i, p := range ps {
		switch {
		case errs[i] != nil:
			out[i].Err = errs[i]
		case p == nil:
			out[i].Err = fmt.Errorf("%s: the %s parser returned a nil puzzle and no error (puzzle %d)", file, k.Name, i+1)
		default:
			out[i].Puzzle = puzzle[P, S]{k, p}
		}
		switch {
		case out[i].Puzzle != nil:
			out[i].Name = out[i].Puzzle.Name()
		case len(ps) == 1:
			out[i].Name = file
		default:
			out[i].Name = fmt.Sprintf("%s#%d", file, i+1)
		}
	}
	return out, true, nil
}
