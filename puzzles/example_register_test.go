package puzzles_test

import (
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/model"
)

// A kind of another module: a 4×4 Latin square with givens. Its file is
// the kind line "latin", four rows of digits 1-4 or '.', and optionally a
// "solution" line with the filled rows.

type latinPuzzle struct {
	Name   string
	Givens [4][4]int // 0: open cell
}

type latinSolution struct{ Grid [4][4]int }

// readLatinRows reads four rows of digits (open allows '.') from lines,
// which start at line number first.
func readLatinRows(file string, lines []string, first int, open bool) ([4][4]int, error) {
	var g [4][4]int
	if len(lines) != 4 {
		return g, fmt.Errorf("%s:%d: expected 4 rows, found %d", file, first, len(lines))
	}
	for r, line := range lines {
		if len(line) != 4 {
			return g, fmt.Errorf("%s:%d: expected 4 cells, found %q", file, first+r, line)
		}
		for c, ch := range line {
			switch {
			case ch >= '1' && ch <= '4':
				g[r][c] = int(ch - '0')
			case ch != '.' || !open:
				return g, fmt.Errorf("%s:%d: expected a digit 1-4, found %q", file, first+r, ch)
			}
		}
	}
	return g, nil
}

// parseLatin reads a file: "#" comments, the kind line, four rows.
func parseLatin(file string, data []byte) (*latinPuzzle, error) {
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	k := 0
	for k < len(lines) && strings.HasPrefix(lines[k], "#") {
		k++
	}
	if k == len(lines) || lines[k] != "latin" {
		return nil, fmt.Errorf("%s:%d: expected the kind line 'latin'", file, k+1)
	}
	rows := lines[k+1 : min(k+5, len(lines))]
	g, err := readLatinRows(file, rows, k+2, true)
	if err != nil {
		return nil, err
	}
	return &latinPuzzle{Name: file, Givens: g}, nil
}

func parseLatinSolution(p *latinPuzzle, file string, data []byte) (*latinSolution, error) {
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	first := max(0, len(lines)-4) // the last four lines
	g, err := readLatinRows(file, lines[first:], first+1, false)
	if err != nil {
		return nil, err
	}
	return &latinSolution{Grid: g}, nil
}

func formatLatinRows(g [4][4]int) string {
	var b strings.Builder
	for _, row := range g {
		for _, v := range row {
			b.WriteByte(".1234"[v])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// verifyLatin checks the rules on the grid alone: the givens kept, and
// each row and column holding 1-4 once.
func verifyLatin(p *latinPuzzle, s *latinSolution) error {
	for r := range 4 {
		var inRow, inCol [5]bool
		for c := range 4 {
			if g := p.Givens[r][c]; g != 0 && s.Grid[r][c] != g {
				return fmt.Errorf("r%dc%d is %d, not its given %d", r+1, c+1, s.Grid[r][c], g)
			}
			v, w := s.Grid[r][c], s.Grid[c][r] // row r, column r
			if v < 1 || v > 4 || inRow[v] {
				return fmt.Errorf("row %d holds %d twice", r+1, v)
			}
			if w < 1 || w > 4 || inCol[w] {
				return fmt.Errorf("column %d holds %d twice", r+1, w)
			}
			inRow[v], inCol[w] = true, true
		}
	}
	return nil
}

// buildLatin states the rules on the modelling layer: a 4×4 grid of
// 1..4, the givens fixed, every row and column all different, each
// constraint named as the rules speak.
func buildLatin(p *latinPuzzle) (*model.Model[latinSolution], error) {
	m := tessera.NewModel()
	g := m.IntGrid(4, 4, 1, 4, "cell")
	for r, row := range p.Givens {
		for c, v := range row {
			if v != 0 {
				m.Add(g.At(r, c).Eq(v)).Namedf("given %d at r%dc%d", v, r+1, c+1)
			}
		}
	}
	for i := range 4 {
		m.AllDifferent(g.Row(i)).Namedf("row %d", i+1)
		m.AllDifferent(g.Col(i)).Namedf("column %d", i+1)
	}
	if err := m.Err(); err != nil {
		return nil, err
	}
	vars := tessera.IDs(g.Flat())
	decode := func(s *cp.Store) *latinSolution {
		var sol latinSolution
		for i, x := range vars {
			sol.Grid[i/4][i%4] = s.Value(x)
		}
		return &sol
	}
	return &model.Model[latinSolution]{Store: m.Store(), Vars: vars, Decode: decode}, nil
}

func ExampleRegister() {
	err := puzzles.Register(puzzles.Kind[latinPuzzle, latinSolution]{
		Name:       "latin",
		Parse:      parseLatin,
		PuzzleName: func(p *latinPuzzle) string { return p.Name },
		Size:       func(*latinPuzzle) string { return "4x4" },
		Format:     func(p *latinPuzzle) string { return "latin\n" + formatLatinRows(p.Givens) },
		FormatSolution: func(_ *latinPuzzle, s *latinSolution) string {
			return formatLatinRows(s.Grid)
		},
		ParseSolution: parseLatinSolution,
		Verify:        verifyLatin,
		Build:         buildLatin,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	kinds := puzzles.Kinds()
	fmt.Println("last kind:", kinds[len(kinds)-1])

	for _, givens := range []string{"1...\n..3.\n.4..\n...2\n", "13..\n..3.\n.4..\n...2\n"} {
		ps, err := puzzles.Parse("mini.txt", []byte("# a 4x4 Latin square\nlatin\n"+givens))
		if err != nil {
			fmt.Println(err)
			return
		}
		// Count to 2: is the solution unique? Every solution found has
		// passed verifyLatin before Solve reports it.
		res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2})
		if err != nil {
			fmt.Println(err)
			return
		}
		unique, _ := res.Unique()
		fmt.Printf("%s, %s: %d solutions found, unique %v, %d nodes\n", ps[0].Name(), ps[0].Size(), res.Solutions, unique, res.Stats.Nodes)
		if unique {
			fmt.Print(res.Solution.Format())
			// Anyone can check a solution by the puzzle's rules.
			wrong, err := ps[0].ParseSolution("wrong.txt", []byte("1324\n4231\n2413\n3412\n"))
			if err != nil {
				fmt.Println(err)
				return
			}
			fmt.Println("wrong.txt:", ps[0].Verify(wrong))
		}
	}
	fmt.Println("again:", puzzles.Register(puzzles.Kind[latinPuzzle, latinSolution]{Name: "latin"}))
	// Output:
	// last kind: latin
	// mini.txt, 4x4: 2 solutions found, unique false, 3 nodes
	// mini.txt, 4x4: 1 solutions found, unique true, 1 nodes
	// 1324
	// 4231
	// 2413
	// 3142
	// wrong.txt: column 2 holds 4 twice
	// again: cannot register the puzzle kind "latin": a kind of that name is already registered
}
