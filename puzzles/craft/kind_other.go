package craft

import (
	"github.com/tessera-cp/tessera/puzzles/abcpath"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
)

// The kinds tuned no further than their views: their ladders are the
// family rungs of their models.
func init() {
	kinds["kakurasu"] = &kindCraft{
		view: func(m *Model) *view {
			kp, ok := unwrap[kakurasu.Puzzle](m.Puzzle)
			if !ok {
				return nil
			}
			return kakurasuView(m, kp.N)
		},
	}
	kinds["abcpath"] = &kindCraft{
		view: func(m *Model) *view {
			if _, ok := unwrap[abcpath.Puzzle](m.Puzzle); !ok {
				return nil
			}
			return abcpathView(m)
		},
	}
}
