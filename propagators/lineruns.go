package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// LineRuns posts that the line of booleans xs (1 filled, 0 blank) shows
// exactly the runs of clue: runs of 1s of the given lengths, in order,
// separated by at least one 0 (a nonogram row or column; an empty clue is
// an all-0 line). Every xs[i] must be a boolean and the variables distinct;
// every run length must be positive.
//
// The propagator is the classic nonogram line solver made domain
// consistent: a forward pass computes, for each prefix of the line and
// each number of runs, whether those runs fit the prefix (its cells that
// can be 1 under the runs, those that can be 0 between them), a backward
// pass the same for the suffixes and the last runs; a cell keeps 0 if some
// split puts a blank there, and 1 if some placement of some run covers it
// with both ends fitting. That is exactly the set of values some completion
// of the line uses, as Regular over dfa.Runs(clue) gives, without the
// layered graph: O(n·k) time per call (n cells, k runs), scratch of
// (k+1)·(n+2) booleans sized at post, no allocation.
func LineRuns(s *cp.Store, xs []cp.VarID, clue []int) error {
	const name = "LineRuns"
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	if err := checkBools(s, name, xs...); err != nil {
		return err
	}
	for i, v := range clue {
		if v < 1 {
			return argErr(name, "run %d has length %d, want at least 1", i, v)
		}
	}
	n, k := len(xs), len(clue)
	p := &lineRuns{
		xs: slices.Clone(xs), runs: slices.Clone(clue),
		fw: make([]bool, (k+1)*(n+1)), bw: make([]bool, (k+1)*(n+2)),
		no1: make([]int32, n+1), cover: make([]int32, n+1),
	}
	id := s.Post(p, cp.Linear, "lineruns")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	s.Schedule(id)
	return nil
}

// lineRuns propagates LineRuns. fw[j*(n+1)+i]: the first j runs fit cells
// [0, i); bw[j*(n+2)+i]: runs j.. fit cells [i, n) (i up to n+1, true
// beyond the end only for j = k); no1[i] counts the cells of [0, i) that
// cannot be 1; cover is the difference array of the cells some placement
// covers.
type lineRuns struct {
	xs     []cp.VarID
	runs   []int
	fw, bw []bool
	no1    []int32
	cover  []int32
}

func (p *lineRuns) Propagate(s *cp.Store) cp.Status {
	n, k := len(p.xs), len(p.runs)
	can0 := func(i int) bool { return s.Min(p.xs[i]) == 0 }
	p.no1[0] = 0
	for i, x := range p.xs {
		p.no1[i+1] = p.no1[i]
		if s.Max(x) == 0 {
			p.no1[i+1]++
		}
	}
	can1 := func(a, b int) bool { return p.no1[b] == p.no1[a] } // cells [a, b) can all be 1
	w := n + 1
	for j := 0; j <= k; j++ {
		for i := 0; i <= n; i++ {
			ok := false
			switch {
			case i == 0:
				ok = j == 0
			case can0(i-1) && p.fw[j*w+i-1]:
				ok = true
			case j > 0:
				l := p.runs[j-1]
				if st := i - l; st >= 0 && can1(st, i) {
					if st == 0 {
						ok = j == 1
					} else {
						ok = can0(st-1) && p.fw[(j-1)*w+st-1]
					}
				}
			}
			p.fw[j*w+i] = ok
		}
	}
	if !p.fw[k*w+n] {
		return cp.Fail
	}
	v := n + 2
	for j := k; j >= 0; j-- {
		p.bw[j*v+n+1] = false
		for i := n; i >= 0; i-- {
			ok := false
			switch {
			case i == n:
				ok = j == k
			case can0(i) && p.bw[j*v+i+1]:
				ok = true
			case j < k:
				l := p.runs[j]
				if e := i + l; e <= n && can1(i, e) {
					if e == n {
						ok = j == k-1
					} else {
						ok = can0(e) && p.bw[(j+1)*v+e+1]
					}
				}
			}
			p.bw[j*v+i] = ok
		}
	}
	// Which values have support.
	for i := range p.cover {
		p.cover[i] = 0
	}
	for j, l := range p.runs {
		for st := 0; st+l <= n; st++ {
			e := st + l
			if !can1(st, e) {
				continue
			}
			before := j == 0 && st == 0 || st > 0 && can0(st-1) && p.fw[j*w+st-1]
			after := e == n && j == k-1 || e < n && can0(e) && p.bw[(j+1)*v+e+1]
			if before && after {
				p.cover[st]++
				p.cover[e]--
			}
		}
	}
	run := int32(0)
	for i, x := range p.xs {
		run += p.cover[i]
		if s.Max(x) == 1 && run == 0 {
			if !s.Remove(x, 1) {
				return cp.Fail
			}
		}
		if s.Min(x) == 0 {
			blank := false
			for j := 0; j <= k && !blank; j++ {
				blank = p.fw[j*w+i] && p.bw[j*v+i+1]
			}
			if !blank && !s.Assign(x, 1) {
				return cp.Fail
			}
		}
	}
	return cp.Fix
}

// Clone implements cp.Cloner; xs and runs are shared (read only), the
// placement tables are scratch, copied.
func (p *lineRuns) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.fw, c.bw = cloneSlice(p.fw), cloneSlice(p.bw)
	c.no1, c.cover = cloneSlice(p.no1), cloneSlice(p.cover)
	return &c
}
