package generate

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// The tests of the front: each kind's generator is tested beside it
// (puzzles/<kind>/generate_test.go); here, that the front's names give
// what the kinds give.

// TestArguments: the front hands on its kinds' errors (each kind's
// generate_test.go checks its own arguments).
func TestArguments(t *testing.T) {
	t.Parallel()
	if _, err := Tetravex(1, 0, 6); !errors.Is(err, ErrArgument) {
		t.Errorf("tetravex n0: error %v, want ErrArgument", err)
	}
	if _, err := StarBattle(1, 2, 1, false); !errors.Is(err, ErrEffort) {
		t.Errorf("starbattle n2 k1: error %v, want ErrEffort", err)
	}
}

func TestPublicMatchesPlanted(t *testing.T) {
	t.Parallel()
	p1, _ := Tetravex(7, 4, 6)
	p2, _, _ := tetravex.Planted(7, 4, 6)
	k1, _ := KenKen(7, 6)
	k2, _, _ := kenken.Planted(7, 6)
	t1, _ := Takuzu(7, 8, true)
	t2, _, _ := takuzu.Planted(7, 8, true)
	s1, _ := Sudoku(7, 9)
	s2, _, _ := sudoku.Planted(7, 9)
	r1, _ := Rogo(7, 9, 9, 16)
	r2, _, _ := rogo.Planted(7, 9, 9, 16)
	r2.HasBest, r2.Best = true, r1.Best // Generate states the best of Planted's board
	for _, c := range [][2]string{
		{tetravex.Format(p1), tetravex.Format(p2)},
		{kenken.Format(k1), kenken.Format(k2)},
		{takuzu.Format(t1), takuzu.Format(t2)},
		{sudoku.Format(s1), sudoku.Format(s2)},
		{rogo.Format(r1), rogo.Format(r2)},
	} {
		if c[0] != c[1] {
			t.Errorf("public and planted generators differ:\n%s\n%s", c[0], c[1])
		}
	}
}

func TestPlantedMatchesPlain(t *testing.T) {
	sp, ss, err := PlantedSudoku(3, 9)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := Sudoku(3, 9)
	if sudoku.Format(sp) != sudoku.Format(plain) {
		t.Fatal("PlantedSudoku draws another puzzle than Sudoku")
	}
	if err := sudoku.Verify(sp, ss); err != nil {
		t.Fatalf("the planted grid does not solve the puzzle: %v", err)
	}
	kp, ks, err := PlantedKenKen(3, 6)
	if err != nil {
		t.Fatal(err)
	}
	if err := kenken.Verify(kp, ks); err != nil {
		t.Fatalf("the planted square does not solve the kenken: %v", err)
	}
	tp, ts, err := PlantedTakuzu(3, 8, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := takuzu.Verify(tp, ts); err != nil {
		t.Fatalf("the planted grid does not solve the takuzu: %v", err)
	}
}
