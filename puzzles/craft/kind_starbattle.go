package craft

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
)

// Star Battle's ladder, after the techniques its solvers name: a star
// empties the cells around it (each 2×2 block holds at most one star:
// forward checking); a row, column or region that has its stars empties
// the rest, one with as many cells left as stars it lacks fills them
// (counting); two adjacent lines at a time, the kind's own strips
// (full strength); and region/line counting (combined): a band of
// consecutive rows (or columns) holds its lines' stars, region by region,
// so regions that lie inside the band take all of its stars (its other
// cells are empty) and regions that cover it have no star outside it.
// The kind's model keeps its strips; the rest are companions.
func init() {
	kinds["starbattle"] = &kindCraft{
		tune: tuneStarBattle,
		view: func(m *Model) *view {
			p, ok := unwrap[starbattle.Puzzle](m.Puzzle)
			if !ok {
				return nil
			}
			return binaryView(m, p.N, p.N, starbattle.Star, starbattle.Dot, "has a star", "is empty")
		},
	}
}

func tuneStarBattle(p puzzles.Puzzle, t *Tuner) {
	sp, ok := unwrap[starbattle.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a starbattle puzzle"))
		return
	}
	n, k := sp.N, sp.Stars
	if len(t.Vars()) != n*n || n < 2 {
		return
	}
	cell := func(r, c int) cp.VarID { return t.Vars()[r*n+c] }
	s := t.Store()
	// A star and its neighbours: every touching pair lies in a 2×2 block.
	for r := range n - 1 {
		for c := range n - 1 {
			block := []cp.VarID{cell(r, c), cell(r, c+1), cell(r+1, c), cell(r+1, c+1)}
			label := fmt.Sprintf("stars do not touch: the 2×2 block %s–%s holds at most one", cellName(r, c), cellName(r+1, c+1))
			t.Post(Forward, label, func() error { return propagators.Linear(s, ones(4), block, propagators.LE, 1) })
		}
	}
	// Each line's count.
	for i := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for j := range n {
			row[j], col[j] = cell(i, j), cell(j, i)
		}
		t.Post(Counting, "row "+strconv.Itoa(i+1)+" holds "+starCount(k), func() error { return propagators.Linear(s, ones(n), row, propagators.EQ, k) })
		t.Post(Counting, "column "+strconv.Itoa(i+1)+" holds "+starCount(k), func() error { return propagators.Linear(s, ones(n), col, propagators.EQ, k) })
	}
	// Region/line counting over bands of up to n/2 lines (a wider band's
	// argument is its complement's when it touches an edge).
	for _, rows := range []bool{true, false} {
		for w := 1; w <= n/2; w++ {
			for a := 0; a+w <= n; a++ {
				tuneBand(t, sp, rows, a, w)
			}
		}
	}
}

// tuneBand posts the region counting of the band of lines a..a+w-1 (rows
// or columns): the stars of each region that reaches the band split into
// those inside and those outside it, and the insides add up to the
// band's w·k stars.
func tuneBand(t *Tuner, sp *starbattle.Puzzle, rows bool, a, w int) {
	n, k := sp.N, sp.Stars
	s := t.Store()
	in := func(r, c int) bool {
		i := c
		if rows {
			i = r
		}
		return i >= a && i < a+w
	}
	what := "columns"
	if rows {
		what = "rows"
	}
	lines := what + " " + strconv.Itoa(a+1) + "–" + strconv.Itoa(a+w)
	if w == 1 {
		lines = what[:len(what)-1] + " " + strconv.Itoa(a+1)
	}
	its := "their"
	if w == 1 {
		its = "its"
	}
	type reach struct {
		name          string
		inCells, outs []cp.VarID
	}
	var wholly []string // the regions inside the band
	var partly []reach  // the regions partly inside it
	for g, rc := range sp.Cells() {
		r := reach{name: sp.Names[g]}
		for _, c := range rc {
			x := t.Vars()[c[0]*n+c[1]]
			if in(c[0], c[1]) {
				r.inCells = append(r.inCells, x)
			} else {
				r.outs = append(r.outs, x)
			}
		}
		switch {
		case len(r.inCells) == 0:
		case len(r.outs) == 0:
			wholly = append(wholly, r.name)
		default:
			partly = append(partly, r)
		}
	}
	if len(partly) == 0 || t.Failed() {
		return
	}
	need := w*k - len(wholly)*k // the stars the partial regions put in the band
	switch {
	case need == 0:
		all := "all " + its + " " + starCount(w*k)
		if w*k == 1 {
			all = its + " star"
		}
		// Regions inside the band take all its stars: the rest is empty.
		var rest []cp.VarID
		for _, r := range partly {
			rest = append(rest, r.inCells...)
		}
		label := regionNames(wholly) + " " + verb(len(wholly), "lies", "lie") + " inside " + lines + " and " + verb(len(wholly), "takes", "take") + " " + all
		postEmpty(t, label, rest)
		return
	case need == len(partly)*k:
		// The regions that reach the band must put every star there.
		var outs []cp.VarID
		var names []string
		for _, r := range partly {
			outs = append(outs, r.outs...)
			names = append(names, r.name)
		}
		label := "only " + regionNames(names) + " " + verb(len(names), "reaches", "reach") + " " + lines + ", so all " + verb(len(names), "its", "their") + " stars lie there"
		if len(wholly) > 0 {
			label = "besides the regions inside " + lines + ", " + label
		}
		postEmpty(t, label, outs)
		return
	}
	if sp.N > dynamicBands {
		return
	}
	// Otherwise the count is kept as the cells change: each partial
	// region's stars inside the band and outside it make its k, and the
	// insides make the band's count.
	label := lines + " hold " + starCount(w*k) + ", shared by the regions that reach them"
	if w == 1 {
		label = lines + " holds " + starCount(k) + ", shared by the regions that reach it"
	}
	insides := make([]cp.VarID, len(partly))
	for i, r := range partly {
		inside := s.NewVar(0, min(k, len(r.inCells)))
		insides[i] = inside
		t.Post(Combined, label, func() error {
			return propagators.Linear(s, append(ones(len(r.inCells)), -1), append(slices.Clone(r.inCells), inside), propagators.EQ, 0)
		})
		t.Post(Combined, label, func() error {
			return propagators.Linear(s, ones(len(r.outs)+1), append(slices.Clone(r.outs), inside), propagators.EQ, k)
		})
	}
	t.Post(Combined, label, func() error {
		return propagators.Linear(s, ones(len(insides)), insides, propagators.EQ, need)
	})
}

// postEmpty posts "these cells hold no star" on rung Combined. Over one
// cell Linear is a unary constraint that empties the cell as it is posted,
// outside the ladder: the walk never counted it, and only a model built
// with a ceiling from Combined up made it, so the generator's grade (its
// model built to the band's ceiling) differed from a fresh Grade. The
// constant 0 joins the cells so that a propagator holds the deduction on
// its rung.
func postEmpty(t *Tuner, label string, cells []cp.VarID) {
	s := t.Store()
	if len(cells) == 1 {
		cells = []cp.VarID{cells[0], t.constant(0)}
	}
	t.Post(Combined, label, func() error { return propagators.Linear(s, ones(len(cells)), cells, propagators.EQ, 0) })
}

// verb is one or many by the count n.
func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// regionNames is "region A", "regions A and B".
func regionNames(names []string) string {
	if len(names) == 1 {
		return "region " + names[0]
	}
	return "regions " + joinAnd(names)
}

// dynamicBands is the largest side whose bands keep their count as the
// cells change (two counts per region and band): on a 25×25 grid the
// hint's walk took 5 s of CPU with bands of one or two lines (0.2 s
// without); the static cases, which need no count, are kept at every size.
const dynamicBands = 14

// ones is n coefficients 1.
func ones(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

// starCount is "1 star", "2 stars".
func starCount(k int) string {
	if k == 1 {
		return "1 star"
	}
	return strconv.Itoa(k) + " stars"
}

// cellName is "r1c1" of 0-based (r, c).
func cellName(r, c int) string { return "r" + strconv.Itoa(r+1) + "c" + strconv.Itoa(c+1) }
