package craft

import (
	"fmt"
	"slices"
	"sync"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// skylineEasy posts, on the counting rung, the rules a person applies to a
// clue before weighing every arrangement of its line (Tatham's Towers at
// its easiest; the whole weighing is the Visibility propagator at full
// strength): facing clues that add up to n+1 place the tallest building
// where both rising runs meet, and each clue's skyline rules (skylineRules)
// as the line fills.
func skylineEasy(sp *skyscrapers.Puzzle, t *Tuner) {
	n := sp.N
	s := t.Store()
	line := func(side skyscrapers.Side, i int) []cp.VarID {
		xs := make([]cp.VarID, n)
		for d := range n {
			switch side {
			case skyscrapers.Top:
				xs[d] = t.Vars()[d*n+i]
			case skyscrapers.Bottom:
				xs[d] = t.Vars()[(n-1-d)*n+i]
			case skyscrapers.Left:
				xs[d] = t.Vars()[i*n+d]
			default:
				xs[d] = t.Vars()[i*n+n-1-d]
			}
		}
		return xs
	}
	lineName := func(side skyscrapers.Side, i int) string {
		if side == skyscrapers.Left || side == skyscrapers.Right {
			return fmt.Sprintf("row %d", i+1)
		}
		return fmt.Sprintf("column %d", i+1)
	}
	for _, pair := range [][2]skyscrapers.Side{{skyscrapers.Top, skyscrapers.Bottom}, {skyscrapers.Left, skyscrapers.Right}} {
		a, b := sp.Clues(pair[0]), sp.Clues(pair[1])
		for i := range min(len(a), len(b)) {
			if a[i] < 1 || b[i] < 1 || a[i]+b[i] != n+1 {
				continue
			}
			x, k := line(pair[0], i)[a[i]-1], t.constant(n)
			t.Post(Counting, fmt.Sprintf("the clues %d and %d of %s add up to %d: it rises to the %d from both ends, %d buildings from the %s", a[i], b[i], lineName(pair[0], i), n+1, n, a[i], pair[0]), func() error {
				return propagators.Linear(s, []int{1, -1}, []cp.VarID{x, k}, propagators.EQ, 0)
			})
		}
	}
	for _, side := range []skyscrapers.Side{skyscrapers.Top, skyscrapers.Bottom, skyscrapers.Left, skyscrapers.Right} {
		for i, clue := range sp.Clues(side) {
			if clue < 1 || clue > n {
				continue
			}
			xs := line(side, i)
			if n <= maxSkylineTable {
				rows := skylineRows(n, clue)
				t.Post(Strength, fmt.Sprintf("%s clue %d of %s, weighing every order of its line that shows %d buildings", side, clue, lineName(side, i), clue), func() error {
					return propagators.Table(s, xs, rows)
				})
			}
			if clue < 2 || n > 62 {
				continue
			}
			t.Post(Counting, fmt.Sprintf("%s clue %d of %s must see %d buildings", side, clue, lineName(side, i), clue), func() error {
				p := &skylineRules{xs: xs, clue: clue, pos: make([]int, n+1)}
				id := s.Post(p, cp.Linear, "skyline-rules")
				for j, x := range xs {
					s.Subscribe(id, x, cp.OnFixed, int32(j))
				}
				return nil
			})
		}
	}
}

// skylineRules is one clue's rules over its line xs (nearest first), on
// the buildings placed so far. Counting the placed buildings from the
// tallest down, skipping any with a taller one placed nearer (it is never
// seen), the i-th counted (from 0) cannot stand in the first clue-1-i
// cells: from there it and those before it, with at most i taller ones
// after it, are fewer than the clue. And when the tallest buildings are
// placed as a run that comes nearer with each one, seen, one fewer than
// the clue, with the nearest of them at cell f, the cells before f see
// one building only, so the first cell holds the tallest of the heights
// left for them: it cannot be any of the f-1 lowest.
type skylineRules struct {
	xs   []cp.VarID
	clue int
	pos  []int // scratch: pos[v] the cell holding height v, -1 if none yet
}

func (p *skylineRules) Propagate(s *cp.Store) cp.Status {
	n := len(p.xs)
	for v := range p.pos {
		p.pos[v] = -1
	}
	for j, x := range p.xs {
		if s.Fixed(x) {
			if v := s.Value(x); v >= 1 && v <= n {
				p.pos[v] = j
			}
		}
	}
	// The run of the tallest placed buildings, each nearer than the last.
	count, furthest := 0, n
	for v := n; v >= 1 && p.pos[v] >= 0; v-- {
		if p.pos[v] < furthest {
			furthest = p.pos[v]
			count++
		}
	}
	if p.clue == count+1 && furthest > 1 && furthest < n {
		left := furthest - 1 // the lowest heights of the cells before furthest, ruled out of the first
		for v := 1; v <= n && left > 0; v++ {
			if p.pos[v] >= furthest {
				continue // placed beyond: not one of those heights
			}
			left--
			if !s.Remove(p.xs[0], v) {
				return cp.Fail
			}
		}
	}
	i := 0
	for v := n; v >= 1; v-- {
		if at := p.pos[v]; at >= 0 {
			hidden := false
			for u := v + 1; u <= n; u++ {
				if p.pos[u] >= 0 && p.pos[u] < at {
					hidden = true
					break
				}
			}
			if hidden {
				continue
			}
		}
		for j := 0; j < p.clue-1-i && j < n; j++ {
			if !s.Remove(p.xs[j], v) {
				return cp.Fail
			}
		}
		i++
		if i >= p.clue-1 {
			break
		}
	}
	return cp.NoFix
}

// Clone implements cp.Cloner: xs is shared (read only), pos is scratch.
func (p *skylineRules) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.pos = make([]int, len(p.pos))
	return &c
}

// maxSkylineTable is the largest side whose clues get the table of their
// line's orders (7! = 5,040 rows).
const maxSkylineTable = 7

// skylineCache holds skylineRows' tables, made once per side and clue
// (Table reads them and keeps its own copy).
var skylineCache struct {
	sync.Mutex
	rows map[[2]int][][]int
}

// skylineRows lists the orders of 1..n (nearest first) in which seen
// buildings are seen: each clue weighed against its line's candidates
// with no height twice (Tatham's Towers at Hard, its exhaustive analysis
// of one clue), which is stronger than Visibility's relaxation. The
// result is shared: callers must not change it.
func skylineRows(n, seen int) [][]int {
	skylineCache.Lock()
	defer skylineCache.Unlock()
	if rows, ok := skylineCache.rows[[2]int{n, seen}]; ok {
		return rows
	}
	if skylineCache.rows == nil {
		skylineCache.rows = map[[2]int][][]int{}
	}
	rows := makeSkylineRows(n, seen)
	skylineCache.rows[[2]int{n, seen}] = rows
	return rows
}

func makeSkylineRows(n, seen int) [][]int {
	var out [][]int
	perm := make([]int, n)
	used := make([]bool, n+1)
	var rec func(i, top, count int)
	rec = func(i, top, count int) {
		if count > seen || count+(n-top) < seen {
			return
		}
		if i == n {
			if count == seen {
				out = append(out, slices.Clone(perm))
			}
			return
		}
		for v := 1; v <= n; v++ {
			if used[v] {
				continue
			}
			used[v], perm[i] = true, v
			c, tp := count, top
			if v > top {
				c, tp = count+1, v
			}
			rec(i+1, tp, c)
			used[v] = false
		}
	}
	rec(0, 0, 0)
	return out
}
