package flatzinc

import (
	"slices"
)

// The checks of the mznlib globals, each the global's definition in
// MiniZinc's library evaluated directly.
func init() {
	distinctExcept := func(xs []int, except func(int) bool) bool {
		seen := map[int]bool{}
		for _, x := range xs {
			if except(x) {
				continue
			}
			if seen[x] {
				return false
			}
			seen[x] = true
		}
		return true
	}
	checks["fzn_all_different_int"] = func(e *evaluator, a []arg) bool {
		return distinctExcept(e.vs(a[0]), func(int) bool { return false })
	}
	checks["fzn_alldifferent_except_0"] = func(e *evaluator, a []arg) bool {
		return distinctExcept(e.vs(a[0]), func(v int) bool { return v == 0 })
	}
	checks["tessera_alldifferent_except"] = func(e *evaluator, a []arg) bool {
		k := e.v(a[1])
		return distinctExcept(e.vs(a[0]), func(v int) bool { return v == k })
	}
	table := func(e *evaluator, a []arg) bool {
		xs, t := e.vs(a[0]), e.vs(a[1])
		if len(xs) == 0 {
			return true
		}
		for i := 0; i+len(xs) <= len(t); i += len(xs) {
			if slices.Equal(xs, t[i:i+len(xs)]) {
				return true
			}
		}
		return false
	}
	checks["fzn_table_int"], checks["fzn_table_bool"] = table, table
	checks["fzn_regular"] = func(e *evaluator, a []arg) bool {
		xs, Q, S, d, q := e.vs(a[0]), e.v(a[1]), e.v(a[2]), e.vs(a[3]), e.v(a[4])
		for _, x := range xs {
			if x < 1 || x > S || q < 1 || q > Q {
				return false
			}
			q = d[(q-1)*S+x-1]
		}
		return q >= 1 && a[5].set.Contains(q)
	}
	// succ values count from the offset; node i's successor is xs[i]-off.
	checks["tessera_circuit"] = func(e *evaluator, a []arg) bool {
		xs, off := e.vs(a[0]), e.v(a[1])
		n := len(xs)
		if n == 0 {
			return true
		}
		node := 0
		for step := 1; step <= n; step++ {
			next := xs[node] - off
			if next < 0 || next >= n || (next == 0) != (step == n) {
				return false
			}
			node = next
		}
		return true
	}
	checks["tessera_subcircuit"] = func(e *evaluator, a []arg) bool {
		xs, off := e.vs(a[0]), e.v(a[1])
		n := len(xs)
		start, in := -1, 0
		for i, x := range xs {
			if x-off < 0 || x-off >= n {
				return false
			}
			if x-off != i {
				start, in = i, in+1
			}
		}
		if in == 0 {
			return true
		}
		node, steps := start, 0
		for {
			node, steps = xs[node]-off, steps+1
			if node == start || steps > n {
				break
			}
		}
		return node == start && steps == in
	}
	checks["tessera_inverse"] = func(e *evaluator, a []arg) bool {
		f, g, off := e.vs(a[0]), e.vs(a[1]), e.v(a[2])
		if len(f) != len(g) {
			return false
		}
		for i := range f {
			j := f[i] - off
			if j < 0 || j >= len(g) || g[j]-off != i {
				return false
			}
		}
		return true
	}
	gcc := func(closed bool) check {
		return func(e *evaluator, a []arg) bool {
			xs, cover, counts := e.vs(a[0]), e.vs(a[1]), e.vs(a[2])
			for i, v := range cover {
				if count(xs, v) != counts[i] {
					return false
				}
			}
			if closed {
				for _, x := range xs {
					if !slices.Contains(cover, x) {
						return false
					}
				}
			}
			return true
		}
	}
	checks["fzn_global_cardinality"] = gcc(false)
	checks["fzn_global_cardinality_closed"] = gcc(true)
	countEq := func(e *evaluator, a []arg) bool { return count(e.vs(a[0]), e.v(a[1])) == e.v(a[2]) }
	checks["fzn_count_eq"], checks["fzn_count_eq_par"] = countEq, countEq
	checks["fzn_nvalue"] = func(e *evaluator, a []arg) bool {
		xs := e.vs(a[1])
		slices.Sort(xs)
		return len(slices.Compact(xs)) == e.v(a[0])
	}
	checks["fzn_among"] = func(e *evaluator, a []arg) bool {
		n := 0
		for _, x := range e.vs(a[1]) {
			if a[2].set.Contains(x) {
				n++
			}
		}
		return n == e.v(a[0])
	}
	// slices.Compare orders like MiniZinc's lex: a proper prefix is smaller.
	lexLess := func(e *evaluator, a []arg) bool { return slices.Compare(e.vs(a[0]), e.vs(a[1])) < 0 }
	lexLessEq := func(e *evaluator, a []arg) bool { return slices.Compare(e.vs(a[0]), e.vs(a[1])) <= 0 }
	checks["fzn_lex_less_int"], checks["fzn_lex_less_bool"] = lexLess, lexLess
	checks["fzn_lex_lesseq_int"], checks["fzn_lex_lesseq_bool"] = lexLessEq, lexLessEq
	monotone := func(ok func(a, b int) bool) check {
		return func(e *evaluator, a []arg) bool {
			xs := e.vs(a[0])
			for i := 1; i < len(xs); i++ {
				if !ok(xs[i-1], xs[i]) {
					return false
				}
			}
			return true
		}
	}
	checks["fzn_increasing_int"] = monotone(func(a, b int) bool { return a <= b })
	checks["fzn_increasing_bool"] = checks["fzn_increasing_int"]
	checks["fzn_decreasing_int"] = monotone(func(a, b int) bool { return a >= b })
	checks["fzn_decreasing_bool"] = checks["fzn_decreasing_int"]
	checks["fzn_strictly_increasing_int"] = monotone(func(a, b int) bool { return a < b })
	checks["fzn_strictly_decreasing_int"] = monotone(func(a, b int) bool { return a > b })
	checks["fzn_cumulative"] = func(e *evaluator, a []arg) bool {
		s, d, r, b := e.vs(a[0]), e.vs(a[1]), e.vs(a[2]), e.v(a[3])
		if len(s) > 0 && b < 0 {
			return false // MiniZinc's decompositions bound the load by b at every time
		}
		// The load peaks at the start of some task.
		for j := range s {
			if d[j] < 0 || r[j] < 0 {
				return false
			}
			if d[j] == 0 || r[j] == 0 {
				continue
			}
			load := 0
			for i := range s {
				if d[i] > 0 && s[i] <= s[j] && s[j] < s[i]+d[i] {
					load += r[i]
				}
			}
			if load > b {
				return false
			}
		}
		return true
	}
	// Tasks of duration 0 take no time (disjunctive, not _strict).
	checks["fzn_disjunctive"] = func(e *evaluator, a []arg) bool {
		s, d := e.vs(a[0]), e.vs(a[1])
		for i := range s {
			if d[i] < 0 {
				return false
			}
			for j := i + 1; j < len(s); j++ {
				if d[i] > 0 && d[j] > 0 && s[i]+d[i] > s[j] && s[j]+d[j] > s[i] {
					return false
				}
			}
		}
		return true
	}
}
