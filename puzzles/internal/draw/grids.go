package draw

// LatinSquare returns a random n×n Latin square of the values 0..n-1. It
// starts from the cyclic square under random row, column and symbol
// permutations and then walks the Jacobson–Matthews Markov chain for n³
// moves (and on until the square is proper), which reaches every Latin
// square of the size, not only the isotopes of the cyclic one.
func LatinSquare(g *RNG, n int) [][]int {
	sq := make([][]int, n)
	for r := range n {
		sq[r] = make([]int, n)
	}
	readSquare(latinCube(g, n), n, sq)
	return sq
}

// latinCube is LatinSquare's square in incidence-cube form:
// cube[(r*n+c)*n+s] is 1 when symbol s stands at (r, c).
func latinCube(g *RNG, n int) []int8 {
	// In an improper square (during the chain) exactly one entry is -1
	// and its lines hold two 1s each.
	cube := make([]int8, n*n*n)
	pr, pc, ps := g.Perm(n), g.Perm(n), g.Perm(n)
	for r := range n {
		for c := range n {
			cube[(r*n+c)*n+ps[(pr[r]+pc[c])%n]] = 1
		}
	}
	if n >= 3 {
		jacobsonMatthews(g, n, cube, n*n*n)
	}
	return cube
}

// readSquare writes the proper square cube holds into sq (n rows of n).
func readSquare(cube []int8, n int, sq [][]int) {
	for r := range n {
		for c := range n {
			for s := range n {
				if cube[(r*n+c)*n+s] == 1 {
					sq[r][c] = s
				}
			}
		}
	}
}

// jacobsonMatthews makes at least moves moves of the Jacobson–Matthews
// chain on cube, a proper Latin square in incidence-cube form, and stops on
// a proper square.
func jacobsonMatthews(g *RNG, n int, cube []int8, moves int) {
	at := func(r, c, s int) *int8 { return &cube[(r*n+c)*n+s] }
	// two returns the indices i (there are one or two) with f(i) == 1.
	var buf [2]int
	ones := func(f func(i int) int8) []int {
		k := 0
		for i := range n {
			if f(i) == 1 && k < 2 {
				buf[k] = i
				k++
			}
		}
		return buf[:k]
	}
	improper := false
	var ir, ic, is int // the -1 entry when improper
	for step := 0; step < moves || improper; step++ {
		var r, c, s, r2, c2, s2 int
		if !improper {
			// a random 0 entry (r, c, s)
			for {
				r, c, s = g.Intn(n), g.Intn(n), g.Intn(n)
				if *at(r, c, s) == 0 {
					break
				}
			}
			r2 = ones(func(i int) int8 { return *at(i, c, s) })[0]
			c2 = ones(func(i int) int8 { return *at(r, i, s) })[0]
			s2 = ones(func(i int) int8 { return *at(r, c, i) })[0]
		} else {
			r, c, s = ir, ic, is
			rs := ones(func(i int) int8 { return *at(i, c, s) })
			r2 = rs[g.Intn(len(rs))]
			cs := ones(func(i int) int8 { return *at(r, i, s) })
			c2 = cs[g.Intn(len(cs))]
			ss := ones(func(i int) int8 { return *at(r, c, i) })
			s2 = ss[g.Intn(len(ss))]
		}
		*at(r, c, s)++
		*at(r, c2, s2)++
		*at(r2, c, s2)++
		*at(r2, c2, s)++
		*at(r, c, s2)--
		*at(r, c2, s)--
		*at(r2, c, s)--
		*at(r2, c2, s2)--
		improper = *at(r2, c2, s2) < 0
		if improper {
			ir, ic, is = r2, c2, s2
		}
	}
}

// SudokuGrid draws a full n×n Sudoku grid (values 1..n, boxes b×b): the
// base pattern (b·(r mod b) + r div b + c) mod n under random permutations
// of the digits, of the rows within each band, of the bands, of the
// columns within each stack and of the stacks, and a transposition with
// probability ½.
func SudokuGrid(g *RNG, n, b int) [][]int {
	digits := g.Perm(n)
	// rows[i] is the base row shown as row i: a band permutation times a
	// permutation within each band; the same for columns.
	lines := func() []int {
		out := make([]int, 0, n)
		for _, band := range g.Perm(b) {
			for _, k := range g.Perm(b) {
				out = append(out, band*b+k)
			}
		}
		return out
	}
	rows, cols := lines(), lines()
	transpose := g.Chance(1, 2)
	full := make([][]int, n)
	for r := range n {
		full[r] = make([]int, n)
		for c := range n {
			br, bc := rows[r], cols[c]
			if transpose {
				br, bc = cols[c], rows[r]
			}
			full[r][c] = digits[(b*(br%b)+br/b+bc)%n] + 1
		}
	}
	return full
}
