package propagators

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Interval variables in the oracle harness. The rows named here post
// propagators that accept interval variables (cp.Store.NewIntervalVar):
// TestOracleIntervals runs each of their random cases again with one
// variable made an interval variable over the hull of its domain, checking
// soundness, the claim below (with an interval variable's bounds standing
// for its domain), the fixed assignments (at once and one variable at a
// time: no propagator may rely on the removal of an inner value) and the
// trail. Every other row's post function must refuse an interval variable
// with an error wrapping ErrArgs (TestIntervalVariablesRefused).
type intervalRow struct {
	strength strength // the claim when an interval variable is in the scope
	last     bool     // only the last variable of a case may be one
}

var intervalRows = map[string]intervalRow{
	"eq":                  {domainC, false},
	"noteq":               {domainC, false},
	"lesseq":              {domainC, false},
	"linear-eq":           {sound, false}, // bounds(R), see TestLinearEqBoundsR
	"linear-le":           {boundsZ, false},
	"linear-ge":           {boundsZ, false},
	"linear-ne":           {domainC, false},
	"linear-eq-repeats":   {sound, false},
	"linear-le-repeats":   {boundsZ, false},
	"linear-ne-repeats":   {domainC, false},
	"alldifferent-value":  {sound, false},
	"alldifferent-bounds": {boundsZ, false},
	"times":               {boundsZ, false}, // the bounds reasoning only
	"times-bounds":        {boundsZ, false},
	"times-post":          {boundsZ, false},
	"div":                 {boundsZ, false},
	"div-bounds":          {boundsZ, false},
	"div-post":            {boundsZ, false},
	"absdiff":             {boundsZ, false},
	"absdiff-bounds":      {boundsZ, false},
	"max":                 {boundsZ, false},
	"min":                 {boundsZ, false},
	"element":             {domainC, true}, // the value; the index needs a bitset
	"distinctsum":         {sound, true},   // the total
	"distinctsum-regular": {sound, true},
	"lex-lesseq":          {domainC, false},
	"lex-less":            {domainC, false},
	"lex-lesseq-repeats":  {sound, false},
	"lex-less-repeats":    {sound, false},
	"truncdiv":            {sound, false}, // the interval rules only
	"truncdiv-bounds":     {sound, false},
	"truncdiv-post":       {sound, false},
	"mod":                 {sound, false},
	"mod-bounds":          {sound, false},
	"mod-post":            {sound, false},
	"pow":                 {sound, false},
	"pow-bounds":          {sound, false},
	"pow-post":            {sound, false},
	// The reified sums and comparisons (b is a bitset boolean; drawing it
	// as an interval over {0,1} is harmless). The general reif-linear
	// row's claim is checked over interval variables by
	// TestReifLinearClaim.
	"reif-linear-unary":  {domainC, false},
	"reif-linear-binary": {domainC, false},
	"reif-linear":        {sound, false},
	// The scheduling propagators read and write bounds only.
	"cumulative":      {sound, false},
	"cumulative-var":  {sound, false},
	"disjunctive":     {sound, false},
	"disjunctive-var": {sound, false},
}

// toInterval makes variable k of c an interval variable over the hull of
// its domain; false when the hull makes the case too large to enumerate.
func toInterval(c *oracleCase, k int) bool {
	lo, hi := slices.Min(c.doms[k]), slices.Max(c.doms[k])
	hull := make([]int, 0, hi-lo+1)
	for v := lo; v <= hi; v++ {
		hull = append(hull, v)
	}
	prod := len(hull)
	for i, d := range c.doms {
		if i != k {
			prod *= len(d)
		}
	}
	if prod > maxOracleProduct {
		return false
	}
	c.doms = slices.Clone(c.doms)
	c.doms[k] = hull
	c.interval = make([]bool, len(c.doms))
	c.interval[k] = true
	return true
}

func sortedRows() []oracleRow {
	rows := slices.Clone(oracleRows)
	sort.Slice(rows, func(i, j int) bool { return rows[i].name < rows[j].name })
	return rows
}

func TestOracleIntervals(t *testing.T) {
	for i, row := range sortedRows() {
		ir, ok := intervalRows[row.name]
		if !ok {
			continue
		}
		row.strength = ir.strength
		t.Run(row.name, func(t *testing.T) {
			t.Parallel()
			n := 1000 * *oracleScale
			if testing.Short() {
				n = 200
			}
			r := rand.New(rand.NewPCG(uint64(i)+1, 0x1e7e7a1))
			st := &oracleStats{}
			ran := 0
			for k := 0; k < n && !t.Failed(); k++ {
				c := row.gen(r)
				v := len(c.doms) - 1
				if !ir.last {
					v = r.IntN(len(c.doms))
				}
				if !toInterval(&c, v) {
					continue
				}
				ran++
				runOracleCase(t, row, c, r, st, fmt.Sprintf("random case %d, variable %d an interval", k, v))
			}
			if ran < n/2 {
				t.Fatalf("only %d of %d cases small enough", ran, n)
			}
			t.Logf("%s (%s with an interval variable): %d cases, %d with solutions, %d failed at propagation",
				row.name, row.strength, ran, st.withSolutions, st.propFailures)
		})
	}
}

// Every post function that does not handle interval variables refuses
// them: for each row, interval variables where the row does not allow one
// (every variable of the case, all but the last for the rows that allow
// the last) make the post return an error wrapping ErrArgs, or leave them
// alone (a case may not use every variable: then no propagator may
// subscribe to them). At least one case of each row must be refused.
func TestIntervalVariablesRefused(t *testing.T) {
	for i, row := range sortedRows() {
		ir, listed := intervalRows[row.name]
		if listed && !ir.last {
			continue
		}
		r := rand.New(rand.NewPCG(uint64(i)+1, 0x2e7e7a1))
		refused := 0
		for k := 0; k < 20; k++ {
			c := row.gen(r)
			s := cp.NewStore()
			xs := make([]cp.VarID, len(c.doms))
			for j, d := range c.doms {
				if listed && j == len(c.doms)-1 {
					xs[j] = s.NewVarValues(d)
				} else {
					xs[j] = s.NewIntervalVar(slices.Min(d), slices.Max(d))
				}
			}
			err := c.post(s, xs)
			if errors.Is(err, ErrArgs) {
				refused++
				continue
			}
			for j, x := range xs {
				if s.IsInterval(x) && s.Degree(x) > 0 {
					t.Errorf("%s: case %v: variable %d is an interval variable: post returned %v and subscribed to it; want an error wrapping ErrArgs (or list the row in intervalRows)", row.name, c.doms, j, err)
					break
				}
			}
		}
		if refused == 0 {
			t.Errorf("%s: no case refused its interval variables", row.name)
		}
	}
}

// Propagation over interval variables allocates nothing, like over bitsets.
func TestIntervalPropagationNoAllocs(t *testing.T) {
	s := cp.NewStore()
	iv := func() cp.VarID { return s.NewIntervalVar(-1<<40, 1<<40) }
	x, y, z, m, e := iv(), iv(), iv(), iv(), iv()
	idx := s.NewVar(0, 4)
	for _, err := range []error{
		Linear(s, []int{3, -2, 1}, []cp.VarID{x, y, z}, EQ, 7),
		Linear(s, []int{1, 1}, []cp.VarID{x, y}, LE, 1<<30),
		Linear(s, []int{1, 2}, []cp.VarID{y, z}, NE, 5),
		NotEqual(s, x, z, 3),
		Times(s, x, y, m),
		Max(s, []cp.VarID{x, y, z}, m),
		Element(s, []int{-5, 1 << 35, 7, 0, 12}, idx, e),
		AllDifferent(s, []cp.VarID{x, y, z}, Bounds),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMin(x, -1000)
		s.SetMax(y, 5000)
		s.Remove(z, 17) // inside: ignored
		s.Remove(idx, 2)
		s.SetMax(e, 100)
	})
}
