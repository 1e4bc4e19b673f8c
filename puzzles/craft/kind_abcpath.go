package craft

import "github.com/tessera-cp/tessera/puzzles/abcpath"

// ABC Path's ladder is the family rungs of its model (the adjacency tables
// and the letters' AllDifferent at full strength); it gets a view that
// names cells and letters.
func init() {
	kinds["abcpath"] = &kindCraft{
		view: func(m *Model) *view {
			if _, ok := unwrap[abcpath.Puzzle](m.Puzzle); !ok {
				return nil
			}
			return abcpathView(m)
		},
	}
}
