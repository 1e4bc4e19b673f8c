package craft

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
)

// futoshikiBands are Tatham's Unequal levels: on its 5×5 sets (testdata/
// sgt/unequal_5x5.txt) Trivial puzzles need forward checking, Easy ones
// counting, Tricky ones Hall sets, Extreme and Recursive ones lookahead
// (rank correlation 0.974); the score tells the last two apart by the
// lookahead steps taken where Unequal would guess (latinExtreme: rank
// correlation 0.80 within them, 5×5), but both reach the same rung, so
// the bands do not.
var futoshikiBands = []Band{{"trivial", Forward}, {"easy", Counting}, {"tricky", Combined}, {"extreme", DeepLookahead}, {"recursive", Search}}

// Futoshiki's ladder, after Tatham's Unequal: a digit placed leaves its
// row and column and a sign bounds its neighbour (forward checking), a
// digit with one place left in a line goes there (counting), Hall sets
// in the lines at full strength moved to Combined.
func tuneFutoshiki(p puzzles.Puzzle, t *Tuner) {
	fp, ok := unwrap[futoshiki.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a futoshiki puzzle"))
		return
	}
	n := fp.N
	if len(t.Vars()) != n*n {
		return
	}
	values := make([]int, n)
	for v := range values {
		values[v] = v + 1
	}
	t.Move("alldifferent-domain", Combined)
	t.Move("alldifferent-bounds", Combined)
	for k := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for i := range n {
			row[i], col[i] = t.Vars()[k*n+i], t.Vars()[i*n+k]
		}
		t.Unit(Forward, Counting, "row "+strconv.Itoa(k+1), row, values)
		t.Unit(Forward, Counting, "column "+strconv.Itoa(k+1), col, values)
	}
}
