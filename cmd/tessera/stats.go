package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// maxConstraintRows bounds the per-constraint table; the rest is summed up
// in one line.
const maxConstraintRows = 30

// writeStats writes the statistics of one puzzle (--stats) to w.
func writeStats(w io.Writer, name string, res *puzzles.Result) {
	st := res.Stats
	fmt.Fprintf(w, "# stats %s\n", name)
	var t table
	t.add("status", res.Status.String()+" ("+res.Reason.String()+")")
	t.add("nodes", strconv.FormatInt(st.Nodes, 10))
	t.add("failures", strconv.FormatInt(st.Failures, 10))
	t.add("propagations", strconv.FormatInt(st.Propagations, 10))
	t.add("max depth", strconv.Itoa(st.MaxDepth))
	t.add("restarts", strconv.FormatInt(st.Restarts, 10))
	t.add("time", st.Elapsed.String())
	t.write(w, "")

	byKind := aggregate(st.Props, kindKey)
	fmt.Fprintln(w)
	k := table{right: []bool{false, true, true, true, true}}
	k.add("constraint kind", "propagators", "calls", "prunings", "failures")
	for _, r := range byKind {
		k.add(r.key, itoa(r.n), itoa(r.Calls), itoa(r.Prunings), itoa(r.Failures))
	}
	k.write(w, "")

	byCons := aggregate(st.Props, constraintKey)
	fmt.Fprintln(w)
	c := table{right: []bool{false, true, true, true, true}}
	c.add("constraint", "propagators", "calls", "prunings", "failures")
	for i, r := range byCons {
		if i == maxConstraintRows {
			var rest row
			for _, r := range byCons[i:] {
				rest.add(r)
			}
			c.add(fmt.Sprintf("(%d more)", len(byCons)-i), itoa(rest.n), itoa(rest.Calls), itoa(rest.Prunings), itoa(rest.Failures))
			break
		}
		c.add(r.key, itoa(r.n), itoa(r.Calls), itoa(r.Prunings), itoa(r.Failures))
	}
	c.write(w, "")
}

// constraintKey names a propagator's constraint: its kind and label.
func constraintKey(p search.PropStats) string {
	if p.Label == "" {
		return p.Kind + " (unlabelled)"
	}
	return p.Kind + " " + p.Label
}

func kindKey(p search.PropStats) string { return p.Kind }

// jsonRows is the JSON form of an aggregated propagator table.
func jsonRows(rows []row) []jsonPropRow {
	out := make([]jsonPropRow, len(rows))
	for i, r := range rows {
		out[i] = jsonPropRow{Name: r.key, Propagators: r.n, Calls: r.Calls, Prunings: r.Prunings, Failures: r.Failures}
	}
	return out
}

type jsonPropRow struct {
	Name        string `json:"name"`
	Propagators int64  `json:"propagators"`
	Calls       int64  `json:"calls"`
	Prunings    int64  `json:"prunings"`
	Failures    int64  `json:"failures"`
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// row is the sum of the counters of the propagators sharing a key.
type row struct {
	key   string
	first int // index of the first propagator with the key
	n     int64
	search.PropStats
}

func (r *row) add(o row) {
	r.n += o.n
	r.Calls += o.Calls
	r.Prunings += o.Prunings
	r.Failures += o.Failures
}

// aggregate sums the propagator counters by key, most calls first (ties:
// first posted first).
func aggregate(props []search.PropStats, key func(search.PropStats) string) []row {
	index := map[string]int{}
	var rows []row
	for i, p := range props {
		k := key(p)
		j, ok := index[k]
		if !ok {
			j = len(rows)
			index[k] = j
			rows = append(rows, row{key: k, first: i})
		}
		rows[j].add(row{n: 1, PropStats: p})
	}
	slices.SortStableFunc(rows, func(a, b row) int {
		if a.Calls != b.Calls {
			if a.Calls > b.Calls {
				return -1
			}
			return 1
		}
		return a.first - b.first
	})
	return rows
}

// table is a text table with left- or right-aligned columns.
type table struct {
	right []bool // column i is right-aligned
	rows  [][]string
}

func (t *table) add(cells ...string) { t.rows = append(t.rows, cells) }

func (t *table) write(w io.Writer, indent string) {
	var width []int
	for _, r := range t.rows {
		for i, c := range r {
			if i == len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], len([]rune(c)))
		}
	}
	for _, r := range t.rows {
		var b strings.Builder
		b.WriteString(indent)
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
		fmt.Fprintln(w, b.String())
	}
}
