package propagators

// The clone test: for every oracle row (so a new family is covered the day
// its row lands), cases are posted, propagated and cloned with
// cp.Store.Clone; then
//
//  1. the clone equals its original: same fingerprint, and each propagator
//     deeply equal to the original one (a field Clone forgot to copy
//     shows up here);
//  2. the same narrowing on both gives the same states, and a complete
//     search on both counts the same solutions and restores the same root;
//  3. no memory shared by a propagator and its clone changed while both
//     ran (a scratch slice, a cache or a view into the store that Clone
//     forgot to copy is written by the runs, and shows up here);
//  4. the clone allocates no more than the original when it propagates
//     (TestCloneAllocatesNoMore).

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"hash/fnv"
	"io/fs"
	"math"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestCloneEveryOracleRow(t *testing.T) {
	rows := slices.Clone(oracleRows)
	sort.Slice(rows, func(i, j int) bool { return rows[i].name < rows[j].name })
	if len(rows) == 0 {
		t.Fatal("no oracle rows registered")
	}
	for i, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			t.Parallel()
			n := 60
			if testing.Short() {
				n = 15
			}
			r := rand.New(rand.NewPCG(uint64(i)+1, 0xc10e))
			st := &cloneStats{}
			for k := 0; k < n && !t.Failed(); k++ {
				runCloneCase(t, row, row.gen(r), r, st, fmt.Sprintf("random case %d", k))
			}
			if row.tiny != nil && !t.Failed() {
				runCloneCase(t, row, row.tiny(), r, st, "tiny case")
			}
			if st.cloned == 0 {
				t.Fatalf("%s: no case propagated at the root: nothing was cloned", row.name)
			}
			t.Logf("%s: %d cases cloned (%d failed at the root), %d solutions counted on each side, %d shared regions checked",
				row.name, st.cloned, st.rootFailures, st.solutions, st.shared)
		})
	}
}

type cloneStats struct{ cloned, rootFailures, shared, solutions int }

// cloneCase is an oracle case posted as the oracle does (wider domains,
// reached by removals above level 0).
type cloneCase struct {
	c     oracleCase
	s     *cp.Store
	xs    []cp.VarID
	extra [][]int
}

func newCloneCase(t *testing.T, c oracleCase, r *rand.Rand) *cloneCase {
	t.Helper()
	s := cp.NewStore()
	cc := &cloneCase{c: c, s: s, xs: make([]cp.VarID, len(c.doms)), extra: make([][]int, len(c.doms))}
	for i, d := range c.doms {
		lo, hi := slices.Min(d), slices.Max(d)
		if c.isInterval(i) {
			cc.xs[i] = s.NewIntervalVar(lo-r.IntN(2), hi+r.IntN(2))
			continue
		}
		wide := slices.Clone(d)
		for k := r.IntN(3); k > 0; k-- {
			if v := lo - 1 + r.IntN(hi-lo+3); !slices.Contains(wide, v) {
				wide = append(wide, v)
				cc.extra[i] = append(cc.extra[i], v)
			}
		}
		cc.xs[i] = s.NewVarValues(wide)
	}
	if err := c.post(s, cc.xs); err != nil {
		t.Fatalf("domains %v: post: %v", c.doms, err)
	}
	return cc
}

// narrow applies batch 0 or 1 of the removals that reach the case's
// domains, and propagates.
func (cc *cloneCase) narrow(s *cp.Store, batch int) bool {
	ok := true
	for i, x := range cc.xs {
		if cc.c.isInterval(i) {
			if batch == 0 {
				ok = ok && s.SetMin(x, slices.Min(cc.c.doms[i]))
			} else {
				ok = ok && s.SetMax(x, slices.Max(cc.c.doms[i]))
			}
		}
		for j, v := range cc.extra[i] {
			if j%2 == batch {
				ok = ok && s.Remove(x, v)
			}
		}
	}
	return ok && s.Propagate()
}

// run narrows s to the case's domains and back.
func (cc *cloneCase) run(s *cp.Store) {
	s.Push()
	cc.narrow(s, 0)
	cc.narrow(s, 1)
	s.PopTo(0)
}

// allocsOnce counts the allocations of one call of f.
func allocsOnce(f func()) uint64 {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.Mallocs - m0.Mallocs
}

// runCloneCase clones c's store at the root and compares.
func runCloneCase(t *testing.T, row oracleRow, c oracleCase, r *rand.Rand, st *cloneStats, what string) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s: %s: domains %v: %s", row.name, what, c.doms, fmt.Sprintf(format, args...))
	}
	cc := newCloneCase(t, c, r)
	s, xs := cc.s, cc.xs
	rootOK := s.Propagate()
	k, err := s.Clone()
	if err != nil {
		fail("Clone: %v", err)
	}
	if !rootOK {
		if !k.Failed() {
			fail("a failed store cloned into one that is not failed")
		}
		st.rootFailures++
		return
	}
	st.cloned++
	if k.Fingerprint() != s.Fingerprint() {
		fail("the clone's fingerprint differs from the original's")
	}
	var shared []sharedRegion
	for p := range s.NumProps() {
		a, b := s.Propagator(cp.PropID(p)), k.Propagator(cp.PropID(p))
		if !reflect.DeepEqual(a, b) {
			fail("propagator %d (%s, %T): the clone is not equal to the original:\n%s", p, s.Kind(cp.PropID(p)), a, firstDifference(reflect.ValueOf(a), reflect.ValueOf(b), "p"))
		}
		sharedRegions(reflect.ValueOf(a), reflect.ValueOf(b), fmt.Sprintf("propagator %d (%T)", p, a), &shared)
	}
	for i := range shared {
		shared[i].sum = deepHash(shared[i].v)
	}
	st.shared += len(shared)

	fp0 := s.Fingerprint()
	s.Push()
	k.Push()
	okS, okK := true, true
	for batch := 0; batch < 2; batch++ {
		okS = okS && cc.narrow(s, batch)
		okK = okK && cc.narrow(k, batch)
		if okS != okK || okS && k.Fingerprint() != s.Fingerprint() {
			fail("after narrowing batch %d the clone (ok %v) and the original (ok %v) differ", batch, okK, okS)
		}
	}
	checkShared := func(when string) {
		t.Helper()
		for _, sh := range shared {
			if deepHash(sh.v) != sh.sum {
				fail("%s: memory shared by the original and the clone was written %s (Clone must copy it)", sh.path, when)
			}
		}
	}
	checkShared("by the narrowing")
	// A complete search on each: the original first, then the clone, so
	// that scratch the two wrongly share is dirty for the clone.
	if okS {
		nS := countSolutions(s, xs, 20000)
		nK := countSolutions(k, xs, 20000)
		if nS != nK {
			fail("the original counts %d solutions, the clone %d", nS, nK)
		}
		st.solutions += nS
	}
	s.PopTo(0)
	k.PopTo(0)
	if s.Fingerprint() != fp0 || k.Fingerprint() != fp0 {
		fail("PopTo(0) after the search: original restored %v, clone restored %v", s.Fingerprint() == fp0, k.Fingerprint() == fp0)
	}
	checkShared("during the search")
}

// TestCloneAllocatesNoMore: for the first cases of every oracle row, the
// clone allocates no more than its original when it narrows and
// propagates (Clone keeps the scratch's capacity). Not parallel:
// AllocsPerRun needs the process to itself.
func TestCloneAllocatesNoMore(t *testing.T) {
	rows := slices.Clone(oracleRows)
	sort.Slice(rows, func(i, j int) bool { return rows[i].name < rows[j].name })
	checked := 0
	for i, row := range rows {
		r := rand.New(rand.NewPCG(uint64(i)+1, 0xa110c))
		for range 3 {
			c := row.gen(r)
			seed := r.Uint64()
			// The first narrowing of each, measured without a warm-up: a
			// clone that lost the capacity of a scratch slice allocates
			// when it appends there. The count is the process's, so a
			// stray allocation of another goroutine may land in it: the
			// case is made afresh and measured again up to three times,
			// and only a clone that allocates more every time fails.
			var cc *cloneCase
			var k *cp.Store
			var a, b uint64
			for try := 0; try < 3; try++ {
				cc = newCloneCase(t, c, rand.New(rand.NewPCG(seed, 0xc10e)))
				if !cc.s.Propagate() {
					cc = nil
					break
				}
				var err error
				if k, err = cc.s.Clone(); err != nil {
					t.Fatalf("%s: Clone: %v", row.name, err)
				}
				if a, b = allocsOnce(func() { cc.run(cc.s) }), allocsOnce(func() { cc.run(k) }); b <= a {
					break
				}
			}
			if cc == nil {
				continue
			}
			if b > a {
				t.Errorf("%s: domains %v: the clone allocates %d times in its first narrowing, the original %d", row.name, cc.c.doms, b, a)
			}
			// And once warmed up.
			if a, b := testing.AllocsPerRun(5, func() { cc.run(cc.s) }), testing.AllocsPerRun(5, func() { cc.run(k) }); b > a {
				t.Errorf("%s: domains %v: the clone allocates %.1f times per narrowing, the original %.1f", row.name, cc.c.doms, b, a)
			}
			checked++
		}
	}
	t.Logf("%d cases of %d rows checked", checked, len(rows))
}

// countSolutions counts the assignments of xs that propagate, by a plain
// depth-first search (stopping after limit nodes).
func countSolutions(s *cp.Store, xs []cp.VarID, limit int) int {
	nodes, count := 0, 0
	var rec func()
	rec = func() {
		nodes++
		if nodes > limit {
			return
		}
		i := slices.IndexFunc(xs, func(x cp.VarID) bool { return !s.Fixed(x) })
		if i < 0 {
			count++
			return
		}
		x := xs[i]
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			l := s.Push()
			if s.Assign(x, v) && s.Propagate() {
				rec()
			}
			s.PopTo(l - 1)
		}
	}
	rec()
	return count
}

// sharedRegion is memory that a propagator and its clone both point to.
type sharedRegion struct {
	path string
	v    reflect.Value
	sum  uint64
}

// sharedRegions walks a and b, values of the same type, and records every
// pointer, map or slice of a that shares memory with b's counterpart.
func sharedRegions(a, b reflect.Value, path string, out *[]sharedRegion) {
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, sharedRegion{path: path, v: a})
			return
		}
		sharedRegions(a.Elem(), b.Elem(), path, out)
	case reflect.Map:
		if !a.IsNil() && a.Pointer() == b.Pointer() {
			*out = append(*out, sharedRegion{path: path, v: a})
		}
	case reflect.Slice:
		if a.Cap() == 0 || b.Cap() == 0 {
			return
		}
		size := a.Type().Elem().Size()
		if size > 0 && a.Pointer() < b.Pointer()+uintptr(b.Cap())*size && b.Pointer() < a.Pointer()+uintptr(a.Cap())*size {
			*out = append(*out, sharedRegion{path: path, v: a.Slice3(0, a.Cap(), a.Cap())})
			return
		}
		for i := range min(a.Len(), b.Len()) {
			sharedRegions(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
		}
	case reflect.Array:
		for i := range a.Len() {
			sharedRegions(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
		}
	case reflect.Struct:
		for i := range a.NumField() {
			sharedRegions(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name, out)
		}
	case reflect.Interface:
		if !a.IsNil() && !b.IsNil() && a.Elem().Type() == b.Elem().Type() {
			sharedRegions(a.Elem(), b.Elem(), path, out)
		}
	}
}

// deepHash hashes everything reachable from v (pointers followed once).
func deepHash(v reflect.Value) uint64 {
	h := fnv.New64a()
	seen := map[uintptr]bool{}
	var buf [8]byte
	put := func(u uint64) {
		for i := range buf {
			buf[i] = byte(u >> (8 * i))
		}
		h.Write(buf[:])
	}
	var rec func(v reflect.Value)
	rec = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Bool:
			if v.Bool() {
				put(1)
			} else {
				put(0)
			}
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			put(uint64(v.Int()))
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			put(v.Uint())
		case reflect.Float32, reflect.Float64:
			put(math.Float64bits(v.Float()))
		case reflect.String:
			h.Write([]byte(v.String()))
		case reflect.Pointer:
			if v.IsNil() || seen[v.Pointer()] {
				put(0)
				return
			}
			seen[v.Pointer()] = true
			rec(v.Elem())
		case reflect.Slice, reflect.Array:
			put(uint64(v.Len()))
			for i := range v.Len() {
				rec(v.Index(i))
			}
		case reflect.Struct:
			for i := range v.NumField() {
				rec(v.Field(i))
			}
		case reflect.Interface:
			if !v.IsNil() {
				rec(v.Elem())
			}
		case reflect.Map:
			put(uint64(v.Len()))
		}
	}
	rec(v)
	return h.Sum64()
}

// firstDifference describes where two deeply unequal values differ.
func firstDifference(a, b reflect.Value, path string) string {
	if a.Kind() != b.Kind() || a.Type() != b.Type() {
		return fmt.Sprintf("%s: types %v and %v", path, a.Type(), b.Type())
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() != b.IsNil() {
			return fmt.Sprintf("%s: nil %v and %v", path, a.IsNil(), b.IsNil())
		}
		if a.IsNil() {
			return ""
		}
		return firstDifference(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		for i := range a.NumField() {
			if d := firstDifference(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice, reflect.Array:
		if a.Kind() == reflect.Slice && a.IsNil() != b.IsNil() {
			return fmt.Sprintf("%s: nil %v and %v", path, a.IsNil(), b.IsNil())
		}
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s: lengths %d and %d", path, a.Len(), b.Len())
		}
		for i := range a.Len() {
			if d := firstDifference(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Map, reflect.Func, reflect.Chan:
		return fmt.Sprintf("%s: %v values cannot be compared deeply", path, a.Kind())
	}
	if fmt.Sprint(a) != fmt.Sprint(b) {
		return fmt.Sprintf("%s: %v and %v", path, a, b)
	}
	return ""
}

// TestEveryPropagatorHasClone reads the package's source: every type with
// a Propagate method has a Clone method, including the types no oracle
// row reaches.
func TestEveryPropagatorHasClone(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	methods := map[string]map[string]bool{}
	for _, pkg := range pkgs {
		for _, f := range pkg.Files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 {
					continue
				}
				typ := fd.Recv.List[0].Type
				if st, ok := typ.(*ast.StarExpr); ok {
					typ = st.X
				}
				id, ok := typ.(*ast.Ident)
				if !ok {
					continue
				}
				if methods[id.Name] == nil {
					methods[id.Name] = map[string]bool{}
				}
				methods[id.Name][fd.Name.Name] = true
			}
		}
	}
	var props []string
	for name, ms := range methods {
		if ms["Propagate"] {
			props = append(props, name)
			if !ms["Clone"] {
				t.Errorf("%s has a Propagate method but no Clone: add one in clone_<family>.go (cp.Cloner)", name)
			}
		}
	}
	sort.Strings(props)
	if len(props) < 40 {
		t.Fatalf("found only %d propagator types (%v): the source scan is broken", len(props), props)
	}
	t.Logf("%d propagator types, each with Clone", len(props))
}
