package craft

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// publishedSet is a group of bundled (or test) puzzles with a difficulty
// their source publishes, ranked easiest first.
type publishedSet struct {
	name   string
	ps     []puzzles.Puzzle
	levels []float64
}

func bundledOne(t *testing.T, name string) []puzzles.Puzzle {
	t.Helper()
	ps, err := puzzles.OpenBundled(name)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// publishedSets gathers the puzzles whose sources publish a difficulty:
// the New York Times' easy, medium and hard Sudokus; Project Euler's
// Sudokus against top95 and the "hardest" list; binarypuzzle.com's
// Takuzus (easy, medium, hard, very hard), per size; the levels of the
// "Logic Games" app for Kakurasu and Calcudoku; Sudoku Explainer
// ratings (testdata/se).
func publishedSets(t *testing.T) []publishedSet {
	var out []publishedSet
	nyt := publishedSet{name: "sudoku NYT easy/medium/hard"}
	for _, c := range []struct {
		name  string
		level float64
	}{{"sudoku/monkeynova_nyt20180101easy", 0}, {"sudoku/monkeynova_nyt20181019easy", 0}, {"sudoku/monkeynova_nyt20180102medium", 1}, {"sudoku/monkeynova_nyt20181019hard", 2}} {
		nyt.ps = append(nyt.ps, bundledOne(t, c.name)...)
		nyt.levels = append(nyt.levels, c.level)
	}
	out = append(out, nyt)
	sets := publishedSet{name: "sudoku Euler < top95 < hardest"}
	for level, name := range []string{"sudoku/project_euler_96", "sudoku/top95", "sudoku/hardest"} {
		for i, p := range bundledOne(t, name) {
			if !*full && i%5 != 0 {
				continue
			}
			sets.ps = append(sets.ps, p)
			sets.levels = append(sets.levels, float64(level))
		}
	}
	out = append(out, sets)
	for _, size := range []string{"6x6", "8x8", "10x10", "12x12", "14x14"} {
		s := publishedSet{name: "takuzu binarypuzzle " + size}
		for level, l := range []string{"easy", "medium", "hard", "veryhard"} {
			for _, k := range []string{"001", "002"} {
				s.ps = append(s.ps, bundledOne(t, fmt.Sprintf("takuzu/binarypuzzle_%s_%s_%s", l, size, k))...)
				s.levels = append(s.levels, float64(level))
			}
		}
		out = append(out, s)
	}
	kak := publishedSet{name: "kakurasu Logic Games levels 1-27"}
	for lv := 1; lv <= 27; lv++ {
		kak.ps = append(kak.ps, bundledOne(t, fmt.Sprintf("kakurasu/zwvista_level%02d", lv))...)
		kak.levels = append(kak.levels, float64(lv))
	}
	out = append(out, kak)
	cal := publishedSet{name: "kenken Calcudoku levels 1-9"}
	for _, lv := range []int{1, 2, 3, 5, 6, 7, 8, 9} {
		cal.ps = append(cal.ps, bundledOne(t, fmt.Sprintf("kenken/zwvista_calcudoku_level%d", lv))...)
		cal.levels = append(cal.levels, float64(lv))
	}
	out = append(out, cal)
	all := publishedSet{name: "sudoku SE ratings (all 160)"}
	for _, c := range []struct{ file, name string }{
		{"diabolical_first80.txt", "sudoku SE ratings (diabolical 1-80)"},
		{"diabolical_81_160.txt", "sudoku SE ratings (81-160, held out)"},
	} {
		se := readSE(t, c.file)
		se.name = c.name
		out = append(out, se)
		all.ps = append(all.ps, se.ps...)
		all.levels = append(all.levels, se.levels...)
	}
	out = append(out, all)
	return out
}

// readSE reads a file of testdata/se: per line a Sukaku Explainer rating
// and a Sudoku's 81 digits.
func readSE(t *testing.T, file string) publishedSet {
	t.Helper()
	var se publishedSet
	f, err := os.Open("testdata/se/" + file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		r, digits, _ := strings.Cut(line, " ")
		rating, err := strconv.ParseFloat(r, 64)
		if err != nil || len(digits) != 81 {
			t.Fatalf("%s:%d: %q: expected a rating, a space and 81 digits", file, n, line)
		}
		ps, err := puzzles.Parse(fmt.Sprintf("%s:%d", file, n), []byte("sudoku\n"+digits+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		se.ps = append(se.ps, ps[0])
		se.levels = append(se.levels, rating)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return se
}

// TestPublishedDifficulties grades the puzzles whose sources publish a
// difficulty and reports the rank correlation (Spearman) of the grade
// with it (go test -run Published -v shows the table). The correlation is
// asserted positive where the published scale and ours measure the same
// thing (the Sudoku and Takuzu levels); the app levels are reported only.
func TestPublishedDifficulties(t *testing.T) {
	for _, set := range publishedSets(t) {
		var grades []float64
		for _, p := range set.ps {
			d, err := Grade(p, Options{})
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			grades = append(grades, d.Score)
		}
		rho := RankCorrelation(grades, set.levels)
		t.Logf("%-36s %3d puzzles  rho %.3f", set.name, len(set.ps), rho)
		if strings.HasPrefix(set.name, "sudoku Euler") && rho < 0.5 {
			t.Errorf("%s: rho %.3f: the grade does not tell Project Euler's Sudokus from the hardest lists", set.name, rho)
		}
	}
}
