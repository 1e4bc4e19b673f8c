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
var aliasFamilies = []string{"linear", "reif-linear", "element-var", "element", "times", "max", "min", "absdiff", "equal", "lesseq", "noteq",
	"truncdiv", "mod", "pow", "table", "lex-less", "lex-lesseq", "increasing", "cumulative-var", "disjunctive-var", "cage",
	"count", "count-var", "among", "gcc", "nvalue", "alldifferent-except"}

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
	case "truncdiv", "mod", "pow":
		x, y, z := slot(), slot(), slot()
		post, f := TruncDiv, func(a, b int) (int, bool) {
			if b == 0 {
				return 0, false
			}
			return a / b, true
		}
		switch family {
		case "mod":
			post, f = Mod, func(a, b int) (int, bool) {
				if b == 0 {
					return 0, false
				}
				return a % b, true
			}
		case "pow":
			post, f = Pow, aliasPow
		}
		c.post = func(s *cp.Store, xs []cp.VarID) error { return post(s, xs[x], xs[y], xs[z]) }
		c.check = func(v []int) bool { r, ok := f(v[x], v[y]); return ok && r == v[z] }
		family += fmt.Sprintf(" (%d, %d, %d)", x, y, z)
	case "table":
		cols := slots(2 + b.next()%2)
		tuples := make([][]int, 1+b.next()%5)
		for i := range tuples {
			tuples[i] = make([]int, len(cols))
			for j := range cols {
				tuples[i][j] = b.next()%5 - 2
			}
		}
		c.post = func(s *cp.Store, xs []cp.VarID) error { return Table(s, pickVars(xs, cols), tuples) }
		c.check = func(v []int) bool {
			return slices.ContainsFunc(tuples, func(t []int) bool { return slices.Equal(t, pickVals(v, cols)) })
		}
		family += fmt.Sprintf(" %v in %v", cols, tuples)
	case "lex-less", "lex-lesseq":
		k := 1 + b.next()%3
		xsl, ysl := slots(k), slots(k)
		strict := family == "lex-less"
		c.post = func(s *cp.Store, xs []cp.VarID) error {
			if strict {
				return LexLess(s, pickVars(xs, xsl), pickVars(xs, ysl))
			}
			return LexLessEq(s, pickVars(xs, xsl), pickVars(xs, ysl))
		}
		c.check = func(v []int) bool {
			cmp := slices.Compare(pickVals(v, xsl), pickVals(v, ysl))
			return cmp < 0 || !strict && cmp == 0
		}
		family += fmt.Sprintf(" %v %v", xsl, ysl)
	case "increasing":
		args, strict := slots(2+b.next()%2), b.next()%2 == 1
		c.post = func(s *cp.Store, xs []cp.VarID) error { return Increasing(s, pickVars(xs, args), strict) }
		c.check = func(v []int) bool {
			w := pickVals(v, args)
			for i := 0; i+1 < len(w); i++ {
				if w[i] > w[i+1] || strict && w[i] == w[i+1] {
					return false
				}
			}
			return true
		}
		family += fmt.Sprintf(" %v strict=%v", args, strict)
	case "cumulative-var", "disjunctive-var":
		n := 1 + b.next()%2
		st, du, de, capv := slots(n), slots(n), slots(n), slot()
		cumul := family == "cumulative-var"
		c.post = func(s *cp.Store, xs []cp.VarID) error {
			if cumul {
				return CumulativeVar(s, pickVars(xs, st), pickVars(xs, du), pickVars(xs, de), xs[capv])
			}
			return DisjunctiveVar(s, pickVars(xs, st), pickVars(xs, du))
		}
		c.check = func(v []int) bool {
			sv, dv, hv := pickVals(v, st), pickVals(v, du), pickVals(v, de)
			if !cumul {
				for i := range hv {
					hv[i] = 1
				}
			}
			for i := range sv {
				if dv[i] < 0 || hv[i] < 0 {
					return false
				}
			}
			if cumul && v[capv] < 0 {
				return false
			}
			limit := 1
			if cumul {
				limit = v[capv]
			}
			for j := range sv { // the load peaks at the start of some task
				load := 0
				for i := range sv {
					if dv[i] > 0 && sv[i] <= sv[j] && sv[j] < sv[i]+dv[i] {
						load += hv[i]
					}
				}
				if dv[j] > 0 && hv[j] > 0 && load > limit {
					return false
				}
			}
			return true
		}
		family += fmt.Sprintf(" s%v d%v h%v c%d", st, du, de, capv)
	case "cage":
		cells, op := slots(2+b.next()%2), CageOp(b.next()%4)
		if op == CageSub || op == CageDiv {
			cells = cells[:2]
		}
		target := 1 + b.next()%6
		c.post = func(s *cp.Store, xs []cp.VarID) error { return Cage(s, op, target, pickVars(xs, cells)) }
		c.check = func(v []int) bool { return aliasCageHolds(op, target, pickVals(v, cells)) }
		family += fmt.Sprintf(" %v %d %v", op, target, cells)
	case "count", "count-var", "among", "nvalue":
		args, n, y := slots(1+b.next()%3), slot(), slot()
		val := b.next()%5 - 2
		values := []int{val, val + 2}
		kind := family // family gets the arguments appended below
		c.post = func(s *cp.Store, xs []cp.VarID) error {
			// These take each variable once: the caller (the FlatZinc
			// builder) passes repeats through fresh copies.
			all, err := distinctArgs(s, append(pickVars(xs, args), xs[n], xs[y]))
			if err != nil {
				return err
			}
			k := len(args)
			switch kind {
			case "count":
				return Count(s, all[:k], val, all[k])
			case "count-var":
				return CountVar(s, all[:k], all[k+1], all[k])
			case "among":
				return Among(s, all[:k], values, all[k])
			}
			return NValue(s, all[:k], all[k])
		}
		c.check = func(v []int) bool {
			w, k := pickVals(v, args), 0
			switch kind {
			case "count":
				k = countOf(w, val)
			case "count-var":
				k = countOf(w, v[y])
			case "among":
				k = countOf(w, values[0]) + countOf(w, values[1])
			default:
				slices.Sort(w)
				k = len(slices.Compact(w))
			}
			return k == v[n]
		}
		family += fmt.Sprintf(" %v n=%d y=%d v=%d", args, n, y, val)
	case "gcc":
		args, counts, closed := slots(1+b.next()%3), slots(2), b.next()%2 == 1
		values := []int{b.next()%3 - 1, b.next()%3 + 2}
		c.post = func(s *cp.Store, xs []cp.VarID) error {
			all, err := distinctArgs(s, append(pickVars(xs, args), pickVars(xs, counts)...)) // as for count
			if err != nil {
				return err
			}
			return GlobalCardinality(s, all[:len(args)], values, all[len(args):], closed)
		}
		c.check = func(v []int) bool {
			w := pickVals(v, args)
			in := countOf(w, values[0]) + countOf(w, values[1])
			return countOf(w, values[0]) == v[counts[0]] && countOf(w, values[1]) == v[counts[1]] && (!closed || in == len(w))
		}
		family += fmt.Sprintf(" %v %v %v closed=%v", args, values, counts, closed)
	case "alldifferent-except":
		args, e := slots(2+b.next()%2), b.next()%3-1
		c.post = func(s *cp.Store, xs []cp.VarID) error {
			all, err := distinctArgs(s, pickVars(xs, args)) // as for count
			if err != nil {
				return err
			}
			return AllDifferentExcept(s, all, e, Domain)
		}
		c.check = func(v []int) bool {
			w := pickVals(v, args)
			for i := range w {
				for j := i + 1; j < len(w); j++ {
					if w[i] == w[j] && w[i] != e {
						return false
					}
				}
			}
			return true
		}
		family += fmt.Sprintf(" %v except %d", args, e)
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

func countOf(w []int, v int) int {
	n := 0
	for _, x := range w {
		if x == v {
			n++
		}
	}
	return n
}

// aliasPow is a^b as Pow defines it: a negative exponent rounds towards
// zero (1 for a = 1, ±1 for a = −1, 0 for |a| ≥ 2, none for a = 0).
func aliasPow(a, b int) (int, bool) {
	switch {
	case b < 0 && a == 0:
		return 0, false
	case b < 0 && a == -1 && b%2 != 0:
		return -1, true
	case b < 0 && (a == 1 || a == -1):
		return 1, true
	case b < 0:
		return 0, true
	}
	r := 1
	for range b {
		r *= a
	}
	return r, true
}

// aliasCageHolds is the cage's arithmetic on the cells' values.
func aliasCageHolds(op CageOp, target int, w []int) bool {
	switch op {
	case CageAdd:
		sum := 0
		for _, x := range w {
			sum += x
		}
		return sum == target
	case CageMul:
		p := 1
		for _, x := range w {
			p *= x
		}
		return p == target
	case CageSub:
		d := w[0] - w[1]
		return max(d, -d) == target
	}
	hi, lo := max(w[0], w[1]), min(w[0], w[1])
	return lo != 0 && hi == target*lo
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
