package rogo

import (
	"context"
	"fmt"

	"github.com/tessera-cp/tessera/search"
)

// bestWork is the budget of proving a generated candidate's best score,
// in nodes times the model's size (steps × cells): a node's propagation
// costs about that much, so the budget is about the same time on any
// board (a few seconds; node counts keep it deterministic). 14×14 with
// 40 steps gets 7,653 nodes, where seeds 1-6 needed 217 to 1,781; 10×10
// with 20 steps 30,000 (35 to 121 needed); 64×64 with 290 steps 50, so a
// board too large to prove is given up on quickly.
const bestWork = 60_000_000

// bestNodes is the node budget of proving p's best score (bestWork).
func bestNodes(p *Puzzle) int64 {
	return max(bestWork/int64(p.Steps*p.Rows*p.Cols), 1)
}

// proveBest runs the recommended branch and bound on p within maxNodes
// nodes: the best score and true when the search proved it optimal, false
// when the budget (or ctx) stopped it first.
func proveBest(ctx context.Context, p *Puzzle, maxNodes int64) (int, bool, error) {
	m, err := Build(p)
	if err != nil {
		return 0, false, err
	}
	o := SearchOptions(m)
	o.MaxNodes, o.Context = maxNodes, ctx
	res, err := search.Solve(m.Store, o, nil)
	switch {
	case err != nil:
		return 0, false, err
	case !res.Complete():
		return 0, false, nil
	case !res.HasObjective:
		return 0, false, fmt.Errorf("rogo: %s: no loop of %d cells", p.Name, p.Steps)
	}
	return res.Objective, true, nil
}
