package tetravex

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

func TestSentinels(t *testing.T) {
	if err := (&Puzzle{}).Validate(); !errors.Is(err, ErrInvalid) {
		t.Errorf("Validate error %v does not wrap ErrInvalid", err)
	}
	if err := Verify(&Puzzle{}, nil); !errors.Is(err, ErrNotSolution) {
		t.Errorf("Verify error %v does not wrap ErrNotSolution", err)
	}
	_, err := Parse("f", []byte("tetravex\n"))
	if !errors.Is(err, text.ErrSyntax) {
		t.Errorf("Parse error %v does not wrap text.ErrSyntax", err)
	}
}
