package generate

// latinSquare returns a random n×n Latin square of the values 0..n-1. It
// starts from the cyclic square under random row, column and symbol
// permutations and then walks the Jacobson–Matthews Markov chain for n³
// moves (and on until the square is proper), which reaches every Latin
// square of the size, not only the isotopes of the cyclic one.
func latinSquare(g *rng, n int) [][]int {
	// cube[(r*n+c)*n+s] is 1 when symbol s stands at (r, c); in an improper
	// square exactly one entry is -1 and its lines hold two 1s each.
	cube := make([]int8, n*n*n)
	at := func(r, c, s int) *int8 { return &cube[(r*n+c)*n+s] }
	pr, pc, ps := g.perm(n), g.perm(n), g.perm(n)
	for r := range n {
		for c := range n {
			*at(r, c, ps[(pr[r]+pc[c])%n]) = 1
		}
	}
	if n >= 3 {
		jacobsonMatthews(g, n, cube, n*n*n)
	}
	sq := make([][]int, n)
	for r := range n {
		sq[r] = make([]int, n)
		for c := range n {
			for s := range n {
				if *at(r, c, s) == 1 {
					sq[r][c] = s
				}
			}
		}
	}
	return sq
}

// jacobsonMatthews makes at least moves moves of the Jacobson–Matthews
// chain on cube, a proper Latin square in incidence-cube form, and stops on
// a proper square.
func jacobsonMatthews(g *rng, n int, cube []int8, moves int) {
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
				r, c, s = g.intn(n), g.intn(n), g.intn(n)
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
			r2 = rs[g.intn(len(rs))]
			cs := ones(func(i int) int8 { return *at(r, i, s) })
			c2 = cs[g.intn(len(cs))]
			ss := ones(func(i int) int8 { return *at(r, c, i) })
			s2 = ss[g.intn(len(ss))]
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
