package propagators

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// A cage posted again over the same domains takes its kept table, and
// every post (kept or not, hit or not) prunes as a Table of the cage's
// tuples enumerated here by brute force, through random removals: cages
// of few clues over few domains, so that the keys collide often, some
// equal, some differing in one cell's domain or its base.
func TestArithCageTablesAgree(t *testing.T) {
	arithCageTables.Lock()
	arithCageTables.m, arithCageTables.ints = map[arithCageKey]*TableTuples{}, 0
	arithCageTables.Unlock()
	r := rand.New(rand.NewPCG(3, 4))
	doms := [][]int{{1, 2, 3, 4}, {1, 2, 4}, {1, 2, 3, 4, 5, 6}}
	holds := func(op CageOp, target int, v []int) bool {
		switch op {
		case CageAdd, CageMul:
			acc := 0
			if op == CageMul {
				acc = 1
			}
			for _, x := range v {
				if op == CageAdd {
					acc += x
				} else {
					acc *= x
				}
			}
			return acc == target
		case CageSub:
			return v[0]-v[1] == target || v[1]-v[0] == target
		}
		return v[0] == target*v[1] || v[1] == target*v[0]
	}
	hits := 0
	for trial := range 400 {
		op := CageOp(r.IntN(4))
		k := 2
		if op == CageAdd || op == CageMul {
			k += r.IntN(2)
		}
		target := []int{2, 6}[r.IntN(2)]
		ds := make([][]int, k)
		for i := range ds {
			ds[i] = doms[r.IntN(len(doms))]
		}
		offset := 0 // a shifted base: the same words, other values
		if r.IntN(4) == 0 {
			offset = 1
		}
		var want [][]int
		forEachAssignment(ds, func(v []int) {
			if u := offsetAll(v, offset); holds(op, target, u) {
				want = append(want, u)
			}
		})
		cage, ref := cp.NewStore(), cp.NewStore()
		xs, ys := make([]cp.VarID, k), make([]cp.VarID, k)
		for i, d := range ds {
			xs[i] = cage.NewVarValues(offsetAll(d, offset))
			ys[i] = ref.NewVarValues(offsetAll(d, offset))
		}
		key, _ := arithCageKeyOf(cage, op, target, xs, arithCageMaxTuples)
		if arithCageTables.get(key) != nil {
			hits++
		}
		if err := Cage(cage, op, target, xs); err != nil {
			t.Fatal(err)
		}
		if len(want) == 0 {
			if !cage.Failed() && cage.Propagate() {
				t.Fatalf("trial %d: cage %v %d over %v: no tuple, not failed", trial, op, target, ds)
			}
			continue
		}
		if err := Table(ref, ys, want); err != nil {
			t.Fatal(err)
		}
		for step := 0; ; step++ {
			okC, okR := cage.Propagate(), ref.Propagate()
			if okC != okR {
				t.Fatalf("trial %d step %d: cage %v %d over %v: propagate %v, table %v", trial, step, op, target, ds, okC, okR)
			}
			if !okC {
				break
			}
			for i := range xs {
				if got, w := elementDomainValues(cage, xs[i]), elementDomainValues(ref, ys[i]); !slices.Equal(got, w) {
					t.Fatalf("trial %d step %d: cage %v %d over %v: cell %d %v, table %v", trial, step, op, target, ds, i, got, w)
				}
			}
			i := r.IntN(k)
			if cage.Fixed(xs[i]) {
				break
			}
			v := elementDomainValues(cage, xs[i])[r.IntN(cage.Size(xs[i]))]
			cage.Remove(xs[i], v)
			ref.Remove(ys[i], v)
		}
	}
	if hits < 100 {
		t.Fatalf("%d posts of 400 took a kept table, want the keys to collide more", hits)
	}
}

func offsetAll(v []int, d int) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = x + d
	}
	return out
}
