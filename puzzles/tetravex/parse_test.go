package tetravex

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// instances returns the bundled instance files of the repository copy.
func instances(t testing.TB) []string { return kindtest.Instances(t) }

func parseFile(t testing.TB, file string) *Puzzle { return kindtest.ParseFile(t, Parse, file) }

func TestBundledInstances(t *testing.T) {
	known := 0
	for _, file := range instances(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			p := parseFile(t, file)
			if err := p.Validate(); err != nil {
				t.Fatalf("Validate: %v", err)
			}
			if p.Known != nil {
				known++
				if err := Verify(p, p.Known); err != nil {
					t.Errorf("Verify(known solution): %v", err)
				}
			}
			// Every instance is solvable: a plain search finds a placement
			// that Verify accepts.
			s := solve(p)
			if s == nil {
				t.Fatalf("no solution found")
			}
			if err := Verify(p, s); err != nil {
				t.Errorf("Verify(found solution): %v", err)
			}
		})
	}
	if known == 0 {
		t.Errorf("no instance with a known solution")
	}
}

// solve places the pieces in reading order by backtracking (test helper).
func solve(p *Puzzle) *Solution {
	n := p.N
	s := &Solution{Grid: make([][]int, n)}
	for r := range s.Grid {
		s.Grid[r] = make([]int, n)
	}
	used := make([]bool, len(p.Pieces))
	var place func(i int) bool
	place = func(i int) bool {
		if i == n*n {
			return true
		}
		r, c := i/n, i%n
		for k, pc := range p.Pieces {
			if used[k] ||
				(c > 0 && p.Pieces[s.Grid[r][c-1]].Right != pc.Left) ||
				(r > 0 && p.Pieces[s.Grid[r-1][c]].Bottom != pc.Top) {
				continue
			}
			used[k] = true
			s.Grid[r][c] = k
			if place(i + 1) {
				return true
			}
			used[k] = false
		}
		return false
	}
	if !place(0) {
		return nil
	}
	return s
}

func TestBundledEmbedsTestdata(t *testing.T) { kindtest.CheckEmbeds(t, Bundled) }

func TestRoundTrip(t *testing.T) {
	for _, file := range instances(t) {
		p := parseFile(t, file)
		checkRoundTrip(t, p)
		if p.Known == nil {
			p.Known = solve(p)
			checkRoundTrip(t, p)
		}
	}
}

func checkRoundTrip(t testing.TB, p *Puzzle) {
	t.Helper()
	kindtest.CheckRoundTrip(t, p.Name, Parse, Format, p)
}

func TestBadFiles(t *testing.T) {
	kindtest.CheckBadEOF(t, Parse, []kindtest.BadEOF{
		{"tetravex-short-piece.txt", 5, false, "expected piece 3 as four numbers 'left top right bottom', found 3 tokens"},
		{"tetravex-too-few-pieces.txt", 5, true, "expected 4 pieces (n² for size 2), found 2"},
	})
}

const small = `tetravex
size 2
1 0 2 3
2 0 1 4
1 3 5 0
5 4 1 0
`

func TestParseVariants(t *testing.T) {
	want := &Puzzle{Name: "x", N: 2, Pieces: []Piece{{1, 0, 2, 3}, {2, 0, 1, 4}, {1, 3, 5, 0}, {5, 4, 1, 0}},
		Known: &Solution{Grid: [][]int{{0, 1}, {2, 3}}}}
	variants := []string{
		small + "solution\n1 2\n3 4\n",
		"# header\n\n\ufeffTETRAVEX\r\nSize 2\r\n1\t0 2  3\r\n2014\r\n1 3 5 0\r\n\r\n5 4 1 0\r\nSolution\r\n12\r\n3 4",
	}
	for _, v := range variants {
		p, err := Parse("x", []byte(v))
		if err != nil {
			t.Errorf("Parse(%q): %v", v, err)
			continue
		}
		if !reflect.DeepEqual(p, want) {
			t.Errorf("Parse(%q) = %+v, want %+v", v, p, want)
		}
	}
	if err := Verify(want, want.Known); err != nil {
		t.Errorf("Verify: %v", err)
	}
	if got := FormatSolution(want, want.Known); got != "1 2\n3 4\n" {
		t.Errorf("FormatSolution = %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "abcpath\n", 1, "expected kind line 'tetravex'"},
		{"option", "tetravex big\nsize 1\n1 2 3 4\n", 1, "unknown option 'big' for tetravex (this kind takes no options)"},
		{"no size", "tetravex\n", 2, "expected 'size n' after the kind line"},
		{"no size before solution", "tetravex\nsolution\n1\n", 2, "expected 'size n' after the kind line"},
		{"not size", "tetravex\n1 2 3 4\n", 2, "expected 'size n' after the kind line, found '1 2 3 4'"},
		{"size zero", "tetravex\nsize 0\n", 2, "expected 'size n' with n in 1..12, found '0'"},
		{"size big", "tetravex\nsize 13\n", 2, "found '13'"},
		{"size word", "tetravex\nsize three\n", 2, "found 'three'"},
		{"comment", "tetravex\n# c\nsize 1\n1 2 3 4\n", 2, "comments ('#' lines) are allowed only before the kind line"},
		{"too many", "tetravex\nsize 1\n1 2 3 4\n1 2 3 4\n", 4, "all 1 pieces are read; expected nothing more"},
		{"five numbers", "tetravex\nsize 1\n1 2 3 4 5\n", 3, "expected piece 1 as four numbers 'left top right bottom', found 5 tokens"},
		{"negative", "tetravex\nsize 1\n1 -2 3 4\n", 3, "each in 0..1000000, found '-2'"},
		{"edge big", "tetravex\nsize 1\n1 2 3 1000001\n", 3, "found '1000001'"},
		{"few before solution", small[:len(small)-8] + "solution\n1 2\n3 4\n", 6, "expected 4 pieces (n² for size 2), found 3"},
		{"no block", small + "solution\n", 8, "expected 2 rows of 2 piece numbers, found 0"},
		{"short block", small + "solution\n1 2\n", 9, "expected 2 rows of 2 piece numbers, found 1"},
		{"long block", small + "solution\n1 2\n3 4\n1 2\n", 10, "this is row 3"},
		{"block row", small + "solution\n1 2 3\n3 4\n", 8, "expected a row of 2 piece numbers, found 3"},
		{"block number", small + "solution\n1 5\n3 4\n", 8, "expected a piece number 1..4, found '5'"},
		{"block zero", small + "solution\n1 0\n3 4\n", 8, "found '0'"},
		{"block size", small + "solution\nsize 2\n1 2\n3 4\n", 8, "a tetravex solution block has no 'size' line"},
	})
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("x", []byte(small+"solution\n1 2\n3 4\n"))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"size", func(p *Puzzle) { p.N = 13 }, "expected size 1..12, found 13"},
		{"pieces", func(p *Puzzle) { p.Pieces = p.Pieces[:3] }, "expected 4 pieces (n² for size 2), found 3"},
		{"edge", func(p *Puzzle) { p.Pieces[2].Right = -1 }, "piece 3 has edge number -1"},
		{"known rows", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{0, 1}}} }, "the known solution has 1 rows, expected 2"},
		{"known row", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{0, 1}, {2}}} }, "row 2 of the known solution has 1 pieces"},
		{"known piece", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{0, 1}, {2, 4}}} }, "holds piece 5, expected 1..4"},
	})
}
