package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// SEND + MORE = MONEY: distinct digits, no leading zero.
func Example_sendMoreMoney() {
	m := tessera.NewModel()
	letter := map[rune]tessera.IntVar{}
	var all []tessera.IntVar
	for _, c := range "SENDMORY" {
		letter[c] = m.IntVar(0, 9, string(c))
		all = append(all, letter[c])
	}
	word := func(w string) tessera.LinExpr { // the number w spells, by Horner's rule
		e := tessera.Expr(0)
		for _, c := range w {
			e = e.Times(10).Plus(letter[c])
		}
		return e
	}
	m.AllDifferent(all)
	m.Add(letter['S'].Ge(1))
	m.Add(letter['M'].Ge(1))
	m.Add(word("SEND").Plus(word("MORE")).Eq(word("MONEY"))).Named("the sum")
	res, err := m.Count() // all solutions: the last one is kept
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(all)
	fmt.Println(res.Values(all))
	fmt.Println("solutions:", res.Solutions, "proven:", res.Complete())
	// Output:
	// [S E N D M O R Y]
	// [9 5 6 7 1 0 8 2]
	// solutions: 1 proven: true
}
