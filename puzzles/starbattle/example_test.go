package starbattle_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/starbattle"
)

func Example() {
	p, err := starbattle.Parse("small.txt", []byte(`# a 5x5 one-star puzzle with one solution
starbattle
stars 1
AABBB
ABBCC
DDDCC
DEEEC
DEEEE
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%dx%d, %d star, regions %v\n", p.N, p.N, p.Stars, p.Names)
	s, err := starbattle.ParseSolution(p, "answer.txt", []byte("...*.\n*....\n..*..\n....*\n.*...\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", starbattle.Verify(p, s))
	s.Star[2][2], s.Star[2][3] = false, true
	fmt.Println("one star moved:", starbattle.Verify(p, s))
	// Output:
	// 5x5, 1 star, regions [A B C D E]
	// verify: <nil>
	// one star moved: column 3 has 0 stars, expected 1
}
