package propagators

import "math"

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
// node size+i. All arrays are sized once for the largest tree.
type thetaTree struct {
	size               int // leaves of the current tree (a power of two)
	sum, ect           []int
	sumG, ectG         []int
	respS, respE       []int32
	leafEst, leafP     []int // the leaf's values, kept for clearing and graying
	leafTask, leafKind []int32
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
	nodes := 2 * size
	return thetaTree{
		size: size,
		sum:  make([]int, nodes), ect: make([]int, nodes),
		sumG: make([]int, nodes), ectG: make([]int, nodes),
		respS: make([]int32, nodes), respE: make([]int32, nodes),
		leafEst: make([]int, size), leafP: make([]int, size),
		leafTask: make([]int32, size), leafKind: make([]int32, size),
	}
}

// reset empties the tree and sizes it for n leaves (n at most the size given
// to newThetaTree). O(n).
func (t *thetaTree) reset(n int) {
	size := 1
	for size < n {
		size *= 2
	}
	t.size = size
	for k := 1; k < 2*size; k++ {
		t.sum[k], t.ect[k], t.sumG[k], t.ectG[k] = 0, schedNegInf, 0, schedNegInf
		t.respS[k], t.respE[k] = -1, -1
	}
	for i := 0; i < size; i++ {
		t.leafKind[i] = thetaEmpty
	}
}

// setLeaf records task's values at leaf position pos without updating the
// nodes above; build() or a later set* call does that.
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
	k := t.size + pos
	switch t.leafKind[pos] {
	case thetaWhite:
		p, e := t.leafP[pos], t.leafEst[pos]+t.leafP[pos]
		t.sum[k], t.ect[k], t.sumG[k], t.ectG[k] = p, e, p, e
		t.respS[k], t.respE[k] = -1, -1
	case thetaGray:
		p, e := t.leafP[pos], t.leafEst[pos]+t.leafP[pos]
		t.sum[k], t.ect[k], t.sumG[k], t.ectG[k] = 0, schedNegInf, p, e
		task := t.leafTask[pos]
		t.respS[k], t.respE[k] = task, task
	default:
		t.sum[k], t.ect[k], t.sumG[k], t.ectG[k] = 0, schedNegInf, 0, schedNegInf
		t.respS[k], t.respE[k] = -1, -1
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
	l, r := 2*k, 2*k+1
	t.sum[k] = t.sum[l] + t.sum[r]
	t.ect[k] = max(t.ect[r], t.ect[l]+t.sum[r])
	if a, b := t.sumG[l]+t.sum[r], t.sum[l]+t.sumG[r]; a >= b {
		t.sumG[k], t.respS[k] = a, t.respS[l]
	} else {
		t.sumG[k], t.respS[k] = b, t.respS[r]
	}
	e, resp := t.ectG[r], t.respE[r]
	if c := t.ect[l] + t.sumG[r]; c > e {
		e, resp = c, t.respS[r]
	}
	if c := t.ectG[l] + t.sum[r]; c > e {
		e, resp = c, t.respE[l]
	}
	t.ectG[k], t.respE[k] = e, resp
}

// ECT is the earliest completion time of the white leaves.
func (t *thetaTree) ECT() int { return t.ect[1] }

// ECTGray is the largest earliest completion time of the white leaves plus
// one gray leaf, and that gray leaf's task (-1 when no gray leaf raises it
// above ECT).
func (t *thetaTree) ECTGray() (int, int32) { return t.ectG[1], t.respE[1] }
