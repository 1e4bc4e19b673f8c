package tessera

import (
	"fmt"
	"testing"
)

func TestPairsAndIota(t *testing.T) {
	var got [][2]int
	for i, j := range Pairs(4) {
		got = append(got, [2]int{i, j})
	}
	if fmt.Sprint(got) != "[[0 1] [0 2] [0 3] [1 2] [1 3] [2 3]]" {
		t.Errorf("Pairs(4) = %v", got)
	}
	for i, j := range Pairs(4) {
		if i == 1 {
			break // stops without panicking
		}
		_ = j
	}
	if fmt.Sprint(Iota(4, -2), Iota(0, 1)) != "[0 -2 -4 -6] []" {
		t.Errorf("Iota = %v %v", Iota(4, -2), Iota(0, 1))
	}
}

func TestGraph(t *testing.T) {
	// A 3×3 board without its centre, knight moves: an 8-cycle.
	cells, next := Graph(3, 3, func(r, c int) bool { return r != 1 || c != 1 }, KnightMoves)
	if len(cells) != 8 || cells[5] != [2]int{2, 0} {
		t.Fatalf("cells %v", cells)
	}
	// Node 0 is (0,0): knight moves to (1,2) = node 4... in reading order
	// of the open cells: (0,0)0 (0,1)1 (0,2)2 (1,0)3 (1,2)4 (2,0)5 (2,1)6 (2,2)7.
	if fmt.Sprint(next) != "[[4 6] [5 7] [3 6] [2 7] [0 5] [1 4] [0 2] [1 3]]" {
		t.Errorf("next %v", next)
	}
	_, next = Graph(2, 2, nil, OrthogonalMoves)
	if fmt.Sprint(next) != "[[1 2] [0 3] [0 3] [1 2]]" {
		t.Errorf("2×2 orthogonal: %v", next)
	}
}

func TestGroupAndGrid(t *testing.T) {
	keys := [][]int{{0, 0, 1}, {2, -1, 1}}
	vals := [][]string{{"a", "b", "c"}, {"d", "e", "f"}}
	if got := fmt.Sprint(Group(keys, vals)); got != "[[a b] [c f] [d]]" {
		t.Errorf("Group = %s", got)
	}
	m := NewModel()
	g := m.IntGrid(4, 4, 1, 4, "g")
	cases := []struct {
		got  []IntVar
		want string
	}{
		{g.Row(1), "[g[1][0] g[1][1] g[1][2] g[1][3]]"},
		{g.Col(2), "[g[0][2] g[1][2] g[2][2] g[3][2]]"},
		{g.Block(2, 0, 2, 2), "[g[2][0] g[2][1] g[3][0] g[3][1]]"},
		{g.Boxes(2, 2)[1], "[g[0][2] g[0][3] g[1][2] g[1][3]]"},
		{g.Diagonal(), "[g[0][0] g[1][1] g[2][2] g[3][3]]"},
		{g.AntiDiagonal(), "[g[0][3] g[1][2] g[2][1] g[3][0]]"},
		{g.Cells([][2]int{{3, 3}, {0, 1}}), "[g[3][3] g[0][1]]"},
		{g.Neighbours(0, 0, OrthogonalMoves), "[g[0][1] g[1][0]]"},
		{g.Neighbours(1, 0, KingMoves), "[g[0][0] g[0][1] g[1][1] g[2][0] g[2][1]]"},
		{GridOf(2, 2, g.Row(3)).Col(1), "[g[3][1] g[3][3]]"},
		{g.Regions([][]int{{1, 1}, {0}})[1], "[g[0][0] g[0][1]]"},
	}
	for i, c := range cases {
		if s := fmt.Sprint(c.got); s != c.want {
			t.Errorf("case %d: %s, want %s", i, s, c.want)
		}
	}
	if GridOf(3, 3, g.Row(0)).NumRows() != 0 {
		t.Error("GridOf with the wrong number of cells")
	}
	if len(g.Rows()) != 4 || len(g.Cols()) != 4 || len(g.Boxes(3, 3)) != 1 || len(g.Flat()) != 16 {
		t.Error("Rows, Cols, Boxes or Flat miscounted")
	}
}
