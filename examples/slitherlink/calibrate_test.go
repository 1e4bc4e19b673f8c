package slitherlink_test

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/examples/slitherlink"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
)

var (
	calibration = flag.Bool("slitherlink.calibration", false, "TestLoopyCalibration: every puzzle of testdata/sgt (else -slitherlink.perlevel per level and size), and the rank correlation asserted ≥ 0.9 on all, on the first 50 per level and on the rest")
	perLevelN   = flag.Int("slitherlink.perlevel", 3, "TestLoopyCalibration: the puzzles taken per level and size without -slitherlink.calibration")
)

// loopyLevels ranks Loopy's levels: easy, normal, tricky, hard.
var loopyLevels = map[string]float64{"e": 1, "n": 2, "t": 3, "h": 4}

type loopyCase struct {
	level, id, solution string
	line                int
}

// readLoopySet reads a calibration file of testdata/sgt: per line the
// level letter, the game ID and Loopy's own solution (hex).
func readLoopySet(t *testing.T, file string) []loopyCase {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []loopyCase
	sc := bufio.NewScanner(f)
	for no := 1; sc.Scan(); no++ {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		fs := strings.Fields(l)
		if len(fs) != 3 || loopyLevels[fs[0]] == 0 {
			t.Fatalf("%s:%d: expected 'LEVEL ID SOLUTION', found %q", file, no, l)
		}
		out = append(out, loopyCase{fs[0], fs[1], fs[2], no})
	}
	return out
}

// hexEdges writes s as the calibration files do: the H rows then the V
// rows, four edges a hex digit, the first in the high bit.
func hexEdges(s *slitherlink.Solution) string {
	var bits []bool
	for _, row := range s.H {
		bits = append(bits, row...)
	}
	for _, row := range s.V {
		bits = append(bits, row...)
	}
	for len(bits)%4 != 0 {
		bits = append(bits, false)
	}
	var b strings.Builder
	for i := 0; i < len(bits); i += 4 {
		v := 0
		for _, on := range bits[i : i+4] {
			v <<= 1
			if on {
				v |= 1
			}
		}
		fmt.Fprintf(&b, "%x", v)
	}
	return b.String()
}

// loopyBands names Loopy's levels as the grade's bands do.
var loopyBands = map[string]string{"e": "easy", "n": "normal", "t": "tricky", "h": "hard"}

// tuningHalf is how many puzzles of each level and size the ladder was
// checked on while it was written (the first of each level in the files);
// the rest are held out.
const tuningHalf = 50

// TestLoopyCalibration: Loopy's puzzles on fixed seeds (testdata/sgt,
// four levels, 7x7 and 10x10): each solved, proven unique, equal to
// Loopy's own solution, and graded in the band named after its level (the
// ladder follows Loopy's solver, tune.go). The rank correlation
// (Spearman) of the grade's score with Loopy's level is logged for all
// the puzzles taken, for the first tuningHalf of each level and for the
// rest, and asserted ≥ 0.9 on each with -slitherlink.calibration (every
// puzzle: 0.971 on 7x7, 0.969 on 10x10).
func TestLoopyCalibration(t *testing.T) {
	register(t)
	for _, size := range []string{"7x7", "10x10"} {
		cases := readLoopySet(t, "testdata/sgt/loopy_"+size+".txt")
		var levels, scores [3][]float64 // all, tuning half, held out
		perLevel := map[string]int{}
		var solveTime time.Duration
		bands := map[string]map[string]int{}
		hardest := map[string]map[craft.Rung]int{}
		for _, c := range cases {
			if !*calibration && perLevel[c.level] >= *perLevelN {
				continue
			}
			perLevel[c.level]++
			sp, err := slitherlink.ParseLoopy(c.id)
			if err != nil {
				t.Fatalf("loopy_%s.txt:%d: %v", size, c.line, err)
			}
			sp.Name = fmt.Sprintf("loopy_%s.txt:%d", size, c.line)
			p, ok := puzzles.Wrap(slitherlink.KindName, sp)
			if !ok {
				t.Fatal("puzzles.Wrap refused a slitherlink puzzle")
			}
			start := time.Now()
			res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2})
			solveTime += time.Since(start)
			if err != nil {
				t.Fatal(err)
			}
			if u, known := res.Unique(); !u || !known {
				t.Fatalf("%s: %d solutions (%v), expected one", sp.Name, res.Solutions, res.Reason)
			}
			s, _ := puzzles.SolutionOf[slitherlink.Solution](res.Solution)
			if got := hexEdges(s); got != c.solution {
				t.Fatalf("%s: solved %s, Loopy's %s", sp.Name, got, c.solution)
			}
			d, err := craft.Grade(p, craft.Options{})
			if err != nil {
				t.Fatalf("%s: %v", sp.Name, err)
			}
			if d.Band != loopyBands[c.level] {
				t.Errorf("%s: graded %v, Loopy's level %s", sp.Name, d, loopyBands[c.level])
			}
			half := 1
			if perLevel[c.level] > tuningHalf {
				half = 2
			}
			for _, h := range []int{0, half} {
				levels[h] = append(levels[h], loopyLevels[c.level])
				scores[h] = append(scores[h], d.Score)
			}
			if bands[c.level] == nil {
				bands[c.level], hardest[c.level] = map[string]int{}, map[craft.Rung]int{}
			}
			bands[c.level][d.Band]++
			hardest[c.level][d.Hardest]++
		}
		var rho [3]float64
		for h := range rho {
			rho[h] = craft.RankCorrelation(levels[h], scores[h])
		}
		t.Logf("loopy %s: %d puzzles solved, unique, equal to Loopy's (solve and proof %v in all); Spearman ρ(grade, level) = %.3f (first %d of each level %.3f, the rest %.3f); bands per level: e %v n %v t %v h %v; hard puzzles' hardest rungs %v",
			size, len(levels[0]), solveTime.Round(time.Millisecond), rho[0], tuningHalf, rho[1], rho[2],
			bands["e"], bands["n"], bands["t"], bands["h"], hardest["h"])
		if *calibration {
			for h, name := range []string{"all", "the tuning half", "the held-out half"} {
				if rho[h] < 0.9 {
					t.Errorf("loopy %s, %s: Spearman ρ %.3f, expected at least 0.9", size, name, rho[h])
				}
			}
		}
	}
}
