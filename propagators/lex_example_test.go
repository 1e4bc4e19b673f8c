package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// LexLess orders two rows: [x0 x1] <lex [y0 y1]. With x0 ≥ 2 and y0 ≤ 2 the
// first position must be equal, so x1 < y1 decides.
func ExampleLexLess() {
	s := cp.NewStore()
	x0, x1 := s.NewVar(2, 4), s.NewVar(0, 3)
	y0, y1 := s.NewVar(0, 2), s.NewVar(0, 3)
	if err := propagators.LexLess(s, []cp.VarID{x0, x1}, []cp.VarID{y0, y1}); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("x:", s.String(x0), s.String(x1), "y:", s.String(y0), s.String(y1))
	// Output:
	// x: {2} {0,1,2} y: {2} {1,2,3}
}

// AllDistinctRows forbids two equal rows (Takuzu's unique-rows rule): when
// the rows agree everywhere but in one cell, that cell must differ.
func ExampleAllDistinctRows() {
	s := cp.NewStore()
	rows := [][]cp.VarID{
		{s.NewConst(0), s.NewConst(1), s.NewConst(1), s.NewConst(0)},
		{s.NewConst(0), s.NewConst(1), s.NewVar(0, 1), s.NewConst(0)},
	}
	if err := propagators.AllDistinctRows(s, rows); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("row 1, cell 2:", s.String(rows[1][2]))
	// Output:
	// row 1, cell 2: {0}
}
