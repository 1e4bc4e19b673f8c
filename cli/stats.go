package cli

import (
	"fmt"
	"io"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// writeStats writes the statistics of one puzzle (--stats) to w: the
// search package's tables, with the puzzle's status first.
func writeStats(w io.Writer, name string, res *puzzles.Result) {
	fmt.Fprintf(w, "# stats %s\n", name)
	res.Stats.WriteTable(w, res.Status.String()+" ("+res.Reason.String()+")")
}

// jsonRows is the JSON form of an aggregated propagator table.
func jsonRows(groups []search.PropGroup) []jsonPropRow {
	out := make([]jsonPropRow, len(groups))
	for i, g := range groups {
		out[i] = jsonPropRow{Name: g.Name, Propagators: g.Propagators, Calls: g.Calls, Prunings: g.Prunings, Failures: g.Failures}
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
