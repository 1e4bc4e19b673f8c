package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Interval variables in every family whose propagators need bitsets: each
// case declares its variables over a few values that include ±2^30, so
// that the builder cannot give them bitsets even at the root (it narrows
// what the constraint itself bounds and decomposes the rest), or as
// var int with the bounds coming from other constraints. The count of
// solutions is compared with brute force over the declared values, a
// check written in Go apart from the engine.

const big = 1 << 30

// wideCase is a FlatZinc model over the named variables (declared by the
// test with the given values, all output) and the check of a solution.
type wideCase struct {
	name   string
	vars   []string
	values [][]int // per variable; nil: wideValues; {0, 1} for a bool named b
	body   string  // constraints
	holds  func(v []int) bool
}

var wideValues = []int{-big, 0, 1, 2, big}

func distinctVals(v []int) bool {
	for i := range v {
		for j := i + 1; j < len(v); j++ {
			if v[i] == v[j] {
				return false
			}
		}
	}
	return true
}

func countIn(v []int, x int) int {
	n := 0
	for _, y := range v {
		if y == x {
			n++
		}
	}
	return n
}

var wideCases = []wideCase{
	{name: "alldifferent", vars: []string{"x", "y", "z"}, body: "fzn_all_different_int([x,y,z])", holds: distinctVals},
	{name: "table", vars: []string{"x", "y"}, body: fmt.Sprintf("fzn_table_int([x,y],[0,1,1,0,%d,2,2,%d])", big, -big),
		holds: func(v []int) bool {
			return slices.Contains([][2]int{{0, 1}, {1, 0}, {big, 2}, {2, -big}}, [2]int{v[0], v[1]})
		}},
	{name: "regular", vars: []string{"x", "y", "z"}, body: "fzn_regular([x,y,z],2,2,[1,2,2,1],1,{2})",
		holds: func(v []int) bool { // odd number of 2s, symbols 1..2
			q := 1
			for _, x := range v {
				if x != 1 && x != 2 {
					return false
				}
				if x == 2 {
					q = 3 - q
				}
			}
			return q == 2
		}},
	{name: "count-var", vars: []string{"x", "y", "z", "w", "n"}, values: [][]int{nil, nil, nil, {0, big}, {0, 1, 2, 3, big}},
		body: "fzn_count_eq([x,y,z],w,n)", holds: func(v []int) bool { return countIn(v[:3], v[3]) == v[4] }},
	{name: "count-par", vars: []string{"x", "y", "z", "n"}, body: fmt.Sprintf("fzn_count_eq_par([x,y,z],%d,n)", big),
		holds: func(v []int) bool { return countIn(v[:3], big) == v[3] }},
	{name: "among", vars: []string{"x", "y", "z", "n"}, body: fmt.Sprintf("fzn_among(n,[x,y,z],{1,2,%d})", big),
		holds: func(v []int) bool {
			return countIn(v[:3], 1)+countIn(v[:3], 2)+countIn(v[:3], big) == v[3]
		}},
	{name: "alldifferent-except-0", vars: []string{"x", "y", "z"}, body: "fzn_alldifferent_except_0([x,y,z])",
		holds: func(v []int) bool {
			for i := range v {
				for j := i + 1; j < len(v); j++ {
					if v[i] == v[j] && v[i] != 0 {
						return false
					}
				}
			}
			return true
		}},
	{name: "gcc", vars: []string{"x", "y", "z", "c", "d"}, body: fmt.Sprintf("fzn_global_cardinality([x,y,z],[0,%d],[c,d])", big),
		holds: func(v []int) bool { return countIn(v[:3], 0) == v[3] && countIn(v[:3], big) == v[4] }},
	{name: "gcc-closed", vars: []string{"x", "y", "z", "c", "d"}, body: fmt.Sprintf("fzn_global_cardinality_closed([x,y,z],[0,%d],[c,d])", big),
		holds: func(v []int) bool { return countIn(v[:3], 0) == v[3] && countIn(v[:3], big) == v[4] && v[3]+v[4] == 3 }},
	{name: "nvalue", vars: []string{"n", "x", "y", "z"}, body: "fzn_nvalue(n,[x,y,z])",
		holds: func(v []int) bool {
			w := slices.Clone(v[1:])
			slices.Sort(w)
			return len(slices.Compact(w)) == v[0]
		}},
	{name: "inverse", vars: []string{"x", "y", "f", "g"}, body: "tessera_inverse([x,y],[f,g],1)",
		holds: func(v []int) bool {
			f, g := v[:2], v[2:]
			for i := range 2 {
				if f[i] < 1 || f[i] > 2 || g[i] < 1 || g[i] > 2 || g[f[i]-1] != i+1 {
					return false
				}
			}
			return true
		}},
	{name: "circuit", vars: []string{"x", "y", "z"}, values: [][]int{{-big, 1, 2, 3, big}, {0, 1, 3, big}, {1, 2, 3, big}}, body: "tessera_circuit([x,y,z],1)",
		holds: func(v []int) bool {
			for _, x := range v {
				if x < 1 || x > 3 {
					return false
				}
			}
			seen, i := 0, 0
			for range 3 {
				seen |= 1 << i
				i = v[i] - 1
			}
			return i == 0 && seen == 7
		}},
	{name: "element", vars: []string{"i", "z"}, values: [][]int{{-big, 0, 1, 2, 3, big}, nil},
		body:  fmt.Sprintf("array_int_element(i,[%d,2,0],z)", big),
		holds: func(v []int) bool { a := []int{big, 2, 0}; return v[0] >= 1 && v[0] <= 3 && a[v[0]-1] == v[1] }},
	{name: "element-var", vars: []string{"i", "x", "y", "z"}, values: [][]int{{-big, 0, 1, 2, 3, big}, nil, nil, nil},
		body:  "array_var_int_element(i,[x,y],z)",
		holds: func(v []int) bool { return v[0] >= 1 && v[0] <= 2 && v[v[0]] == v[3] }},
	{name: "increasing", vars: []string{"x", "y", "z"}, body: "fzn_increasing_int([x,y,z])",
		holds: func(v []int) bool { return v[0] <= v[1] && v[1] <= v[2] }},
	{name: "strictly-decreasing", vars: []string{"x", "y", "z"}, body: "fzn_strictly_decreasing_int([x,y,z])",
		holds: func(v []int) bool { return v[0] > v[1] && v[1] > v[2] }},
	{name: "set-in-reif", vars: []string{"x", "b"}, values: [][]int{nil, {0, 1}}, body: fmt.Sprintf("set_in_reif(x,{0,2,%d},b)", big),
		holds: func(v []int) bool { in := v[0] == 0 || v[0] == 2 || v[0] == big; return in == (v[1] == 1) }},
	{name: "set-in-imp", vars: []string{"x", "b"}, values: [][]int{nil, {0, 1}}, body: fmt.Sprintf("set_in_imp(x,{0,2,%d},b)", big),
		holds: func(v []int) bool { in := v[0] == 0 || v[0] == 2 || v[0] == big; return in || v[1] == 0 }},
	{name: "cumulative", vars: []string{"s", "t"}, body: "fzn_cumulative([s,t],[2,2],[1,1],1)",
		holds: func(v []int) bool { return v[0]+2 <= v[1] || v[1]+2 <= v[0] }},
	{name: "cumulative-capacity", vars: []string{"s", "t", "c"}, body: "fzn_cumulative([s,t],[2,2],[1,1],c)",
		holds: func(v []int) bool {
			peak := 1
			if v[0] < v[1]+2 && v[1] < v[0]+2 {
				peak = 2
			}
			return v[2] >= peak
		}},
	{name: "cumulative-wide-energy", vars: []string{"s", "t", "d", "h", "c"}, body: "fzn_cumulative([s,t],[d,1],[h,1],c)",
		holds: func(v []int) bool { return cumulativeHolds(v[:2], []int{v[2], 1}, []int{v[3], 1}, v[4]) }},
	{name: "disjunctive", vars: []string{"s", "t", "u"}, body: "fzn_disjunctive([s,t,u],[1,2,1])",
		holds: func(v []int) bool {
			d := []int{1, 2, 1}
			for i := range 3 {
				for j := i + 1; j < 3; j++ {
					if v[i] < v[j]+d[j] && v[j] < v[i]+d[i] {
						return false
					}
				}
			}
			return true
		}},
	{name: "lex-less", vars: []string{"x", "y", "u", "w"}, body: "fzn_lex_less_int([x,y],[u,w])",
		holds: func(v []int) bool { return v[0] < v[2] || v[0] == v[2] && v[1] < v[3] }},
}

// cumulativeHolds is cumulative's meaning: non-negative durations,
// demands and capacity, and at the start of every running task the load
// within the capacity.
func cumulativeHolds(s, d, h []int, c int) bool {
	if c < 0 {
		return false
	}
	for j := range s {
		if d[j] < 0 || h[j] < 0 {
			return false
		}
		load := 0
		for i := range s {
			if d[i] > 0 && s[i] <= s[j] && s[j] < s[i]+d[i] {
				load += h[i]
			}
		}
		if d[j] > 0 && h[j] > 0 && load > c {
			return false
		}
	}
	return true
}

// fznSet writes values as a FlatZinc set literal.
func fznSet(vs []int) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = fmt.Sprint(v)
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// wideModel writes the case as FlatZinc: each variable declared over its
// values (interval variables, being wider than 2^24), or, unbounded, as
// var int with set_in stating its values.
func (c wideCase) model(unbounded bool) (string, [][]int) {
	var b strings.Builder
	doms := make([][]int, len(c.vars))
	for i, name := range c.vars {
		doms[i] = wideValues
		if c.values != nil && c.values[i] != nil {
			doms[i] = c.values[i]
		}
		if name == "b" {
			fmt.Fprintf(&b, "var bool: b :: output_var;\n")
		} else if unbounded {
			fmt.Fprintf(&b, "var int: %s :: output_var;\n", name)
		} else {
			fmt.Fprintf(&b, "var %s: %s :: output_var;\n", fznSet(doms[i]), name)
		}
	}
	if unbounded {
		for i, name := range c.vars {
			if name == "b" {
				continue
			}
			fmt.Fprintf(&b, "constraint set_in(%s,%s);\n", name, fznSet(doms[i]))
		}
	}
	fmt.Fprintf(&b, "constraint %s;\nsolve satisfy;\n", c.body)
	return b.String(), doms
}

func bruteForce(doms [][]int, holds func([]int) bool) int {
	v := make([]int, len(doms))
	var rec func(i int) int
	rec = func(i int) int {
		if i == len(doms) {
			if holds(v) {
				return 1
			}
			return 0
		}
		n := 0
		for _, x := range doms[i] {
			v[i] = x
			n += rec(i + 1)
		}
		return n
	}
	return rec(0)
}

func TestWideDomainsEveryFamily(t *testing.T) {
	dir := t.TempDir()
	for _, c := range wideCases {
		for _, unbounded := range []bool{false, true} {
			text, doms := c.model(unbounded)
			name := c.name
			if unbounded {
				name += "/unbounded"
			}
			t.Run(name, func(t *testing.T) {
				path := filepath.Join(dir, strings.ReplaceAll(name, "/", "_")+".fzn")
				if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
				want := bruteForce(doms, c.holds)
				for _, free := range []bool{false, true} {
					args := []string{"-a", path}
					if free {
						args = append([]string{"-f"}, args...)
					}
					o := solveFile(t, args...)
					status := lineComplete
					if want == 0 {
						status = lineUnsatisfiable
					}
					if o.solutions != want || o.status != status {
						t.Errorf("%v: %d solutions, status %q; brute force: %d\n%s", args, o.solutions, o.status, want, text)
					}
				}
			})
		}
	}
}

// The builder's root propagation (for the globals that wait for the root
// bounds) stops at the time limit like the search's: x < y < x over
// unbounded variables closes in one value per round, about 2^32 rounds.
func TestBuildPropagationStopsAtTheLimit(t *testing.T) {
	src := "var int: x :: output_var;\nvar int: y :: output_var;\nconstraint int_lt(x,y);\nconstraint int_lt(y,x);\n" +
		"constraint fzn_all_different_int([x,y]);\nsolve satisfy;\n"
	code, out, _ := runArgs(t, src, "-t", "200", "-")
	if code != exitOK || out != lineUnknown+"\n" {
		t.Errorf("exit %d, output %q; want %s", code, out, lineUnknown)
	}
}
