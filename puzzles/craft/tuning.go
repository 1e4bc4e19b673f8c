package craft

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
)

// Tuning is what a kind registered from another package may add to its
// ladder (RegisterTuning): the names of its grades and a tuning of its
// rungs. Without one a kind gets the family rungs and the default bands
// (easy, medium, hard, fiendish).
type Tuning struct {
	// Bands name the grades, easiest first, each up to a rung (the last
	// one usually up to Search); nil: the default bands.
	Bands []Band
	// Tune, when set, shapes the ladder of a model of p (see Tuner): it
	// posts companions and redundant constraints on chosen rungs and
	// moves families.
	Tune func(p puzzles.Puzzle, t *Tuner)
}

// ErrTuning is wrapped by the errors of RegisterTuning.
var ErrTuning = errors.New("cannot register the tuning")

// RegisterTuning sets the tuning of a registered kind that craft does not
// tune itself. Call it at start-up, after puzzles.Register and before any
// other call of the package (it is not safe alongside them).
func RegisterTuning(kind string, t Tuning) error {
	if !slices.Contains(puzzles.Kinds(), kind) {
		return fmt.Errorf("%w: no kind %q is registered", ErrTuning, kind)
	}
	if kinds[kind] != nil {
		return fmt.Errorf("%w: %s is tuned already", ErrTuning, kind)
	}
	prev := Rung(0)
	for _, b := range t.Bands {
		if b.Name == "" || b.Name != strings.ToLower(b.Name) || strings.ContainsAny(b.Name, " \t") {
			return fmt.Errorf("%w: %s: band %q: expected one lower-case word", ErrTuning, kind, b.Name)
		}
		if b.Upto <= prev || b.Upto > Search {
			return fmt.Errorf("%w: %s: band %q up to rung %d: expected rungs rising from 1 to %d", ErrTuning, kind, b.Name, b.Upto, Search)
		}
		prev = b.Upto
	}
	if len(t.Bands) > 0 && prev != Search {
		return fmt.Errorf("%w: %s: the last band must reach Search (%d), so that every puzzle has a grade", ErrTuning, kind, Search)
	}
	kinds[kind] = &kindCraft{tune: t.Tune, bands: slices.Clone(t.Bands)}
	return nil
}
