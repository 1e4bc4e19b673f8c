package takuzu

import "fmt"

// line is a row or a column of the grid.
type line struct {
	col bool // a column (else a row)
	k   int  // 0-based index of the row or column
}

func (l line) String() string {
	if l.col {
		return fmt.Sprintf("column %d", l.k+1)
	}
	return fmt.Sprintf("row %d", l.k+1)
}

// at returns the row and column of the i-th cell of l.
func (l line) at(i int) (r, c int) {
	if l.col {
		return i, l.k
	}
	return l.k, i
}

// span names cells i..j of l, e.g. "columns 3-5".
func (l line) span(i, j int) string {
	if l.col {
		return fmt.Sprintf("rows %d-%d", i+1, j+1)
	}
	return fmt.Sprintf("columns %d-%d", i+1, j+1)
}

// allLines lists the rows, then the columns, of an n×n grid.
func allLines(n int) []line {
	out := make([]line, 0, 2*n)
	for k := range n {
		out = append(out, line{k: k})
	}
	for k := range n {
		out = append(out, line{col: true, k: k})
	}
	return out
}

// values returns the cells of l in g.
func (l line) values(g [][]int8, n int) []int8 {
	v := make([]int8, n)
	for i := range n {
		r, c := l.at(i)
		v[i] = g[r][c]
	}
	return v
}

func plural(k int, word string) string {
	if k == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", k, word)
}

func valueName(v int8) string {
	if v == 0 {
		return "zero"
	}
	return "one"
}

func equal(a, b []int8) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func full(a []int8) bool {
	for _, v := range a {
		if v < 0 {
			return false
		}
	}
	return true
}
