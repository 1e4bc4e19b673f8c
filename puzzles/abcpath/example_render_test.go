package abcpath_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/abcpath"
)

// Draw shows a solution for a terminal, with the genre"s structure.
func ExampleDraw() {
	p, err := abcpath.Parse("tiny.txt", []byte("abcpath\nBHFNOCX\nJ.....Q\nM.....P\nU..A..W\nG.....T\nD.....E\nYIKVRSL\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := abcpath.ParseSolution(p, "tiny.sol", []byte("JKNOQ\nILMRP\nHWAUS\nGXVBT\nYFEDC\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", abcpath.Verify(p, s))
	fmt.Print(abcpath.Draw(p, s))
	// Output:
	// verify: <nil>
	// B   H F N O C   X
	//   ┌───────────┐
	// J │ J K N O Q │ Q
	// M │ I L M R P │ P
	// U │ H W A U S │ W
	// G │ G X V B T │ T
	// D │ Y F E D C │ E
	//   └───────────┘
	// Y   I K V R S   L
}
