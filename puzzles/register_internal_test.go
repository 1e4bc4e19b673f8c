package puzzles

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/internal/text"
	"github.com/tessera-cp/tessera/puzzles/model"
)

// oneCell is a test kind: a puzzle of one cell that must hold Want.
type oneCell struct{ Want int }
type oneCellSolution struct{ Got int }

func oneCellKind(name string) Kind[oneCell, oneCellSolution] {
	return Kind[oneCell, oneCellSolution]{
		Name:           name,
		Parse:          func(string, []byte) (*oneCell, error) { return &oneCell{Want: 2}, nil },
		PuzzleName:     func(*oneCell) string { return "cell" },
		Format:         func(*oneCell) string { return name + "\n" },
		FormatSolution: func(*oneCell, *oneCellSolution) string { return "" },
		ParseSolution:  func(*oneCell, string, []byte) (*oneCellSolution, error) { return &oneCellSolution{}, nil },
		Verify: func(p *oneCell, s *oneCellSolution) error {
			if s.Got != p.Want {
				return errors.New("the cell does not hold its value")
			}
			return nil
		},
		// A model that forgets the rule: the cell ranges over 1..3.
		Build: func(*oneCell) (*model.Model[oneCellSolution], error) {
			s := cp.NewStore()
			x := s.NewVar(1, 3)
			return &model.Model[oneCellSolution]{Store: s, Vars: []cp.VarID{x},
				Decode: func(st *cp.Store) *oneCellSolution { return &oneCellSolution{Got: st.Value(x)} }}, nil
		},
	}
}

func TestRegisterRefuses(t *testing.T) {
	before := Kinds()
	noVerify := oneCellKind("noverify")
	noVerify.Verify = nil
	both := oneCellKind("both")
	both.ParseAll = func(string, []byte) ([]*oneCell, error) { return nil, nil }
	for _, c := range []struct {
		k    Kind[oneCell, oneCellSolution]
		want string
	}{
		{oneCellKind(""), "expected a name"},
		{oneCellKind("Latin"), "expected a name"},
		{oneCellKind("two words"), "expected a name"},
		{oneCellKind("9x9"), "expected a name"},
		{oneCellKind("solution"), "expected a name"},
		{oneCellKind("sudoku"), "already registered"},
		{noVerify, "no Verify"},
		{Kind[oneCell, oneCellSolution]{Name: "bare"}, "no Parse or ParseAll, PuzzleName, Format, FormatSolution, ParseSolution, Verify"},
		{both, "not both"},
	} {
		err := Register(c.k)
		if !errors.Is(err, ErrRegister) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Register(%q) = %v, want ErrRegister with %q", c.k.Name, err, c.want)
		}
	}
	if after := Kinds(); !slices.Equal(before, after) {
		t.Errorf("refused registrations changed the kinds: %v, then %v", before, after)
	}
}

// TestBuiltinKindsInOrder: the built-in kinds are registered in the order
// of the text reader's list, which error messages use.
func TestBuiltinKindsInOrder(t *testing.T) {
	if got := Kinds(); !slices.Equal(got[:len(text.Kinds)], text.Kinds) {
		t.Errorf("Kinds() = %v, want %v first", got, text.Kinds)
	}
}

// TestRegisteredKindIsVerified: a kind's Verify is the authority over its
// own model; a model that admits a wrong assignment is caught by Solve.
// The satisfaction kind's model leaves Objective zero (variable 0), which
// Solve ignores rather than minimising it.
func TestRegisteredKindIsVerified(t *testing.T) {
	k := &kind[oneCell, oneCellSolution]{oneCellKind("onecell")}
	ps, err := k.parseAll("cell.txt", nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Solve(ps[0], Options{Solutions: All})
	if !errors.Is(err, ErrWrongSolution) || !strings.Contains(err.Error(), "the cell does not hold its value") {
		t.Errorf("Solve with a wrong model: %v, want ErrWrongSolution", err)
	}
	m, err := ps[0].Build()
	if err != nil || m.Objective != model.NoObjective {
		t.Errorf("Build: objective %v, %v; want NoObjective", m.Objective, err)
	}
	k.Build = nil
	if _, err := Solve(ps[0], Options{}); err == nil || !strings.Contains(err.Error(), "no model for kind onecell") {
		t.Errorf("Solve without Build: %v", err)
	}
}

// TestParseUnregisteredKind: a kind line the reader knows but no package
// registered is an error at the kind line, not a panic.
func TestParseUnregisteredKind(t *testing.T) {
	saved := text.Kinds
	defer func() { text.Kinds = saved }()
	text.Kinds = append(slices.Clip(saved), "ghost")
	_, err := Parse("g.txt", []byte("# x\nghost\n"))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 2 || !strings.Contains(err.Error(), "found 'ghost'") {
		t.Errorf("Parse of an unregistered kind: %v", err)
	}
}
