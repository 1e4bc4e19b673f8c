package flatzinc

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// Aliased arguments in every builtin family: aliasTemplates holds one
// constraint per family with its variable slots open (%i an int, %b a
// bool); aliasModel fills them from three ints and two bools (and now and
// then a constant), so that one variable often takes several slots, the
// case the post functions must accept natively or through a fresh copy;
// now and then x also takes ±2^30, which makes it an interval variable
// (with holes) that the globals must accept too.
// The solutions over the declared variables are counted by the engine
// and by brute force with the independent checks of Verify.
var aliasTemplates = []string{
	"int_eq(%i,%i)", "int_ne(%i,%i)", "int_le(%i,%i)", "int_lt(%i,%i)",
	"int_eq_reif(%i,%i,%b)", "int_le_reif(%i,%i,%b)", "int_ne_imp(%i,%i,%b)",
	"int_lin_eq([1,-1,2],[%i,%i,%i],1)", "int_lin_le([2,-1,1],[%i,%i,%i],0)", "int_lin_ne([1,1],[%i,%i],2)",
	"int_lin_eq_reif([1,2],[%i,%i],2,%b)", "int_lin_le_imp([1,-2],[%i,%i],0,%b)",
	"int_plus(%i,%i,%i)", "int_times(%i,%i,%i)", "int_abs(%i,%i)", "int_div(%i,%i,%i)",
	"int_mod(%i,%i,%i)", "int_pow(%i,%i,%i)", "int_max(%i,%i,%i)", "int_min(%i,%i,%i)",
	"array_int_maximum(%i,[%i,%i,%i])", "array_int_minimum(%i,[%i,%i])",
	"array_int_element(%i,[2,0,-1],%i)", "array_var_int_element(%i,[%i,%i,%i],%i)",
	"set_in(%i,{0,2})", "set_in_reif(%i,{-1,0,3},%b)", "set_in_imp(%i,{1,2},%b)",
	"bool_clause([%b,%b],[%b])", "bool_and(%b,%b,%b)", "bool_or(%b,%b,%b)", "bool_xor(%b,%b,%b)",
	"bool_not(%b,%b)", "array_bool_and([%b,%b],%b)", "array_bool_or([%b,%b],%b)", "array_bool_xor([%b,%b,%b])",
	"bool_eq_reif(%b,%b,%b)", "bool2int(%b,%i)", "bool_lin_eq([1,2],[%b,%b],%i)", "bool_clause_reif([%b],[%b],%b)",
	"array_bool_element(%i,[true,false],%b)", "array_var_bool_element(%i,[%b,%b],%b)",
	"fzn_all_different_int([%i,%i,%i])", "fzn_table_int([%i,%i],[0,1,1,0,2,2,-1,3])",
	"fzn_regular([%i,%i,%i],2,2,[1,2,2,1],1,{2})", "tessera_circuit([%i,%i,%i],1)", "tessera_subcircuit([%i,%i,%i],1)",
	"fzn_count_eq([%i,%i,%i],%i,%i)", "fzn_count_eq_par([%i,%i],1,%i)", "fzn_among(%i,[%i,%i],{0,1})",
	"fzn_lex_less_int([%i,%i],[%i,%i])", "fzn_lex_lesseq_int([%i,%i],[%i,%i])", "fzn_lex_less_bool([%b,%b],[%b,%b])",
	"fzn_alldifferent_except_0([%i,%i,%i])", "tessera_alldifferent_except([%i,%i,%i],1)",
	"fzn_global_cardinality([%i,%i,%i],[0,1],[%i,%i])", "fzn_global_cardinality_closed([%i,%i],[0,1],[%i,%i])",
	"fzn_nvalue(%i,[%i,%i,%i])", "tessera_inverse([%i,%i],[%i,%i],1)", "fzn_increasing_int([%i,%i,%i])",
	"fzn_strictly_decreasing_int([%i,%i,%i])", "fzn_increasing_bool([%b,%b])",
	"fzn_cumulative([%i,%i],[2,1],[1,1],1)", "fzn_cumulative([%i,%i],[%i,%i],[1,%i],%i)",
	"fzn_disjunctive([%i,%i,%i],[1,2,1])", "fzn_disjunctive([%i,%i],[%i,%i])",
}

// aliasModel writes a model of one or two templates from the bytes.
func aliasModel(data []byte) string {
	seed := uint64(len(data))
	if len(data) >= 8 {
		seed = binary.LittleEndian.Uint64(data)
	}
	for i, c := range data {
		seed = seed*31 + uint64(c) + uint64(i)
	}
	r := rand.New(rand.NewPCG(seed, 0xa11a5ed))
	var b strings.Builder
	for _, name := range []string{"x", "y", "z"} {
		var vals []string
		for v := -2; v <= 3; v++ {
			if r.IntN(3) > 0 {
				vals = append(vals, fmt.Sprint(v))
			}
		}
		if len(vals) == 0 {
			vals = []string{"1"}
		}
		// x, now and then, an interval variable: values ±2^30 apart. One
		// wide variable only: a cycle x < y < x over two wide ones closes
		// in one value per round, 2^31 rounds, in any bounds propagation.
		if name == "x" && r.IntN(2) == 0 {
			vals = append([]string{"-1073741824"}, append(vals, "1073741824")...)
		}
		fmt.Fprintf(&b, "var {%s}: %s :: output_var;\n", strings.Join(vals, ","), name)
	}
	b.WriteString("var bool: p :: output_var;\nvar bool: q :: output_var;\n")
	for range 1 + r.IntN(2) {
		t := aliasTemplates[r.IntN(len(aliasTemplates))]
		var c strings.Builder
		for i := 0; i < len(t); i++ {
			if t[i] != '%' {
				c.WriteByte(t[i])
				continue
			}
			i++
			switch {
			case t[i] == 'i' && r.IntN(8) == 0:
				fmt.Fprint(&c, r.IntN(4)-1)
			case t[i] == 'i':
				c.WriteString([]string{"x", "y", "z"}[r.IntN(3)])
			case r.IntN(8) == 0:
				c.WriteString([]string{"true", "false"}[r.IntN(2)])
			default:
				c.WriteString([]string{"p", "q"}[r.IntN(2)])
			}
		}
		fmt.Fprintf(&b, "constraint %s;\n", c.String())
	}
	b.WriteString("solve satisfy;\n")
	return b.String()
}

// declared lists the model's variables (those its declarations created)
// with their declared values.
func declared(p *Problem) ([]cp.VarID, [][]int) {
	var xs []cp.VarID
	var doms [][]int
	for d := range p.Model.Symbols.All() {
		if !d.Type.Var || d.Type.Array {
			continue
		}
		for x, vi := range p.vars {
			if vi.name == d.Name && !vi.helper {
				xs = append(xs, cp.VarID(x))
				if d.Type.Base == TypeBool {
					doms = append(doms, []int{0, 1})
				} else {
					doms = append(doms, d.Type.Dom.Values())
				}
				break
			}
		}
	}
	return xs, doms
}

// bruteCount counts the assignments of the declared variables that
// satisfy every constraint's check.
func bruteCount(p *Problem, xs []cp.VarID, doms [][]int) int {
	val := make([]int, p.Store.NumVars())
	for x := range val { // helpers in the arguments are constants
		val[x] = p.Store.Min(cp.VarID(x))
	}
	n := 0
	var rec func(i int)
	rec = func(i int) {
		if i == len(xs) {
			s := cp.NewStore()
			for _, v := range val {
				s.NewVar(v, v)
			}
			for _, c := range p.constraints {
				if !checks[c.name](&evaluator{s: s}, c.args) {
					return
				}
			}
			n++
			return
		}
		for _, v := range doms[i] {
			val[xs[i]] = v
			rec(i + 1)
		}
	}
	rec(0)
	return n
}

func checkAliasModel(t *testing.T, text string) {
	m, err := Parse("alias.fzn", []byte(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	p, err := Build(m)
	if err != nil {
		t.Fatalf("refused: %v\n%s", err, text)
	}
	xs, doms := declared(p)
	want := bruteCount(p, xs, doms)
	got := 0
	if !p.Store.Failed() {
		_, err = search.Solve(p.Store, search.Options{Vars: xs}, func(s *cp.Store) bool {
			if p.Complete(nil, s, func(s *cp.Store) {
				if err := p.Verify(s); err != nil {
					t.Errorf("a wrong solution: %v\n%s", err, text)
				}
			}) {
				got++
			}
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if got != want {
		t.Errorf("%d solutions; brute force: %d\n%s", got, want, text)
	}
}

func FuzzAliasedConstraints(f *testing.F) {
	for i := range 8 {
		f.Add([]byte{byte(i), 1, 2, 3, 4, 5, 6, 7})
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkAliasModel(t, aliasModel(data)) })
}

// The fuzz target's body on a fixed set of inputs, and every template
// once with all its int slots on x and its bool slots on p.
func TestAliasedConstraints(t *testing.T) {
	for _, tmpl := range aliasTemplates {
		c := strings.NewReplacer("%i", "x", "%b", "p").Replace(tmpl)
		checkAliasModel(t, "var {-2,0,1,2,3}: x :: output_var;\nvar -1..2: y;\nvar bool: p :: output_var;\nconstraint "+c+";\nsolve satisfy;\n")
	}
	n := 800
	if testing.Short() {
		n = 300
	}
	for i := range n {
		checkAliasModel(t, aliasModel(binary.LittleEndian.AppendUint64(nil, uint64(i))))
		if t.Failed() {
			return
		}
	}
}
