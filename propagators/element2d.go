package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Element2D posts value = matrix[row][col], row and col 0-based. The matrix
// must be rectangular with at least one row and one column; row's and col's
// domains are intersected with its index ranges at post. row, col and value
// may be the same variable (value = matrix[x][x] reads the diagonal).
//
// Domain consistent on all three: a call walks the pairs (r, c) of the
// current row and col domains, keeps those whose entry is in value's
// domain, and keeps exactly the rows, columns and values of the pairs
// kept, O(|D(row)|·|D(col)| + words) per call, with scratch masks in each
// variable's bit coordinates sized at post. Priority cp.Linear; it
// subscribes OnDomain to the three and is subsumed once row and col are
// fixed.
func Element2D(s *cp.Store, matrix [][]int, row, col, value cp.VarID) error {
	const name = "Element2D"
	if len(matrix) == 0 || len(matrix[0]) == 0 {
		return argErr(name, "empty matrix")
	}
	nc := len(matrix[0])
	for r, line := range matrix {
		if len(line) != nc {
			return argErr(name, "row %d has %d entries, row 0 has %d", r, len(line), nc)
		}
	}
	if err := checkVars(s, name, true, row, col, value); err != nil {
		return err
	}
	if !s.SetMin(row, 0) || !s.SetMax(row, len(matrix)-1) || !s.SetMin(col, 0) || !s.SetMax(col, nc-1) {
		return nil // the store has failed
	}
	p := &element2D{
		cols: nc, row: row, col: col, value: value,
		rmask: make([]uint64, len(s.Words(row))),
		cmask: make([]uint64, len(s.Words(col))),
		vmask: make([]uint64, len(s.Words(value))),
	}
	for _, line := range matrix {
		p.flat = append(p.flat, line...)
	}
	id := s.Post(p, cp.Linear, "element2d")
	vars := []cp.VarID{row, col, value}
	for k, x := range vars {
		if !slices.Contains(vars[:k], x) {
			s.Subscribe(id, x, cp.OnDomain, 0)
		}
	}
	return nil
}

// element2D propagates value = flat[row·cols + col]; see Element2D.
type element2D struct {
	flat                []int
	cols                int
	row, col, value     cp.VarID
	rmask, cmask, vmask []uint64
}

func (p *element2D) Propagate(s *cp.Store) cp.Status {
	row, col, val := p.row, p.col, p.value
	rb, cb, vb := s.Base(row), s.Base(col), s.Base(val)
	clear(p.rmask)
	clear(p.cmask)
	clear(p.vmask)
	for r, ok := s.Min(row), true; ok; r, ok = s.Next(row, r) {
		line := p.flat[r*p.cols : (r+1)*p.cols]
		for c, ok := s.Min(col), true; ok; c, ok = s.Next(col, c) {
			v := line[c]
			if col == row && c != r || val == row && v != r || val == col && v != c || !s.Contains(val, v) {
				continue
			}
			p.rmask[(r-rb)>>6] |= 1 << ((r - rb) & 63)
			p.cmask[(c-cb)>>6] |= 1 << ((c - cb) & 63)
			p.vmask[(v-vb)>>6] |= 1 << ((v - vb) & 63)
		}
	}
	if !s.IntersectWords(row, p.rmask) || !s.IntersectWords(col, p.cmask) || !s.IntersectWords(val, p.vmask) {
		return cp.Fail
	}
	if s.Fixed(row) && s.Fixed(col) {
		return cp.Subsumed
	}
	return cp.Fix
}

func (p *element2D) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(p.flat)
	flat := s.ScratchInts(15, 3*n)
	for k, v := range p.flat {
		flat[3*k], flat[3*k+1], flat[3*k+2] = k/p.cols, k%p.cols, v
	}
	vars := [3]cp.VarID{p.row, p.col, p.value}
	c := tupleCover{s: s, vars: vars[:], k: 3, flat: flat, at: at}
	if c.run(l) {
		return c.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner; the matrix is shared (read only).
func (p *element2D) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.rmask, c.cmask, c.vmask = cloneSlice(p.rmask), cloneSlice(p.cmask), cloneSlice(p.vmask)
	return &c
}
