package tetravex

import "slices"

// edges holds the pieces' edges with the edge numbers renumbered densely
// (0..k-1 in increasing order of the numbers), indexed by the model's value
// of a piece (see rankPieces), and the pieces grouped by edge.
type edges struct {
	n                        int   // pieces
	left, top, right, bottom []int // by value
	byLeft, byTop            [][]int
	byLeftTop                map[[2]int][]int // pieces by (left, top)
}

// newEdges renumbers the edges of p's pieces; value v stands for piece
// perm[v].
func newEdges(p *Puzzle, perm []int) *edges {
	var nums []int
	for _, pc := range p.Pieces {
		nums = append(nums, pc.Left, pc.Top, pc.Right, pc.Bottom)
	}
	slices.Sort(nums)
	nums = slices.Compact(nums)
	id := func(x int) int { i, _ := slices.BinarySearch(nums, x); return i }
	n := len(p.Pieces)
	e := &edges{
		n:    n,
		left: make([]int, n), top: make([]int, n), right: make([]int, n), bottom: make([]int, n),
		byLeft: make([][]int, len(nums)), byTop: make([][]int, len(nums)),
		byLeftTop: make(map[[2]int][]int),
	}
	for v, k := range perm {
		pc := p.Pieces[k]
		e.left[v], e.top[v], e.right[v], e.bottom[v] = id(pc.Left), id(pc.Top), id(pc.Right), id(pc.Bottom)
		e.byLeft[e.left[v]] = append(e.byLeft[e.left[v]], v)
		e.byTop[e.top[v]] = append(e.byTop[e.top[v]], v)
		lt := [2]int{e.left[v], e.top[v]}
		e.byLeftTop[lt] = append(e.byLeftTop[lt], v)
	}
	return e
}

// pairs returns the (left piece, right piece) pairs and the (upper piece,
// lower piece) pairs of distinct pieces whose touching edges match.
func (e *edges) pairs() (horiz, vert [][]int) {
	for a := range e.n {
		for _, b := range e.byLeft[e.right[a]] {
			if b != a {
				horiz = append(horiz, []int{a, b})
			}
		}
		for _, b := range e.byTop[e.bottom[a]] {
			if b != a {
				vert = append(vert, []int{a, b})
			}
		}
	}
	return horiz, vert
}

// blocks returns the 2×2 blocks of four distinct pieces (top left, top
// right, bottom left, bottom right) whose four inner edges match, and true;
// or nil and false as soon as there are more than limit of them.
func (e *edges) blocks(limit int) ([][]int, bool) {
	var out [][]int
	for a := range e.n {
		for _, b := range e.byLeft[e.right[a]] {
			if b == a {
				continue
			}
			for _, c := range e.byTop[e.bottom[a]] {
				if c == a || c == b {
					continue
				}
				for _, d := range e.byLeftTop[[2]int{e.right[c], e.bottom[b]}] {
					if d == a || d == b || d == c {
						continue
					}
					if len(out) == limit {
						return nil, false
					}
					out = append(out, []int{a, b, c, d})
				}
			}
		}
	}
	return out, true
}
