package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// killerSearched is killer 9x9 unreasonable seed 25 of the full generator
// run: the ladder leaves it to a search of about 2,000 nodes.
const killerSearched = `killer
AAABBBBCD
AAEEFFBDD
GGEEFHHDD
GGIEJJHHH
KKIIJJLLL
KKMMJNNLL
OKMMPPNNN
OQQQQPPRR
OOQSSSRRR
A 29
B 28
C 5
D 22
E 21
F 16
G 18
H 29
I 16
J 25
K 25
L 23
M 24
N 20
O 18
P 21
Q 21
R 22
S 22
`

// TestJudgeSearchAsGrade: a drawn candidate that needs the search is
// graded as Grade grades it, nodes included (the walk on the model that
// first found its band counted 2125 nodes against Grade's 2185, and the
// full run's regrade failed on it).
func TestJudgeSearchAsGrade(t *testing.T) {
	ps, err := puzzles.Parse("killer-searched", []byte(killerSearched))
	if err != nil {
		t.Fatal(err)
	}
	want, err := Grade(ps[0], Options{})
	if err != nil {
		t.Fatal(err)
	}
	if want.Hardest != Search {
		t.Fatalf("graded %v, want a search", want)
	}
	r := &genRun{kind: "killer", hi: Search, opt: GenOptions{Size: 9}}
	ok, got, err := r.judge(ps[0], nil)
	if err != nil || !ok || got != want {
		t.Errorf("judged %v (%v, %v), Grade says %v", got, ok, err, want)
	}
}
