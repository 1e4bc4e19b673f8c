package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestElementArgs(t *testing.T) {
	s := cp.NewStore()
	i, v, a := s.NewVar(0, 3), s.NewVar(0, 9), s.NewVar(0, 9)
	for name, err := range map[string]error{
		"empty array":            Element(s, nil, i, v),
		"index outside store":    Element(s, []int{1}, 42, v),
		"value outside store":    Element(s, []int{1}, i, -3),
		"var: empty array":       ElementVar(s, nil, i, v),
		"var: array outside":     ElementVar(s, []cp.VarID{a, 77}, i, v),
		"var: value outside":     ElementVar(s, []cp.VarID{a}, i, 1000),
		"var: negative variable": ElementVar(s, []cp.VarID{-1}, i, v),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
}

func TestElementRewrites(t *testing.T) {
	s := cp.NewStore()
	x := s.NewVar(-2, 6)
	if err := Element(s, []int{3, 1, 5, 3, 4}, x, x); err != nil { // fixpoints 1, 3, 4
		t.Fatal(err)
	}
	if s.String(x) != "{1,3,4}" || s.NumProps() != 0 {
		t.Errorf("x = array[x]: %s, %d propagators", s.String(x), s.NumProps())
	}
	i, v := s.NewVar(2, 9), s.NewVar(0, 9)
	if err := Element(s, []int{7, 8, 9}, i, v); err != nil {
		t.Fatal(err)
	}
	if s.String(i) != "{2}" || s.String(v) != "{9}" || s.NumProps() != 0 {
		t.Errorf("index fixed by its range: %s %s, %d propagators", s.String(i), s.String(v), s.NumProps())
	}
	y := s.NewVar(0, 9)
	if err := ElementVar(s, []cp.VarID{y}, s.NewVar(-3, 0), v); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.String(y) != "{9}" || s.Kind(0) != "eq" {
		t.Errorf("ElementVar with one position: y = %s, want {9} through Equal", s.String(y))
	}
	z := s.NewVar(7, 8)
	if err := Element(s, []int{0, 1}, z, z); err != nil || s.Propagate() {
		t.Errorf("x = array[x] without a fixpoint: err %v, want failure", err)
	}
}

// TestElementVarIndexValueDC checks that ElementVar is domain consistent on
// index and value (and fails exactly when there is no solution), with
// distinct or shared array variables.
func TestElementVarIndexValueDC(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for k := 0; k < 3000; k++ {
		c := elementVarRand(r, k%2 == 1)
		s := cp.NewStore()
		xs := make([]cp.VarID, len(c.doms))
		for i, d := range c.doms {
			xs[i] = s.NewVarValues(d)
		}
		sup := [2]map[int]bool{{}, {}}
		forEachAssignment(c.doms, func(v []int) {
			if c.check(v) {
				sup[0][v[0]], sup[1][v[1]] = true, true
			}
		})
		if err := c.post(s, xs); err != nil {
			t.Fatal(err)
		}
		ok := s.Propagate()
		if ok != (len(sup[0]) > 0) {
			t.Fatalf("case %d %v: propagate %v with %d supported indices", k, c.doms, ok, len(sup[0]))
		}
		for j := 0; ok && j < 2; j++ {
			var got, want []int
			for v, more := s.Min(xs[j]), true; more; v, more = s.Next(xs[j], v) {
				got = append(got, v)
			}
			for v := range sup[j] {
				want = append(want, v)
			}
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("case %d %v: variable %d is %v, supported %v", k, c.doms, j, got, want)
			}
		}
	}
}

// Wide domains (several words, unaligned bases) against a set computation.
func TestElementVarWide(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	randVals := func(lo, n int) []int {
		var d []int
		for len(d) == 0 {
			for v := lo; v < lo+n; v++ {
				if r.IntN(9) == 0 {
					d = append(d, v)
				}
			}
		}
		return d
	}
	for k := 0; k < 500; k++ {
		s := cp.NewStore()
		n := 2 + r.IntN(5)
		arr := make([]cp.VarID, n)
		doms := make([][]int, n)
		for i := range arr {
			doms[i] = randVals(r.IntN(200)-100, 50+r.IntN(250))
			arr[i] = s.NewVarValues(doms[i])
		}
		vd := randVals(r.IntN(200)-100, 50+r.IntN(250))
		val, idx := s.NewVarValues(vd), s.NewVar(0, n-1)
		var wantIdx, wantVal []int
		for i := range n {
			common := false
			for _, v := range doms[i] {
				if slices.Contains(vd, v) {
					common = true
					if !slices.Contains(wantVal, v) {
						wantVal = append(wantVal, v)
					}
				}
			}
			if common {
				wantIdx = append(wantIdx, i)
			}
		}
		slices.Sort(wantVal)
		if err := ElementVar(s, arr, idx, val); err != nil {
			t.Fatal(err)
		}
		if ok := s.Propagate(); ok != (len(wantIdx) > 0) {
			t.Fatalf("case %d: propagate %v, %d supported indices", k, ok, len(wantIdx))
		}
		if len(wantIdx) == 0 {
			continue
		}
		if got := elementDomainValues(s, idx); !slices.Equal(got, wantIdx) {
			t.Fatalf("case %d: index %v, want %v", k, got, wantIdx)
		}
		if got := elementDomainValues(s, val); !slices.Equal(got, wantVal) {
			t.Fatalf("case %d: value %v, want %v", k, got, wantVal)
		}
		// Fix the index: array[i] and value become equal sets.
		i := wantIdx[r.IntN(len(wantIdx))]
		s.Push()
		if !s.Assign(idx, i) || !s.Propagate() {
			t.Fatalf("case %d: index %d failed", k, i)
		}
		var want []int
		for _, v := range doms[i] {
			if slices.Contains(vd, v) {
				want = append(want, v)
			}
		}
		if a, v := elementDomainValues(s, arr[i]), elementDomainValues(s, val); !slices.Equal(a, want) || !slices.Equal(v, want) {
			t.Fatalf("case %d: index %d: array %v value %v, want %v", k, i, a, v, want)
		}
		s.PopTo(0)
	}
}

func elementDomainValues(s *cp.Store, x cp.VarID) []int {
	var out []int
	for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
		out = append(out, v)
	}
	return out
}

func TestElementNoAllocs(t *testing.T) {
	s := cp.NewStore()
	array := make([]int, 50)
	for i := range array {
		array[i] = (i * 37) % 101
	}
	i1, v1 := s.NewVar(0, 60), s.NewVar(0, 200)
	arr := make([]cp.VarID, 20)
	for i := range arr {
		arr[i] = s.NewVar(i, i+100)
	}
	i2, v2 := s.NewVar(-5, 25), s.NewVar(10, 90)
	for _, err := range []error{Element(s, array, i1, v1), ElementVar(s, arr, i2, v2)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMax(v1, 60)
		s.Remove(i1, 3)
		s.Propagate()
		s.SetMin(v2, 50)
		s.Propagate()
		s.Remove(i2, 4)
		s.SetMax(arr[7], 60)
		s.Propagate()
		s.Assign(i2, 9)
		s.Propagate()
		s.Assign(i1, 10)
	})
}

// elementConstCase: variables (index, value), value = array[index].
func elementConstCase(array []int, di, dv []int) oracleCase {
	return oracleCase{
		doms: [][]int{di, dv},
		post: func(s *cp.Store, xs []cp.VarID) error { return Element(s, array, xs[0], xs[1]) },
		check: func(v []int) bool {
			return v[0] >= 0 && v[0] < len(array) && array[v[0]] == v[1]
		},
	}
}

// elementVarCase: variables (index, value, y1, …, yk); position i of the
// array is variable vars[i] of the case (1 = value, 2.. = the yⱼ), so the
// array may repeat a variable or contain value.
func elementVarCase(doms [][]int, vars []int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			arr := make([]cp.VarID, len(vars))
			for i, v := range vars {
				arr[i] = xs[v]
			}
			return ElementVar(s, arr, xs[0], xs[1])
		},
		check: func(v []int) bool {
			return v[0] >= 0 && v[0] < len(vars) && v[vars[v[0]]] == v[1]
		},
		reference: func(doms [][]int) [][]int { return elementVarReference(doms, vars) },
	}
}

// elementVarClaim is what ElementVar prunes.
const elementVarClaim = "index and value domain consistent with the array variables' current domains (index i stays iff 0 ≤ i < n and dom array[i] meets dom value; value v stays iff some index i has v in dom array[i]); the array is pruned only once the index is fixed, to array[index] = value with both domains equal"

// elementVarReference applies ElementVar's claim once: doms are (index,
// value, y1, …) and position i of the array is variable vars[i].
func elementVarReference(doms [][]int, vars []int) [][]int {
	meets := func(a, b []int) bool {
		for _, v := range a {
			if slices.Contains(b, v) {
				return true
			}
		}
		return false
	}
	out := keepIf(doms, func(x, v int) bool {
		switch x {
		case 0: // the index
			return v >= 0 && v < len(vars) && meets(doms[vars[v]], doms[1])
		case 1: // the value
			for _, i := range doms[0] {
				if i >= 0 && i < len(vars) && slices.Contains(doms[vars[i]], v) {
					return true
				}
			}
			return false
		}
		return true
	})
	if len(doms[0]) == 1 && doms[0][0] >= 0 && doms[0][0] < len(vars) {
		a := vars[doms[0][0]]
		out = keepIf(out, func(x, v int) bool {
			in := slices.Contains(doms[a], v) && slices.Contains(doms[1], v)
			return (x != a && x != 1) || in
		})
	}
	return out
}

func elementVarRand(r *rand.Rand, shared bool) oracleCase {
	n := 1 + r.IntN(3)
	k := n // number of array variables
	if shared {
		k = 1 + r.IntN(2)
		n = 2 + r.IntN(3)
	}
	doms := [][]int{randDom(r, -1, n), randDom(r, 0, 3)}
	for range k {
		doms = append(doms, randDom(r, 0, 3))
	}
	vars := make([]int, n)
	for i := range vars {
		vars[i] = 2 + i
		if shared {
			vars[i] = 1 + r.IntN(k+1) // 1 is value itself
		}
	}
	return elementVarCase(doms, vars)
}

func init() {
	addOracleRow(oracleRow{
		name: "element", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			array := make([]int, 1+r.IntN(5))
			for i := range array {
				array[i] = r.IntN(7) - 2
			}
			return elementConstCase(array, randDom(r, -1, len(array)), randDom(r, -2, 4))
		},
		tiny: func() oracleCase {
			return elementConstCase([]int{1, 0, 1, 3}, []int{-1, 0, 1, 2, 3, 4}, []int{0, 1, 2, 3})
		},
	})
	addOracleRow(oracleRow{
		name: "element-self", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			array := make([]int, 1+r.IntN(5))
			for i := range array {
				array[i] = r.IntN(5) - 1
			}
			return oracleCase{
				doms: [][]int{randDom(r, -1, 5)},
				post: func(s *cp.Store, xs []cp.VarID) error { return Element(s, array, xs[0], xs[0]) },
				check: func(v []int) bool {
					return v[0] >= 0 && v[0] < len(array) && array[v[0]] == v[0]
				},
			}
		},
	})
	// ElementVar does not prune the array before the index is fixed.
	addOracleRow(oracleRow{
		name: "element-var", strength: claimed, claim: elementVarClaim,
		gen: func(r *rand.Rand) oracleCase { return elementVarRand(r, false) },
		tiny: func() oracleCase {
			d := []int{0, 1, 2}
			return elementVarCase([][]int{{-1, 0, 1}, d, d, {1, 2}}, []int{2, 3})
		},
	})
	addOracleRow(oracleRow{
		name: "element-var-shared", strength: claimed, claim: elementVarClaim,
		gen: func(r *rand.Rand) oracleCase { return elementVarRand(r, true) },
	})
	// The index in the array (x[x[i]]) or the value itself (a[i] = i):
	// posted through a fresh copy of the index, sound against brute force.
	addOracleRow(oracleRow{
		name: "element-var-aliased", strength: sound,
		gen: elementVarAliasedRand,
		tiny: func() oracleCase {
			return elementVarAliasedCase([][]int{{0, 1, 2}, {0, 1, 2}, {0, 2}}, []int{0, 2, 0}, true)
		},
	})
}

// elementVarAliasedCase is value = array[index] over doms (index, value,
// y1, …) where position i of the array is variable vars[i] (0: the index
// itself) and, when selfValue, the value is the index too.
func elementVarAliasedCase(doms [][]int, vars []int, selfValue bool) oracleCase {
	val := 1
	if selfValue {
		val = 0
	}
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			arr := make([]cp.VarID, len(vars))
			for i, v := range vars {
				arr[i] = xs[v]
			}
			return ElementVar(s, arr, xs[0], xs[val])
		},
		check: func(v []int) bool {
			return v[0] >= 0 && v[0] < len(vars) && v[vars[v[0]]] == v[val]
		},
	}
}

func elementVarAliasedRand(r *rand.Rand) oracleCase {
	n := 1 + r.IntN(4)
	doms := [][]int{randDom(r, -1, n), randDom(r, -1, 3)}
	for range 1 + r.IntN(2) {
		doms = append(doms, randDom(r, -1, 3))
	}
	selfValue := r.IntN(2) == 0
	vars := make([]int, n)
	for i := range vars {
		vars[i] = r.IntN(len(doms))
	}
	if !selfValue && !slices.Contains(vars, 0) {
		vars[r.IntN(n)] = 0 // the index in the array
	}
	return elementVarAliasedCase(doms, vars, selfValue)
}
