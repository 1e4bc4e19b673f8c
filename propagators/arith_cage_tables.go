package propagators

import (
	"sync"

	"github.com/tessera-cp/tessera/cp"
)

// A puzzle's cages repeat from model to model (a generator builds one
// per candidate, a collection holds many puzzles of one size), and the
// table Cage compiles depends only on the clue and the cells' domains at
// post. The tables of small cages are kept here, prepared and read only,
// so that another post of the same cage over the same domains makes only
// its propagator's state: the same table, propagator and pruning as the
// enumeration gives.

// arithCageKey is a cage's clue and its cells' domains, each of one
// domain word (its base and word), for at most arithCageKeyCells cells.
type arithCageKey struct {
	op                CageOp
	target, maxTuples int
	k                 int
	base              [arithCageKeyCells]int
	word              [arithCageKeyCells]uint64
}

const arithCageKeyCells = 4

// arithCageKeyOf is the key of a cage over cells (distinct), false when
// it is not kept: more than arithCageKeyCells cells, or a cell with a
// domain of more than one word.
func arithCageKeyOf(s *cp.Store, op CageOp, target int, cells []cp.VarID, maxTuples int) (arithCageKey, bool) {
	if len(cells) > arithCageKeyCells {
		return arithCageKey{}, false
	}
	key := arithCageKey{op: op, target: target, maxTuples: maxTuples, k: len(cells)}
	for i, x := range cells {
		w := s.Words(x)
		if len(w) != 1 {
			return arithCageKey{}, false
		}
		key.base[i], key.word[i] = s.Base(x), w[0]
	}
	return key, true
}

// arithCageTables holds the prepared tables of up to
// arithCageTablesMaxInts numbers in all (its memory bound: about 8 MiB).
var arithCageTables = arithCageCache{m: map[arithCageKey]*TableTuples{}}

const arithCageTablesMaxInts = 1 << 20

type arithCageCache struct {
	sync.Mutex
	m    map[arithCageKey]*TableTuples
	ints int
}

// get is the table kept for key, or nil.
func (c *arithCageCache) get(key arithCageKey) *TableTuples {
	c.Lock()
	defer c.Unlock()
	return c.m[key]
}

// put keeps tuples (of at least one row, each of key.k values; not to
// change afterwards) for key while the bound allows, and returns them
// prepared (the table kept for key), or nil when it keeps nothing.
func (c *arithCageCache) put(key arithCageKey, tuples [][]int) *TableTuples {
	size := 2 * len(tuples) * key.k // the tuples and their sorted copy, about
	c.Lock()
	full := c.ints+size > arithCageTablesMaxInts
	c.Unlock()
	if full {
		return nil
	}
	t, err := PrepareTable(key.k, tuples)
	if err != nil {
		return nil // not kept: the caller's post says what is wrong
	}
	size += t.Words()
	c.Lock()
	defer c.Unlock()
	if old, ok := c.m[key]; ok {
		return old // another post kept it meanwhile
	}
	if c.ints+size > arithCageTablesMaxInts {
		return nil
	}
	c.m[key] = t
	c.ints += size
	return t
}
