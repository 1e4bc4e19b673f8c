package search_test

import (
	"testing"

	"github.com/tessera-cp/tessera/search"
)

func TestLearnQueensCounts(t *testing.T) {
	for _, vs := range []search.VarSelect{search.InputOrder, search.FirstFail, search.DomWDeg, search.Activity} {
		for _, val := range valSelects {
			t.Run(vs.String()+"/"+val.String(), func(t *testing.T) {
				for n := 1; n <= len(queensCounts); n++ {
					res := countQueens(t, n, search.Options{VarSelect: vs, ValSelect: val, Seed: 7, Learn: true})
					if res.Solutions != queensCounts[n-1] || !res.Complete() {
						t.Errorf("n=%d: %d solutions (%v), want %d, complete", n, res.Solutions, res.Reason, queensCounts[n-1])
					}
				}
			})
		}
	}
}
