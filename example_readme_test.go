package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// SEND + MORE = MONEY: eight distinct digits, no leading zero.
func Example_sendMoreMoney() {
	m := tessera.NewModel()
	S, E, N, D := m.IntVar(1, 9, "S"), m.IntVar(0, 9, "E"), m.IntVar(0, 9, "N"), m.IntVar(0, 9, "D")
	M, O, R, Y := m.IntVar(1, 9, "M"), m.IntVar(0, 9, "O"), m.IntVar(0, 9, "R"), m.IntVar(0, 9, "Y")
	letters := []tessera.IntVar{S, E, N, D, M, O, R, Y}
	m.AllDifferent(letters)
	m.Add(tessera.Decimal(S, E, N, D).Plus(tessera.Decimal(M, O, R, E)).Eq(tessera.Decimal(M, O, N, E, Y)))
	res, err := m.Count() // every solution; the result keeps the last one
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(letters, "=", res.Values(letters))
	fmt.Println("solutions:", res.Solutions, "proven:", res.Complete())
	// Output:
	// [S E N D M O R Y] = [9 5 6 7 1 0 8 2]
	// solutions: 1 proven: true
}
