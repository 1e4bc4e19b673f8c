package craft

import (
	"cmp"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft/internal/sgt"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

var (
	calibOnly   = flag.String("craft.calib", "", "TestCalibration: only the sets whose file name starts with this (\"towers\", \"unruly_8x8\"; \"se\": the Sukaku Explainer ratings of testdata/se)")
	calibDetail = flag.Bool("craft.calib.detail", false, "TestCalibration: log every puzzle's level and grade")
	calibDir    = flag.String("craft.calib.dir", "testdata/sgt", "TestCalibration: the folder of the sets (generate.sh's format), to measure a set made on other seeds")
)

// sgtLevels orders each game's level letters, easiest first.
var sgtLevels = map[string]string{"keen": "enhxu", "solo": "tbiaeu", "unruly": "ten", "towers": "ehxu", "unequal": "tekxr", "singles": "ek", "solokiller": "tbiaeu", "pattern": "n"}

// uncalibrated are the games whose kinds' ladders are not tuned to them
// yet: TestCalibration reports their correlation without holding it to
// the goal.
var uncalibrated = map[string]bool{"pattern": true}

// sgtText decodes the description of a game matching one of the newer
// kinds into that kind's file.
var sgtText = map[string]func(string) (string, error){"towers": sgt.Towers, "unequal": sgt.Unequal, "singles": sgt.Singles}

// calibrationSet is one game and size of the sgt-puzzles sets, decoded.
type calibrationSet struct {
	file    string
	game    string
	puzzles []puzzles.Puzzle
	levels  []int // the generator's level of each puzzle, 0 = easiest
	// heldOut marks the puzzles past the first 20 of their level: the
	// tunings were made on the first 20 (generate.sh), so the correlation
	// on the rest measures them on puzzles they were not fitted to.
	heldOut []bool
}

func loadCalibration(t testing.TB) []calibrationSet {
	t.Helper()
	return loadCalibrationDir(t, *calibDir)
}

// loadCalibrationDir loads the sets of dir.
func loadCalibrationDir(t testing.TB, dir string) []calibrationSet {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	var out []calibrationSet
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		es, err := sgt.ReadSet(strings.NewReader(string(data)))
		if err != nil {
			t.Fatal(err)
		}
		game, _, _ := strings.Cut(filepath.Base(f), "_")
		set := calibrationSet{file: filepath.Base(f), game: game}
		perLevel := map[byte]int{}
		for _, e := range es {
			var text string
			switch game {
			case "towers", "unequal", "singles":
				if text, err = sgtText[game](e.Desc); err != nil {
					t.Fatal(err)
				}
			case "solokiller":
				p, err := sgt.SoloKiller(e.Desc)
				if err != nil {
					t.Fatal(err)
				}
				text = killer.Format(p)
			case "pattern":
				if text, err = sgt.Pattern(e.Desc); err != nil {
					t.Fatal(err)
				}
			case "keen":
				p, err := sgt.Keen(e.Desc)
				if err != nil {
					t.Fatal(err)
				}
				text = kenken.Format(p)
			case "solo":
				p, err := sgt.Solo(e.Desc)
				if err != nil {
					t.Fatal(err)
				}
				text = sudoku.Format(p)
			default:
				p, err := sgt.Unruly(e.Desc)
				if err != nil {
					t.Fatal(err)
				}
				text = takuzu.Format(p)
			}
			ps, err := puzzles.Parse(fmt.Sprintf("%s:%d", f, e.Line), []byte(text))
			if err != nil {
				t.Fatal(err)
			}
			set.puzzles = append(set.puzzles, ps[0])
			set.levels = append(set.levels, strings.IndexByte(sgtLevels[game], e.Level))
			set.heldOut = append(set.heldOut, perLevel[e.Level] >= 20)
			perLevel[e.Level]++
		}
		out = append(out, set)
	}
	return out
}

func TestRankCorrelation(t *testing.T) {
	if r := RankCorrelation([]float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}); math.Abs(r-1) > 1e-12 {
		t.Fatalf("monotone: %v", r)
	}
	if r := RankCorrelation([]float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}); math.Abs(r+1) > 1e-12 {
		t.Fatalf("reversed: %v", r)
	}
	// With ties: ranks 1.5 1.5 3 4 against 1 2 3 4.
	if r := RankCorrelation([]float64{1, 1, 2, 3}, []float64{1, 2, 3, 4}); math.Abs(r-0.9486832980505138) > 1e-12 {
		t.Fatalf("ties: %v", r)
	}
}

// tieFreeCeiling is the highest rank correlation with levels that a
// score with no ties can reach: the one that orders the puzzles by level.
func tieFreeCeiling(levels []float64) float64 {
	idx := make([]int, len(levels))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(levels[a], levels[b]) })
	best := make([]float64, len(levels))
	for rank, i := range idx {
		best[i] = float64(rank)
	}
	return RankCorrelation(best, levels)
}

// TestCalibration grades the sgt-puzzles sets and reports the rank
// correlation of the grades with the generators' levels, per game and
// size (go test -run Calibration -v shows the table).
func TestCalibration(t *testing.T) {
	if *calibOnly == "" || strings.HasPrefix("se", *calibOnly) {
		calibrateSE(t)
	}
	sets := loadCalibration(t)
	for _, set := range sets {
		if *calibOnly != "" && !strings.HasPrefix(set.file, *calibOnly) {
			continue
		}
		var grades, hardest, levels, heldGrades, heldLevels []float64
		hist := map[int]map[Rung]int{}
		for i, p := range set.puzzles {
			if testing.Short() && i%10 != 0 {
				continue
			}
			d, err := Grade(p, Options{})
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if *calibDetail {
				t.Logf("%s %c %s", p.Name(), sgtLevels[set.game][set.levels[i]], d)
			}
			grades = append(grades, d.Score)
			hardest = append(hardest, float64(d.Hardest))
			levels = append(levels, float64(set.levels[i]))
			if set.heldOut[i] {
				heldGrades = append(heldGrades, d.Score)
				heldLevels = append(heldLevels, float64(set.levels[i]))
			}
			if hist[set.levels[i]] == nil {
				hist[set.levels[i]] = map[Rung]int{}
			}
			hist[set.levels[i]][d.Hardest]++
		}
		rho, rhoRung, rhoHeld := RankCorrelation(grades, levels), RankCorrelation(hardest, levels), RankCorrelation(heldGrades, heldLevels)
		var sb strings.Builder
		for l := range len(sgtLevels[set.game]) {
			fmt.Fprintf(&sb, " %c:", sgtLevels[set.game][l])
			for r := Forward; r <= Search; r++ {
				if n := hist[l][r]; n > 0 {
					fmt.Fprintf(&sb, " %d×%d", r, n)
				}
			}
		}
		ceiling := tieFreeCeiling(levels)
		// The two hardest levels alone (Solo's extreme and unreasonable):
		// whether the score keeps rising at the top.
		var topGrades, topLevels []float64
		for i, l := range levels {
			if int(l) >= len(sgtLevels[set.game])-2 {
				topGrades, topLevels = append(topGrades, grades[i]), append(topLevels, l)
			}
		}
		top := RankCorrelation(topGrades, topLevels)
		t.Logf("%-19s rho %.3f (held out %.3f, rung only %.3f, tie-free ceiling %.3f, top two levels %.3f) |%s", set.file, rho, rhoHeld, rhoRung, ceiling, top, sb.String())
		// Solo's Extreme and Unreasonable both reach the Lookahead rung;
		// the steps beyond a forcing chain (Difficulty.Beyond) split them
		// (0.52 without, of a tie-free ceiling of 0.866).
		// (0.62 for Solo: the bonus of a step beyond Solo's chains is kept
		// small enough for SE's order above 5.4, where SE's wings are
		// steps Solo would guess at; SE itself ranks Solo's top two
		// levels at 0.56.)
		if !testing.Short() && set.game == "solo" && top < 0.62 {
			t.Errorf("%s: the grade ranks the two hardest levels with rho %.3f, below 0.62", set.file, top)
		}
		// The goal is 0.9 within each game and size. A grade that tells
		// every puzzle apart cannot pass the tie-free ceiling: 0.866 with
		// two levels of equal size (Singles, Unruly with unique rows),
		// 0.943 with three; there the rung (the band) is held to 0.95 and
		// the score to within 0.03 of the ceiling. With more levels the
		// score is held to 0.93 (Keen, Solo and Unequal reach 0.96, Towers
		// 0.94: its top two levels differ by Tatham's recursion, which the
		// lookahead rungs stand in for).
		// Killer's ladder follows Solo's killer solver (kind_killer.go):
		// rho 0.964 (held out 0.966; 0.865 while a placed digit left its
		// whole cage on the Forward rung and the score was the rung's).
		// Solo's Extreme and Unreasonable killers mostly close on the
		// combined rung (each cage at full strength, the 45 rule over
		// several units: more than Solo's solver); the steps taken there
		// outside Solo's techniques tell them apart (killerScore: top two
		// levels 0.48, 0.03 before).
		// Keen, Towers and Unequal reach their Extreme and Unreasonable
		// (Recursive) levels on the lookahead rungs; a lookahead step
		// where neither a forcing chain nor a fish exists (latinExtreme)
		// is one where Tatham's solvers guess, and it raises the score
		// (Unequal 6×6 0.70; 0.45 with the chains alone).
		if !testing.Short() && (set.game == "keen" || set.game == "towers" || set.game == "unequal") && top < 0.65 {
			t.Errorf("%s: the grade ranks the two hardest levels with rho %.3f, below 0.65", set.file, top)
		}
		if !testing.Short() && set.game == "solokiller" && top < 0.45 {
			t.Errorf("%s: the grade ranks the two hardest levels with rho %.3f, below 0.45", set.file, top)
		}
		if testing.Short() || uncalibrated[set.game] {
			continue
		}
		const want = 0.93
		// Unruly's and Singles' score ties the puzzles that need their
		// hardest rung more than once (techniqueScore): every Unruly row,
		// unique rows included, and both Singles rows reach 0.95 (0.954 at
		// Unruly 8×8u, 0.966 at Singles 6×6; 0.87 and 0.90 while the score
		// counted every step, the tie-free ceiling of two levels).
		if (set.game == "unruly" || set.game == "singles") && rho < 0.95 {
			t.Errorf("%s: rank correlation %.3f with the generator's levels, below 0.95", set.file, rho)
		}
		if ceiling < 0.95 {
			if rhoRung < 0.95 || rho < ceiling-0.03 {
				t.Errorf("%s: rank correlation %.3f (rung only %.3f) with the generator's levels, below %.3f (0.95)", set.file, rho, rhoRung, ceiling-0.03)
			}
		} else if rho < want {
			t.Errorf("%s: rank correlation %.3f with the generator's levels, below %.2f", set.file, rho, want)
		}
	}
}
