package draw

// LatinChain draws Latin squares one after another for a generator that
// throws most of its draws away (a KenKen of a hard band: about 30 drawn
// per 6x6 puzzle kept). The first square is LatinSquare's, from the same
// draws; each later one walks the same Jacobson–Matthews chain on from the
// square before for a few moves, then permutes its rows, columns and
// symbols at random. With n² moves a square the squares follow
// LatinSquare's law (TestLatinChainLaw; that law is not uniform, see
// there); consecutive squares are not independent, but n² moves and an
// isotopy cost about a sixth of a fresh square's n³ moves.
type LatinChain struct {
	n    int
	cube []int8 // the current square in incidence-cube form (LatinSquare's)
	sq   [][]int
	perm [3][]int // rows, columns, symbols
}

// NewLatinChain is a chain of n×n Latin squares; n must be positive.
func NewLatinChain(n int) *LatinChain {
	c := &LatinChain{n: n, sq: make([][]int, n)}
	for r := range n {
		c.sq[r] = make([]int, n)
	}
	for i := range c.perm {
		c.perm[i] = make([]int, n)
	}
	return c
}

// Size is the side of the chain's squares.
func (c *LatinChain) Size() int { return c.n }

// Next returns the chain's next square (values 0..n-1), moves moves of
// the chain after the one before (the first: LatinSquare(g, n)). The
// square is the chain's own: the next call overwrites it.
func (c *LatinChain) Next(g *RNG, moves int) [][]int {
	n := c.n
	if c.cube == nil {
		c.cube = latinCube(g, n)
	} else {
		if n >= 3 {
			jacobsonMatthews(g, n, c.cube, moves)
		}
		c.permute(g)
	}
	readSquare(c.cube, n, c.sq)
	return c.sq
}

// permute maps the current square through random permutations of its
// rows, columns and symbols.
func (c *LatinChain) permute(g *RNG) {
	n := c.n
	readSquare(c.cube, n, c.sq)
	for _, p := range c.perm {
		for i := range p {
			p[i] = i
		}
		Shuffle(g, p)
	}
	clear(c.cube)
	pr, pc, ps := c.perm[0], c.perm[1], c.perm[2]
	for r, row := range c.sq {
		for col, s := range row {
			c.cube[(pr[r]*n+pc[col])*n+ps[s]] = 1
		}
	}
}
