package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// SEND + MORE = MONEY: distinct digits, no leading zero.
func Example_sendMoreMoney() {
	s := cp.NewStore()
	letters := "SENDMORY"
	v := map[rune]cp.VarID{}
	var all []cp.VarID
	for _, l := range letters {
		v[l] = s.NewVar(0, 9)
		all = append(all, v[l])
	}
	s.SetMin(v['S'], 1)
	s.SetMin(v['M'], 1)
	if err := propagators.AllDifferent(s, all, propagators.Domain); err != nil {
		fmt.Println(err)
		return
	}
	// 1000S+100E+10N+D + 1000M+100O+10R+E - (10000M+1000O+100N+10E+Y) = 0
	err := propagators.Linear(s,
		[]int{1000, 100, 10, 1, 1000, 100, 10, 1, -10000, -1000, -100, -10, -1},
		[]cp.VarID{v['S'], v['E'], v['N'], v['D'], v['M'], v['O'], v['R'], v['E'], v['M'], v['O'], v['N'], v['E'], v['Y']},
		propagators.EQ, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := search.Solve(s, search.Options{Vars: all, VarSelect: search.FirstFail}, func(s *cp.Store) bool {
		for i, l := range letters {
			if i > 0 {
				fmt.Print(" ")
			}
			fmt.Printf("%c=%d", l, s.Value(v[l]))
		}
		fmt.Println()
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", res.Solutions, "proven:", res.Complete())
	// Output:
	// S=9 E=5 N=6 D=7 M=1 O=0 R=8 Y=2
	// solutions: 1 proven: true
}
