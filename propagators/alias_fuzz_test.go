package propagators

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Aliased arguments: a variable passed in several argument positions of
// one constraint (x[x[i]], a[i] = i, b among its own sum's terms,
// x·x = z, max(x, x, y) = x, …). aliasCase decodes bytes into a constraint
// of one of the families below whose argument slots are drawn from two or
// three variables, so that slots alias at random, and the oracle harness
// checks it against brute force (soundness and the fixed assignments).
// Every family here accepts aliased arguments.
var aliasFamilies = []string{"linear", "reif-linear", "element-var", "element", "times", "max", "min", "absdiff", "equal", "lesseq", "noteq"}

// aliasBytes hands out the fuzzer's bytes, zero once they run out.
type aliasBytes struct {
	data []byte
}

func (b *aliasBytes) next() int {
	if len(b.data) == 0 {
		return 0
	}
	v := b.data[0]
	b.data = b.data[1:]
	return int(v)
}

// dom is a non-empty subset of lo..lo+5 chosen by one byte's bits.
func (b *aliasBytes) dom(lo int) []int {
	bits := b.next()
	var d []int
	for i := range 6 {
		if bits&(1<<i) != 0 {
			d = append(d, lo+i)
		}
	}
	if len(d) == 0 {
		d = []int{lo + bits%6}
	}
	return d
}

func aliasCase(data []byte) (string, oracleCase) {
	b := &aliasBytes{data: data}
	family := aliasFamilies[b.next()%len(aliasFamilies)]
	nv := 2 + b.next()%2
	doms := make([][]int, nv)
	// Variable 0 is a boolean (the reified sum's b), the others small
	// integers around 0.
	doms[0] = b.dom(0)
	doms[0] = slices.DeleteFunc(doms[0], func(v int) bool { return v > 1 })
	if len(doms[0]) == 0 {
		doms[0] = []int{0, 1}
	}
	for i := 1; i < nv; i++ {
		doms[i] = b.dom(-2)
	}
	slot := func() int { return b.next() % nv }
	slots := func(k int) []int {
		out := make([]int, k)
		for i := range out {
			out[i] = slot()
		}
		return out
	}
	pickVars := func(xs []cp.VarID, idx []int) []cp.VarID {
		out := make([]cp.VarID, len(idx))
		for i, j := range idx {
			out[i] = xs[j]
		}
		return out
	}
	pickVals := func(v []int, idx []int) []int {
		out := make([]int, len(idx))
		for i, j := range idx {
			out[i] = v[j]
		}
		return out
	}
	c := oracleCase{doms: doms}
	switch family {
	case "linear", "reif-linear":
		k := 1 + b.next()%4
		terms := slots(k)
		coeffs := make([]int, k)
		for i := range coeffs {
			coeffs[i] = b.next()%7 - 3
		}
		rel, rhs, mode := Rel(b.next()%4), b.next()%9-4, Reif(b.next()%2)
		holds := func(v []int) bool {
			sum := 0
			for i, x := range pickVals(v, terms) {
				sum += coeffs[i] * x
			}
			return linearHolds(sum, rel, rhs)
		}
		if family == "linear" {
			c.post = func(s *cp.Store, xs []cp.VarID) error {
				return Linear(s, coeffs, pickVars(xs, terms), rel, rhs)
			}
			c.check = holds
		} else {
			c.post = func(s *cp.Store, xs []cp.VarID) error {
				restrictBools(s, xs[:1]) // the harness may widen the given domains
				return ReifLinear(s, coeffs, pickVars(xs, terms), rel, rhs, xs[0], mode)
			}
			c.check = func(v []int) bool { return reifHolds(v[0], holds(v), mode) }
		}
		family += fmt.Sprintf(" %v·%v %v %d", coeffs, terms, rel, rhs)
	case "element-var":
		arr, index, value := slots(1+b.next()%3), slot(), slot()
		c.post = func(s *cp.Store, xs []cp.VarID) error {
			return ElementVar(s, pickVars(xs, arr), xs[index], xs[value])
		}
		c.check = func(v []int) bool {
			i := v[index]
			return i >= 0 && i < len(arr) && v[arr[i]] == v[value]
		}
		family += fmt.Sprintf(" %v[%d] = %d", arr, index, value)
	case "element":
		array := make([]int, 1+b.next()%4)
		for i := range array {
			array[i] = b.next()%5 - 2
		}
		index, value := slot(), slot()
		c.post = func(s *cp.Store, xs []cp.VarID) error { return Element(s, array, xs[index], xs[value]) }
		c.check = func(v []int) bool {
			i := v[index]
			return i >= 0 && i < len(array) && array[i] == v[value]
		}
		family += fmt.Sprintf(" %v[%d] = %d", array, index, value)
	case "times", "absdiff", "equal", "lesseq", "noteq":
		x, y, z := slot(), slot(), slot()
		k := b.next()%5 - 2
		switch family {
		case "times":
			c.post = func(s *cp.Store, xs []cp.VarID) error { return Times(s, xs[x], xs[y], xs[z]) }
			c.check = func(v []int) bool { return v[x]*v[y] == v[z] }
		case "absdiff":
			c.post = func(s *cp.Store, xs []cp.VarID) error { return AbsDiff(s, xs[x], xs[y], xs[z]) }
			c.check = func(v []int) bool { d := v[x] - v[y]; return max(d, -d) == v[z] }
		case "equal":
			c.post = func(s *cp.Store, xs []cp.VarID) error { return Equal(s, xs[x], xs[y], k) }
			c.check = func(v []int) bool { return v[x] == v[y]+k }
		case "lesseq":
			c.post = func(s *cp.Store, xs []cp.VarID) error { return LessEq(s, xs[x], xs[y], k) }
			c.check = func(v []int) bool { return v[x] <= v[y]+k }
		case "noteq":
			c.post = func(s *cp.Store, xs []cp.VarID) error { return NotEqual(s, xs[x], xs[y], k) }
			c.check = func(v []int) bool { return v[x] != v[y]+k }
		}
		family += fmt.Sprintf(" (%d, %d, %d) k=%d", x, y, z, k)
	case "max", "min":
		args, z := slots(1+b.next()%3), slot()
		post, pick := Max, slices.Max[[]int]
		if family == "min" {
			post, pick = Min, slices.Min[[]int]
		}
		c.post = func(s *cp.Store, xs []cp.VarID) error { return post(s, pickVars(xs, args), xs[z]) }
		c.check = func(v []int) bool { return pick(pickVals(v, args)) == v[z] }
		family += fmt.Sprintf(" %v = %d", args, z)
	}
	return family, c
}

func checkAliasCase(t *testing.T, data []byte) {
	name, c := aliasCase(data)
	seed := uint64(len(data))
	if len(data) >= 8 {
		seed = binary.LittleEndian.Uint64(data)
	}
	r := rand.New(rand.NewPCG(seed, 0xa11a5))
	runOracleCase(t, oracleRow{name: name, strength: sound}, c, r, &oracleStats{}, fmt.Sprintf("aliased case %x", data))
}

func FuzzAliasedArguments(f *testing.F) {
	for _, seed := range [][]byte{
		{2, 0, 3, 7, 1, 2, 1, 1, 0},   // element-var: index in the array
		{2, 1, 3, 7, 7, 1, 1, 0, 1},   // element-var: index = value
		{1, 1, 2, 63, 63, 3, 0, 1, 0}, // reif-linear: b among the terms
		{4, 0, 1, 63, 1, 1, 1},        // times: x·x = y
		{5, 1, 3, 63, 63, 2, 0, 0, 1}, // max with repeats
	} {
		f.Add(seed)
	}
	f.Fuzz(checkAliasCase)
}

// The fuzz target's body on a fixed set of random inputs, so that every
// go test runs a few thousand aliased cases.
func TestAliasedArgumentsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 0xa11a5))
	n := 3000
	if testing.Short() {
		n = 500
	}
	for range n {
		data := make([]byte, 8+r.IntN(16))
		for i := range data {
			data[i] = byte(r.Uint32())
		}
		checkAliasCase(t, data)
		if t.Failed() {
			return
		}
	}
}
