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
// (rank correlation 0.974). Both of the last two reach the Lookahead rung
// (73 of Tatham's 80 Recursive puzzles, 5×5 and 6×6, one level of
// probes, the rest DeepLookahead), so the score splits it
// (futoshikiRecursive): TestUnequalTopBands. Recursive's ceiling is
// DeepLookahead, which solves every puzzle of Tatham's and every one the
// generator left unique at the Search ceiling (150 seeds, 4×4 to 6×6);
// one that needed search would still be named recursive (bandOf), and
// the generator's trials at that ceiling are its lookahead ones
// (generate_futoshiki.go), whose walk is Grade's.
var futoshikiBands = []Band{{"trivial", Forward}, {"easy", Counting}, {"tricky", Combined}, {"extreme", Lookahead}, {"recursive", DeepLookahead}}

// futoshikiSplit puts a puzzle solved at the Lookahead rung whose score
// is futoshikiRecursive or more in the recursive band.
var futoshikiSplit = scoreSplit{band: "extreme", below: futoshikiRecursive}

// futoshikiRecursive is the score from which a puzzle solved at the
// Lookahead rung is recursive: one lookahead step where neither a forcing
// chain nor a fish exists (Difficulty.Beyond, latinExtreme: where
// Unequal's solver guesses, as its Recursive level does) passes it, and
// so do lookahead steps taken with 320 open cells in all (score's k of
// 40). Tuned on the first 20 Extreme and 20 Recursive puzzles of each of
// unequal_5x5.txt and unequal_6x6.txt: 75 of 80 in their band (5×5: no
// Extreme at or above it, 18 Recursive; 6×6: 1 and 18).
const futoshikiRecursive = float64(Lookahead) + 40.0/(40+8)

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
