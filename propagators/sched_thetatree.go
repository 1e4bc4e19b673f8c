package propagators

import (
	"math"
)

// schedNegInf stands for "no task": the earliest completion time of an empty
// set. It is far enough from the int range's end that adding a sum of
// durations cannot wrap.
const schedNegInf = math.MinInt64 / 4

// thetaTree is Vilím's Θ-Λ-tree (Vilím, Barták, Čepek, "Extension of O(n log
// n) filtering algorithms for the unary resource constraint to optional
// activities", Constraints 2005): a balanced binary tree whose leaves are the
// tasks in order of earliest start time. Each leaf is empty, white (in Θ) or
// gray (in Λ); every node keeps, for the leaves below it,
//
//	sum  = Σ p over the white leaves
//	ect  = max over white subsets Ω of est_Ω + p_Ω (the earliest completion
//	       time of Θ, schedNegInf when there is none)
//
// and the same two with at most one gray leaf added (sumG, ectG), with the
// gray leaf responsible for each (respS, respE; -1 when no gray leaf is
// needed). Changing a leaf costs O(log n); the root answers ECT(Θ) and
// max over gray i of ECT(Θ ∪ {i}) in O(1).
//
// The cumulative overload check uses the same tree with est replaced by
// C·est and p by the energy p·h: ect is then Vilím's energy envelope.
//
// Nodes are 1-based: node k has children 2k and 2k+1, and leaf position i is
// node size+i. The nodes are one array of structs (a combine touches three
// of them); all arrays are sized once for the largest tree. Without gray
// leaves (reset with gray unset) a combine skips the gray half.
type thetaTree struct {
	size               int  // leaves of the current tree (a power of two)
	gray               bool // gray leaves may occur: keep sumG, ectG, respS, respE
	node               []thetaNode
	leafEst, leafP     []int // the leaf's values, kept for clearing and graying
	leafTask, leafKind []int32
}

type thetaNode struct {
	sum, ect     int
	sumG, ectG   int
	respS, respE int32
}

const (
	thetaEmpty = iota
	thetaWhite
	thetaGray
)

func newThetaTree(maxLeaves int) thetaTree {
	size := 1
	for size < maxLeaves {
		size *= 2
	}
	return thetaTree{
		size:    size,
		node:    make([]thetaNode, 2*size),
		leafEst: make([]int, size), leafP: make([]int, size),
		leafTask: make([]int32, size), leafKind: make([]int32, size),
	}
}

var thetaEmptyNode = thetaNode{ect: schedNegInf, ectG: schedNegInf, respS: -1, respE: -1}

// reset empties the tree and sizes it for n leaves (n at most the size given
// to newThetaTree); gray says whether gray leaves will be used. O(n).
func (t *thetaTree) reset(n int, gray bool) {
	size := 1
	for size < n {
		size *= 2
	}
	t.size, t.gray = size, gray
	nodes := t.node[1 : 2*size]
	for k := range nodes {
		nodes[k] = thetaEmptyNode
	}
	clear(t.leafKind[:size])
}

// setLeaf records task's values at leaf position pos without updating the
// nodes above; whiteAll or a later set call does that.
func (t *thetaTree) setLeaf(pos int, task int32, est, p int) {
	t.leafEst[pos], t.leafP[pos], t.leafTask[pos] = est, p, task
}

// whiteAll makes every leaf 0..n-1 white (after setLeaf on each) and
// rebuilds the nodes bottom-up in O(size).
func (t *thetaTree) whiteAll(n int) {
	for pos := 0; pos < n; pos++ {
		t.leafKind[pos] = thetaWhite
		t.fillLeaf(pos)
	}
	for k := t.size - 1; k >= 1; k-- {
		t.combine(k)
	}
}

func (t *thetaTree) fillLeaf(pos int) {
	nd := &t.node[t.size+pos]
	switch t.leafKind[pos] {
	case thetaWhite:
		p, e := t.leafP[pos], t.leafEst[pos]+t.leafP[pos]
		*nd = thetaNode{sum: p, ect: e, sumG: p, ectG: e, respS: -1, respE: -1}
	case thetaGray:
		p, e := t.leafP[pos], t.leafEst[pos]+t.leafP[pos]
		task := t.leafTask[pos]
		*nd = thetaNode{sum: 0, ect: schedNegInf, sumG: p, ectG: e, respS: task, respE: task}
	default:
		*nd = thetaEmptyNode
	}
}

// set gives leaf pos the kind (thetaEmpty, thetaWhite, thetaGray) and
// updates the path to the root. O(log n).
func (t *thetaTree) set(pos int, kind int32) {
	t.leafKind[pos] = kind
	t.fillLeaf(pos)
	for k := (t.size + pos) / 2; k >= 1; k /= 2 {
		t.combine(k)
	}
}

func (t *thetaTree) combine(k int) {
	nodes := t.node
	l, r, nd := &nodes[2*k], &nodes[2*k+1], &nodes[k]
	nd.sum = l.sum + r.sum
	nd.ect = max(r.ect, l.ect+r.sum)
	if !t.gray {
		return
	}
	if a, b := l.sumG+r.sum, l.sum+r.sumG; a >= b {
		nd.sumG, nd.respS = a, l.respS
	} else {
		nd.sumG, nd.respS = b, r.respS
	}
	e, resp := r.ectG, r.respE
	if c := l.ect + r.sumG; c > e {
		e, resp = c, r.respS
	}
	if c := l.ectG + r.sum; c > e {
		e, resp = c, l.respE
	}
	nd.ectG, nd.respE = e, resp
}

// ECT is the earliest completion time of the white leaves.
func (t *thetaTree) ECT() int { return t.node[1].ect }

// ECTGray is the largest earliest completion time of the white leaves plus
// one gray leaf, and that gray leaf's task (-1 when no gray leaf raises it
// above ECT). Only for a tree reset with gray set.
func (t *thetaTree) ECTGray() (int, int32) { return t.node[1].ectG, t.node[1].respE }

func (t *thetaTree) clone() thetaTree {
	c := *t
	c.node = cloneSlice(t.node)
	c.leafEst, c.leafP = cloneSlice(t.leafEst), cloneSlice(t.leafP)
	c.leafTask, c.leafKind = cloneSlice(t.leafTask), cloneSlice(t.leafKind)
	return c
}
