package cp

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// model is a plain reference of a store's domains and reversible cells.
type model struct {
	doms [][]int
	ints []int
	bits [][]uint64
}

func (m model) clone() model {
	c := model{ints: slices.Clone(m.ints)}
	for _, d := range m.doms {
		c.doms = append(c.doms, slices.Clone(d))
	}
	for _, b := range m.bits {
		c.bits = append(c.bits, slices.Clone(b))
	}
	return c
}

func assertMatches(t *testing.T, s *Store, m model, xs []VarID, ints []RevInt, bsets []RevBitset, when string) {
	t.Helper()
	for i, x := range xs {
		var got []int
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			got = append(got, v)
		}
		if !slices.Equal(got, m.doms[i]) {
			t.Fatalf("%s: var %d domain %v, want %v", when, i, got, m.doms[i])
		}
		if s.Size(x) != len(m.doms[i]) || s.Min(x) != m.doms[i][0] || s.Max(x) != m.doms[i][len(m.doms[i])-1] {
			t.Fatalf("%s: var %d min/max/size %d/%d/%d disagree with %v", when, i, s.Min(x), s.Max(x), s.Size(x), m.doms[i])
		}
		// Reverse iteration agrees too.
		var back []int
		for v, ok := s.Max(x), true; ok; v, ok = s.Prev(x, v) {
			back = append(back, v)
		}
		slices.Reverse(back)
		if !slices.Equal(back, m.doms[i]) {
			t.Fatalf("%s: var %d reverse iteration %v, want %v", when, i, back, m.doms[i])
		}
	}
	for i, r := range ints {
		if s.Int(r) != m.ints[i] {
			t.Fatalf("%s: rev int %d = %d, want %d", when, i, s.Int(r), m.ints[i])
		}
	}
	for i, b := range bsets {
		if !slices.Equal(s.BitsetWords(b), m.bits[i]) {
			t.Fatalf("%s: rev bitset %d differs", when, i)
		}
	}
}

// TestTrailProperty applies random writes between random Push/PopTo calls
// to random domains (negative values, domains wider than 64 values, value
// lists with holes, interval variables) and checks the store against a plain model after every
// step and after every PopTo.
func TestTrailProperty(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		r := rand.New(rand.NewPCG(seed, 99))
		s := NewStore()
		var m model
		var xs []VarID
		for i := 0; i < 1+r.IntN(5); i++ {
			lo := r.IntN(200) - 100
			width := 1 + r.IntN(150)
			if k := r.IntN(3); k < 2 {
				if k == 0 {
					xs = append(xs, s.NewVar(lo, lo+width-1))
				} else {
					xs = append(xs, s.NewIntervalVar(lo, lo+width-1))
				}
				d := make([]int, width)
				for k := range d {
					d[k] = lo + k
				}
				m.doms = append(m.doms, d)
			} else {
				var vals []int
				for v := lo; v < lo+width; v++ {
					if r.IntN(3) == 0 {
						vals = append(vals, v)
					}
				}
				if len(vals) == 0 {
					vals = []int{lo}
				}
				r.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
				xs = append(xs, s.NewVarValues(append(vals, vals[0])))
				slices.Sort(vals)
				m.doms = append(m.doms, slices.Compact(vals))
			}
		}
		var ints []RevInt
		var bsets []RevBitset
		for i := 0; i < 3; i++ {
			ints = append(ints, s.NewRevInt(i))
			m.ints = append(m.ints, i)
			n := 1 + r.IntN(130)
			bsets = append(bsets, s.NewRevBitset(n, i%2 == 0))
			m.bits = append(m.bits, slices.Clone(s.BitsetWords(bsets[i])))
		}
		saved := []model{}
		for step := 0; step < 400; step++ {
			switch op := r.IntN(10); {
			case op == 0:
				saved = append(saved, m.clone())
				s.Push()
			case op == 1 && len(saved) > 0:
				l := r.IntN(len(saved))
				s.PopTo(l)
				m = saved[l]
				saved = saved[:l]
				assertMatches(t, s, m, xs, ints, bsets, "after PopTo")
			case op == 2:
				i := r.IntN(len(ints))
				v := r.IntN(1000)
				s.SetInt(ints[i], v)
				m.ints[i] = v
			case op == 3:
				i := r.IntN(len(bsets))
				w := r.Uint64()
				k := r.IntN(len(m.bits[i]))
				if k == len(m.bits[i])-1 {
					w &= s.BitsetWords(bsets[i])[k] | 1
				}
				s.SetBitsetWord(bsets[i], k, w)
				m.bits[i][k] = w
			default:
				i := r.IntN(len(xs))
				applyRandomWrite(t, r, s, xs[i], &m.doms[i])
			}
			assertMatches(t, s, m, xs, ints, bsets, "after a write")
		}
		if len(saved) > 0 {
			s.PopTo(0)
			assertMatches(t, s, saved[0], xs, ints, bsets, "after PopTo(0)")
		}
	}
}

// applyRandomWrite performs one random write on x and the same on the model
// domain d, checking the wipe-out report.
func applyRandomWrite(t *testing.T, r *rand.Rand, s *Store, x VarID, d *[]int) {
	t.Helper()
	lo, hi := (*d)[0]-3, (*d)[len(*d)-1]+3
	v := lo + r.IntN(hi-lo+1)
	keep := func(f func(int) bool) []int {
		var out []int
		for _, u := range *d {
			if f(u) {
				out = append(out, u)
			}
		}
		return out
	}
	var want []int
	var ok bool
	op := r.IntN(6)
	if s.IsInterval(x) {
		op %= 4 // no bitset writes
	}
	switch op {
	case 0:
		if s.IsInterval(x) && v > (*d)[0] && v < (*d)[len(*d)-1] {
			// An interior value of an interval variable cannot be removed:
			// the write is ignored.
			want, ok = *d, s.Remove(x, v)
			break
		}
		want, ok = keep(func(u int) bool { return u != v }), s.Remove(x, v)
	case 1:
		want, ok = keep(func(u int) bool { return u >= v }), s.SetMin(x, v)
	case 2:
		want, ok = keep(func(u int) bool { return u <= v }), s.SetMax(x, v)
	case 3:
		want, ok = keep(func(u int) bool { return u == v }), s.Assign(x, v)
	default:
		mask := make([]uint64, len(s.Words(x)))
		for i := range mask {
			mask[i] = r.Uint64() | r.Uint64()
		}
		in := func(u int) bool { b := u - s.Base(x); return mask[b>>6]&(1<<(b&63)) != 0 }
		if r.IntN(2) == 0 {
			want, ok = keep(in), s.IntersectWords(x, mask)
		} else {
			want, ok = keep(func(u int) bool { return !in(u) }), s.RemoveWords(x, mask)
		}
	}
	if (len(want) > 0) != ok {
		t.Fatalf("write reported %v, but the result would hold %v", ok, want)
	}
	if ok {
		*d = want
	} else {
		s.failed = false // a refused write leaves the domain as it was
	}
}
