package craft

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// Rung is a step of the ladder of reasoning: the weakest reasoning first.
// Rungs 1 to 4 are propagation (each propagator of a ladder model sits on
// one, and Propagate runs those at or below the current rung); 5 and 6 are
// lookahead (one cell assumed, propagated to a contradiction); 7 is
// search.
type Rung uint8

const (
	// Forward is forward checking: a value fixed in a constraint is taken
	// from its other cells (in Sudoku terms: naked singles).
	Forward Rung = 1
	// Counting is counting and bounds: a value that has one place left in
	// a unit goes there (hidden singles), a sum's bounds limit its terms.
	Counting Rung = 2
	// Strength is each constraint alone at full strength: Hall sets
	// (Régin's AllDifferent), a cage's table, a line's automaton.
	Strength Rung = 3
	// Combined is constraints taken together: the redundant constraints a
	// kind adds (a box and a row sharing cells) and the full strength of
	// the constraints a kind moves up.
	Combined Rung = 4
	// Lookahead is singleton consistency over the counting rungs: "if
	// this cell were 5, the puzzle would break" seen by forward checking
	// and counting alone (forcing chains).
	Lookahead Rung = 5
	// DeepLookahead is singleton consistency over every propagation rung.
	DeepLookahead Rung = 6
	// Search is what is left: trial and error deeper than one step.
	Search Rung = 7
)

// NumRungs is the number of rungs; rungs are 1..NumRungs.
const NumRungs = 7

// topPropagation is the highest rung a propagator can sit on.
const topPropagation = Combined

var rungNames = [NumRungs + 1]string{"", "forward checking", "counting", "full strength", "combined", "lookahead", "deep lookahead", "search"}

// String names the rung ("forward checking", …).
func (r Rung) String() string {
	if r >= 1 && r <= NumRungs {
		return rungNames[r]
	}
	return fmt.Sprintf("rung %d", uint8(r))
}

// FamilyRung is the rung a propagator family sits on unless a kind moves
// it: the ladder, defined once over the engine. The family is the kind
// string a propagator is posted with (cp.Store.Kind). Value-level
// propagators are forward checking; bounds reasoning and counting are
// Counting; the domain-consistent globals are Strength. A family not
// listed is Strength.
func FamilyRung(family string) Rung {
	if r, ok := familyRungs[family]; ok {
		return r
	}
	return Strength
}

var familyRungs = map[string]Rung{
	// Forward checking: prune when a variable is fixed.
	"alldifferent-value":        Forward,
	"alldifferent-except-value": Forward,
	"noteq":                     Forward,
	"eq":                        Forward,
	"bool-clause":               Forward,
	"bool-and":                  Forward,
	"bool-xor":                  Forward,
	"reif-eq":                   Forward,
	"reif-eq-val":               Forward,
	"reif-in":                   Forward,
	"reif-le-val":               Forward,
	"reif-lesseq":               Forward,
	"lesseq":                    Forward,
	"linear-forward":            Forward,
	// Counting and bounds.
	"alldifferent-bounds": Counting,
	"linear":              Counting,
	"linear-eq":           Counting,
	"linear-le":           Counting,
	"linear-ne":           Counting,
	"reif-linear":         Counting,
	"reif-linear-eq":      Counting,
	"sum":                 Counting,
	"count":               Counting,
	"count-var":           Counting,
	"among":               Counting,
	"element":             Counting,
	"element-var":         Counting,
	"absdiff":             Counting,
	"times":               Counting,
	"div":                 Counting,
	"max":                 Counting,
	"min":                 Counting,
	"cage-product":        Counting,
	"lex":                 Counting,
	"increasing":          Counting,
	"nvalue":              Counting,
	"distinctsum":         Counting,
	// Everything else (alldifferent-domain, table, regular, gcc, circuit,
	// …) is Strength.
}

// cpRung converts for the kernel.
func (r Rung) cp() cp.Rung { return cp.Rung(r) }
