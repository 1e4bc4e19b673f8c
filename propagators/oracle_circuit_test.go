package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
)

// circuitHolds reports whether vals is one Hamiltonian cycle over 0..n-1.
func circuitHolds(vals []int) bool {
	n := len(vals)
	for _, v := range vals {
		if v < 0 || v >= n {
			return false
		}
	}
	u := 0
	for step := 1; step <= n; step++ {
		u = vals[u]
		if u == 0 {
			return step == n
		}
	}
	return false
}

// subcircuitHolds reports whether vals is a subcircuit over 0..n-1 (the
// empty one counts unless nonEmpty).
func subcircuitHolds(vals []int, nonEmpty bool) bool {
	n := len(vals)
	seen := make([]bool, n)
	in, first := 0, -1
	for i, v := range vals {
		if v < 0 || v >= n || seen[v] {
			return false
		}
		seen[v] = true
		if v != i {
			in++
			if first < 0 {
				first = i
			}
		}
	}
	if in == 0 {
		return !nonEmpty
	}
	length := 0
	for u := first; ; {
		u = vals[u]
		length++
		if u == first {
			break
		}
	}
	return length == in
}

// circuitRandDoms draws n successor domains over 0..n-1; half the time they
// contain a random Hamiltonian cycle (or, with sub, a random subcircuit), so
// that cases with solutions are frequent.
func circuitRandDoms(r *rand.Rand, n int, noSelf, sub bool) [][]int {
	doms := make([][]int, n)
	for i := range doms {
		for v := 0; v < n; v++ {
			if (v != i || !noSelf) && r.IntN(5) < 2 {
				doms[i] = append(doms[i], v)
			}
		}
	}
	if r.IntN(2) == 0 {
		// Plant a cycle over a random subset (all nodes for Circuit).
		perm := r.Perm(n)
		k := n
		if sub {
			k = r.IntN(n + 1)
			if k == 1 {
				k = 0
			}
		}
		hidden := make([]int, n)
		for i := range hidden {
			hidden[i] = i
		}
		for j := 0; j < k; j++ {
			hidden[perm[j]] = perm[(j+1)%k]
		}
		for i, v := range hidden {
			if !circuitHas(doms[i], v) {
				doms[i] = append(doms[i], v)
			}
		}
	}
	for i := range doms {
		if len(doms[i]) == 0 {
			doms[i] = append(doms[i], r.IntN(n))
		}
	}
	return doms
}

func circuitHas(d []int, v int) bool {
	for _, w := range d {
		if w == v {
			return true
		}
	}
	return false
}

func circuitRandN(r *rand.Rand) int { return [...]int{1, 2, 3, 3, 4, 4, 5, 5, 5}[r.IntN(9)] }

func init() {
	circuitCase := func(doms [][]int) oracleCase {
		return oracleCase{
			doms:  doms,
			post:  func(s *cp.Store, xs []cp.VarID) error { return Circuit(s, xs) },
			check: circuitHolds,
		}
	}
	subCase := func(doms [][]int, nonEmpty bool) oracleCase {
		post := Subcircuit
		if nonEmpty {
			post = SubcircuitNonEmpty
		}
		return oracleCase{
			doms:  doms,
			post:  func(s *cp.Store, xs []cp.VarID) error { return post(s, xs) },
			check: func(v []int) bool { return subcircuitHolds(v, nonEmpty) },
		}
	}
	full := func(n int, self bool) [][]int {
		doms := make([][]int, n)
		for i := range doms {
			for v := 0; v < n; v++ {
				if self || v != i {
					doms[i] = append(doms[i], v)
				}
			}
		}
		return doms
	}
	// Circuit: random 1..5 nodes, exhaustive sub-domains of the 4-node
	// graph without self-loops (7^4 cases).
	addOracleRow(oracleRow{
		name: "circuit", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			return circuitCase(circuitRandDoms(r, circuitRandN(r), r.IntN(2) == 0, false))
		},
		tiny: func() oracleCase { return circuitCase(full(4, false)) },
	})
	// Circuit: exhaustive sub-domains of 0..2 on 3 nodes, self-loops included.
	addOracleRow(oracleRow{
		name: "circuit-3full", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			return circuitCase(circuitRandDoms(r, 3+r.IntN(2), false, false))
		},
		tiny: func() oracleCase { return circuitCase(full(3, true)) },
	})
	// Subcircuit: random 1..5 nodes, exhaustive on 3 nodes with full domains.
	addOracleRow(oracleRow{
		name: "subcircuit", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			return subCase(circuitRandDoms(r, circuitRandN(r), false, true), false)
		},
		tiny: func() oracleCase { return subCase(full(3, true), false) },
	})
	// Subcircuit: exhaustive on 4 nodes, node i choosing among i, i+1, i+2
	// (mod 4): 7^4 cases.
	addOracleRow(oracleRow{
		name: "subcircuit-4", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			return subCase(circuitRandDoms(r, 4+r.IntN(2), false, true), false)
		},
		tiny: func() oracleCase {
			doms := make([][]int, 4)
			for i := range doms {
				doms[i] = []int{i, (i + 1) % 4, (i + 2) % 4}
			}
			return subCase(doms, false)
		},
	})
	addOracleRow(oracleRow{
		name: "subcircuit-nonempty", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			return subCase(circuitRandDoms(r, circuitRandN(r), false, true), true)
		},
		tiny: func() oracleCase { return subCase(full(3, true), true) },
	})
	// The circuit propagator alone, without the AllDifferent that the post
	// functions add: its own rules must be sound and decide fixed
	// assignments by themselves.
	own := func(doms [][]int, sub, nonEmpty bool) oracleCase {
		c := circuitCase(doms)
		if sub {
			c = subCase(doms, nonEmpty)
		}
		c.post = func(s *cp.Store, xs []cp.VarID) error {
			return circuitPost(s, "test", xs, sub, nonEmpty, false)
		}
		return c
	}
	addOracleRow(oracleRow{
		name: "circuit-own", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			return own(circuitRandDoms(r, circuitRandN(r), r.IntN(2) == 0, false), false, false)
		},
		tiny: func() oracleCase { return own(full(4, false), false, false) },
	})
	addOracleRow(oracleRow{
		name: "subcircuit-own", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			return own(circuitRandDoms(r, circuitRandN(r), false, true), true, r.IntN(2) == 0)
		},
		tiny: func() oracleCase {
			doms := make([][]int, 4)
			for i := range doms {
				doms[i] = []int{i, (i + 1) % 4, (i + 3) % 4}
			}
			return own(doms, true, false)
		},
	})
}
