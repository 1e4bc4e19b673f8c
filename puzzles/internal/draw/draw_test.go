package draw

import (
	"math/rand/v2"
	"testing"
)

// TestStreamPinned pins the numbers a seed draws: every generated puzzle
// depends on them, on every platform and Go release.
func TestStreamPinned(t *testing.T) {
	g := New(1, 0x7375646f6b750000)
	var got []int
	for _, n := range []int{2, 3, 9, 10, 100, 1 << 20} {
		got = append(got, g.Intn(n))
	}
	got = append(got, g.Perm(6)...)
	want := []int{1, 1, 4, 6, 74, 905840, 4, 3, 0, 1, 2, 5}
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("draws %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("draws %v, want %v", got, want)
		}
	}
}

// TestFromMatchesNew: a stream handed over by a caller draws as New's.
func TestFromMatchesNew(t *testing.T) {
	a, b := New(7, 42), From(rand.NewPCG(7, 42))
	for range 100 {
		if x, y := a.Intn(1000), b.Intn(1000); x != y {
			t.Fatalf("New draws %d, From %d", x, y)
		}
	}
}

func TestIntnRangeAndSpread(t *testing.T) {
	g := New(3, 4)
	var count [7]int
	for range 7000 {
		v := g.Intn(7)
		if v < 0 || v >= 7 {
			t.Fatalf("Intn(7) = %d", v)
		}
		count[v]++
	}
	for v, c := range count {
		if c < 800 || c > 1200 {
			t.Errorf("Intn(7) drew %d %d times in 7000", v, c)
		}
	}
	for range 100 {
		if v := g.Between(3, 5); v < 3 || v > 5 {
			t.Fatalf("Between(3, 5) = %d", v)
		}
	}
	mask := g.Sample(10, 4)
	k := 0
	for _, in := range mask {
		if in {
			k++
		}
	}
	if k != 4 {
		t.Errorf("Sample(10, 4) has %d entries", k)
	}
}

func isPerm(p []int, base int) bool {
	seen := make([]bool, len(p))
	for _, v := range p {
		if v-base < 0 || v-base >= len(p) || seen[v-base] {
			return false
		}
		seen[v-base] = true
	}
	return true
}

func TestPerms(t *testing.T) {
	g := New(5, 6)
	for n := range 10 {
		if p := g.Perm(n); !isPerm(p, 0) {
			t.Errorf("Perm(%d) = %v", n, p)
		}
		if p := g.PermFrom(3, n); !isPerm(p, 3) {
			t.Errorf("PermFrom(3, %d) = %v", n, p)
		}
	}
}

func TestLatinSquare(t *testing.T) {
	g := New(9, 9)
	for n := 1; n <= 9; n++ {
		sq := LatinSquare(g, n)
		for i := range n {
			row, col := make([]int, n), make([]int, n)
			for j := range n {
				row[j], col[j] = sq[i][j], sq[j][i]
			}
			if !isPerm(row, 0) || !isPerm(col, 0) {
				t.Fatalf("n %d: not Latin: %v", n, sq)
			}
		}
	}
}

func TestSudokuGrid(t *testing.T) {
	g := New(2, 2)
	for _, b := range []int{2, 3, 4} {
		n := b * b
		full := SudokuGrid(g, n, b)
		for i := range n {
			row, col, box := make([]int, n), make([]int, n), make([]int, n)
			for j := range n {
				row[j], col[j] = full[i][j], full[j][i]
				box[j] = full[i/b*b+j/b][i%b*b+j%b]
			}
			if !isPerm(row, 1) || !isPerm(col, 1) || !isPerm(box, 1) {
				t.Fatalf("n %d: not a Sudoku grid: %v", n, full)
			}
		}
	}
}
