package craft

import (
	"sync"

	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// A drawn KenKen's cages repeat from candidate to candidate (the same
// clue on the same shape), and tuneKenKen's tables for a cage depend on
// nothing else: its layouts, and for each line part and digit cageLines'
// layouts extended by "the digit lies in the part". They are kept here,
// read only, instead of listed again for each model (the full model's
// build is most of a 6x6 hard puzzle's CPU). They are kept prepared
// (propagators.TableTuples): a post for a new candidate makes only its
// propagator's own state, not the supports again.

// kenkenTables is one cage's layouts (and them prepared; nil when there
// are none or too many to post) and the extended tables made so far,
// keyed by the part (a bit per cage index) and the digit.
type kenkenTables struct {
	cells    int // the cage's
	layouts  [][]int
	prepared *propagators.TableTuples
	ext      map[[2]int]*propagators.TableTuples
}

// kenkenTablesCache holds the tables of up to kenkenTablesMaxInts
// numbers in all (its memory bound: about 32 MiB).
var kenkenTablesCache = struct {
	sync.Mutex
	m    map[fillingsKey]*kenkenTables
	ints int
}{m: map[fillingsKey]*kenkenTables{}}

const kenkenTablesMaxInts = 1 << 22

// kenkenTablesKey is fillingsKey for cg: the side, the clue and which of
// its cells share a row or a column; false for a cage of more than four
// cells (not kept).
func kenkenTablesKey(cg kenken.Cage, n int) (fillingsKey, bool) {
	k := len(cg.Cells)
	if k > 4 {
		return fillingsKey{}, false
	}
	key := fillingsKey{n: n, op: int(cg.Op), target: cg.Target, k: k}
	bit := 0
	for i := range k {
		for j := range i {
			if cg.Cells[i].Row == cg.Cells[j].Row {
				key.shared |= 1 << bit
			}
			if cg.Cells[i].Col == cg.Cells[j].Col {
				key.shared |= 2 << bit
			}
			bit += 2
		}
	}
	return key, true
}

// sharedCageTables is cg's tables, from the cache where it holds them
// (the layouts are cageLayouts').
func sharedCageTables(cg kenken.Cage, n int) *kenkenTables {
	key, keep := kenkenTablesKey(cg, n)
	if keep {
		kenkenTablesCache.Lock()
		t, ok := kenkenTablesCache.m[key]
		kenkenTablesCache.Unlock()
		if ok {
			return t
		}
	}
	t := &kenkenTables{cells: len(cg.Cells), layouts: cageLayouts(cg, n)}
	if len(t.layouts) > 50_000 {
		return t // not posted (the kind's own cage says it)
	}
	if len(t.layouts) > 0 {
		t.prepared = prepareTable(t.cells, t.layouts)
	}
	if !keep {
		return t // not kept: t.ext stays nil and extended builds afresh
	}
	t.ext = map[[2]int]*propagators.TableTuples{}
	kenkenTablesCache.Lock()
	defer kenkenTablesCache.Unlock()
	if old, ok := kenkenTablesCache.m[key]; ok {
		return old // another run kept it meanwhile
	}
	size := len(t.layouts) * len(cg.Cells)
	if t.prepared != nil {
		size += t.prepared.Words()
	}
	if kenkenTablesCache.ints+size <= kenkenTablesMaxInts {
		kenkenTablesCache.m[key] = t
		kenkenTablesCache.ints += size
	}
	return t
}

// prepareTable prepares a cage's table of rows of arity values (at
// least one).
func prepareTable(arity int, rows [][]int) *propagators.TableTuples {
	p, err := propagators.PrepareTable(arity, rows)
	if err != nil {
		// cageLayouts and extendLayouts make every row arity long.
		panic("craft: " + err.Error())
	}
	return p
}

// extended is the cage's layouts, each with 1 appended where it puts v
// in one of the cells at indices in, else 0 (cageLines' table),
// prepared.
func (t *kenkenTables) extended(in []int, v int) *propagators.TableTuples {
	if t.ext == nil {
		return prepareTable(t.cells+1, extendLayouts(t.layouts, in, v))
	}
	part := 0
	for _, i := range in {
		part |= 1 << i
	}
	key := [2]int{part, v}
	kenkenTablesCache.Lock()
	defer kenkenTablesCache.Unlock()
	if ext, ok := t.ext[key]; ok {
		return ext
	}
	ext := prepareTable(t.cells+1, extendLayouts(t.layouts, in, v))
	size := ext.Len()*ext.Arity() + ext.Words()
	if kenkenTablesCache.ints+size <= kenkenTablesMaxInts {
		t.ext[key] = ext
		kenkenTablesCache.ints += size
	}
	return ext
}

// extendLayouts builds extended's table, in one block.
func extendLayouts(layouts [][]int, in []int, v int) [][]int {
	if len(layouts) == 0 {
		return nil
	}
	k := len(layouts[0])
	flat := make([]int, len(layouts)*(k+1))
	ext := make([][]int, len(layouts))
	for li, l := range layouts {
		row := flat[li*(k+1) : (li+1)*(k+1) : (li+1)*(k+1)]
		copy(row, l)
		for _, i := range in {
			if l[i] == v {
				row[k] = 1
			}
		}
		ext[li] = row
	}
	return ext
}
