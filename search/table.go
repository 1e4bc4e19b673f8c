package search

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
)

// PropGroup sums the counters of the propagators that share a name: a
// constraint kind, or a constraint (kind and label).
type PropGroup struct {
	Name        string
	Propagators int64
	Calls       int64
	Prunings    int64
	Failures    int64
}

// maxConstraintRows bounds the table by constraint that WriteTable writes;
// the rest is summed up in one line.
const maxConstraintRows = 30

// ByKind sums st.Props by constraint kind (Store.Kind), most calls first,
// ties in the order the kinds were first posted.
func (st Stats) ByKind() []PropGroup {
	return group(st.Props, func(p *PropStats) string { return p.Kind })
}

// ByConstraint sums st.Props by constraint: the kind and the label
// ("linear cage C (12+)"), or the kind and "(unlabelled)". Most calls
// first, ties in the order the constraints were first posted.
func (st Stats) ByConstraint() []PropGroup {
	return group(st.Props, func(p *PropStats) string { return constraintName(p.Kind, p.Label) })
}

// WriteTable writes st to w as three text tables: the counters (after a
// status row when status is not ""), the propagators by kind, and by
// constraint (at most 30 rows, then one row for the rest).
// Times are written as time.Duration's String. It returns the first error
// of w.
func (st Stats) WriteTable(w io.Writer, status string) error {
	ew := &errWriter{w: w}
	var t textTable
	if status != "" {
		t.add("status", status)
	}
	t.add("nodes", itoa(st.Nodes))
	t.add("failures", itoa(st.Failures))
	t.add("propagations", itoa(st.Propagations))
	t.add("max depth", strconv.Itoa(st.MaxDepth))
	t.add("restarts", itoa(st.Restarts))
	if st.Probes > 0 {
		t.add("lookahead probes", itoa(st.Probes))
		t.add("values refuted", itoa(st.Refuted))
	}
	if st.Conflicts > 0 || st.Learned > 0 {
		t.add("conflicts", itoa(st.Conflicts))
		if sec := st.Elapsed.Seconds(); sec > 0 {
			t.add("conflicts/s", strconv.FormatFloat(float64(st.Conflicts)/sec, 'f', 0, 64))
			t.add("explanation time", st.ExplainTime.Round(time.Millisecond).String()+" ("+
				strconv.FormatFloat(100*st.ExplainTime.Seconds()/sec, 'f', 1, 64)+" % of the time; analysis "+
				strconv.FormatFloat(100*st.AnalysisTime.Seconds()/sec, 'f', 1, 64)+" %)")
		}
		t.add("learned nogoods", itoa(st.Learned))
		t.add("mean nogood size", ratio(st.LearnedLits, st.Learned))
		t.add("mean nogood LBD", ratio(st.LearnedLBD, st.Learned))
		t.add("backjumps", itoa(st.Backjumps)+" (mean "+ratio(st.BackjumpLevels, st.Backjumps)+" levels skipped)")
		t.add("forgotten", itoa(st.Forgotten))
		t.add("clause database", itoa(st.Clauses)+" clauses, "+bytesText(st.ClauseBytes)+" (peak "+bytesText(st.PeakClauseBytes)+")")
	}
	t.add("time", st.Elapsed.String())
	t.write(ew)

	right := []bool{false, true, true, true, true}
	k := textTable{right: right}
	k.add("constraint kind", "propagators", "calls", "prunings", "failures")
	for _, g := range st.ByKind() {
		k.addGroup(g)
	}
	fmt.Fprintln(ew)
	k.write(ew)

	c := textTable{right: right}
	c.add("constraint", "propagators", "calls", "prunings", "failures")
	byCons := st.ByConstraint()
	for i, g := range byCons {
		if i == maxConstraintRows {
			rest := PropGroup{Name: fmt.Sprintf("(%d more)", len(byCons)-i)}
			for _, g := range byCons[i:] {
				rest.add(g)
			}
			c.addGroup(rest)
			break
		}
		c.addGroup(g)
	}
	fmt.Fprintln(ew)
	c.write(ew)
	return ew.err
}

func (g *PropGroup) add(o PropGroup) {
	g.Propagators += o.Propagators
	g.Calls += o.Calls
	g.Prunings += o.Prunings
	g.Failures += o.Failures
}

// group sums the counters by key, most calls first, ties by the first
// propagator of each key. The order never depends on the map.
func group(props []PropStats, key func(*PropStats) string) []PropGroup {
	index := map[string]int{}
	var out []PropGroup
	for i := range props {
		p := &props[i]
		k := key(p)
		j, ok := index[k]
		if !ok {
			j = len(out)
			index[k] = j
			out = append(out, PropGroup{Name: k})
		}
		out[j].add(PropGroup{Propagators: 1, Calls: p.Calls, Prunings: p.Prunings, Failures: p.Failures})
	}
	// Groups are in order of first appearance: a stable sort keeps it
	// among equal calls.
	slices.SortStableFunc(out, func(a, b PropGroup) int {
		switch {
		case a.Calls > b.Calls:
			return -1
		case a.Calls < b.Calls:
			return 1
		}
		return 0
	})
	return out
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// ratio is a/b with one decimal, or "-" when b is 0.
func ratio(a, b int64) string {
	if b == 0 {
		return "-"
	}
	return strconv.FormatFloat(float64(a)/float64(b), 'f', 1, 64)
}

// bytesText is a byte count in B, KiB or MiB.
func bytesText(n int64) string {
	switch {
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB"
	case n >= 1<<10:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + " KiB"
	}
	return itoa(n) + " B"
}

// textTable is a text table with left- or right-aligned columns, two
// spaces apart; the last column of a left-aligned row is not padded.
type textTable struct {
	right []bool // column i is right-aligned
	rows  [][]string
}

func (t *textTable) add(cells ...string) { t.rows = append(t.rows, cells) }

func (t *textTable) addGroup(g PropGroup) {
	t.add(g.Name, itoa(g.Propagators), itoa(g.Calls), itoa(g.Prunings), itoa(g.Failures))
}

func (t *textTable) write(w io.Writer) {
	var width []int
	for _, r := range t.rows {
		for i, c := range r {
			if i == len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], len([]rune(c)))
		}
	}
	var b strings.Builder
	for _, r := range t.rows {
		b.Reset()
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-len([]rune(c)))
			if i > 0 {
				b.WriteString("  ")
			}
			switch {
			case i < len(t.right) && t.right[i]:
				b.WriteString(pad + c)
			case i == len(r)-1:
				b.WriteString(c)
			default:
				b.WriteString(c + pad)
			}
		}
		b.WriteByte('\n')
		io.WriteString(w, b.String())
	}
}

// errWriter keeps the first error of w and writes nothing after it.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}
