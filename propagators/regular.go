package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// regularMaxGraph bounds the size of the unrolled graph of Regular and
// CyclicRegular: n·(|Q| + |T| + |Σ|) for n variables, |Q| states, |T|
// transitions and |Σ| = MaxSymbol-MinSymbol+1 symbols of the minimised DFA.
// Regular keeps about three reversible cells per unit of it.
const regularMaxGraph = 1 << 23

// regularMaxOrigins bounds the words of CyclicRegular's origin sets:
// n·|Q|·⌈r/64⌉ for x₁'s range r.
const regularMaxOrigins = 1 << 24

// regularGraph is a minimised DFA laid out in flat arrays: transition t goes
// from from[t] to to[t] on the symbol minSym+sym[t]; the transitions leaving
// q are out[outOff[q]:outOff[q+1]], those entering q are in[inOff[q]:inOff[q+1]]
// and those on relative symbol v are bySym[symOff[v]:symOff[v+1]], each
// list in increasing order. The transitions are numbered by source state
// (then symbol), so out is the identity: the transitions leaving q are
// outOff[q]..outOff[q+1]-1.
type regularGraph struct {
	nq, nt, nw    int // states, transitions, symbol width
	minSym, start int
	acc           []bool
	from, sym, to []int32
	outOff, out   []int32
	inOff, in     []int32
	symOff, bySym []int32
}

func regularBuild(d *dfa.DFA) *regularGraph {
	ts := d.Transitions()
	g := &regularGraph{
		nq:     d.NumStates(),
		nt:     len(ts),
		minSym: d.MinSymbol(),
		start:  d.Start(),
	}
	if g.nt > 0 {
		g.nw = d.MaxSymbol() - d.MinSymbol() + 1
	}
	g.acc = make([]bool, g.nq)
	for q := range g.acc {
		g.acc[q] = d.Accepting(q)
	}
	g.from = make([]int32, g.nt)
	g.sym = make([]int32, g.nt)
	g.to = make([]int32, g.nt)
	for t, tr := range ts {
		g.from[t], g.sym[t], g.to[t] = int32(tr.From), int32(tr.Symbol-g.minSym), int32(tr.To)
	}
	g.outOff, g.out = regularBucket(g.nq, g.from)
	for t, u := range g.out {
		if int(u) != t {
			panic("propagators: dfa.Transitions is not sorted by source state")
		}
	}
	g.inOff, g.in = regularBucket(g.nq, g.to)
	g.symOff, g.bySym = regularBucket(g.nw, g.sym)
	return g
}

// regularBucket groups the indices 0..len(key)-1 by key (0..m-1), keeping
// them in increasing order within a group (a counting sort).
func regularBucket(m int, key []int32) (off, list []int32) {
	off = make([]int32, m+1)
	for _, k := range key {
		off[k+1]++
	}
	for i := 1; i <= m; i++ {
		off[i] += off[i-1]
	}
	list = make([]int32, len(key))
	fill := make([]int32, m)
	copy(fill, off[:m])
	for t, k := range key {
		list[fill[k]] = int32(t)
		fill[k]++
	}
	return off, list
}

// regularPrepare validates the arguments shared by Regular and
// CyclicRegular, minimises d, checks the size of the graph (and, if
// cyclic, of the origin sets) and restricts every variable to d's symbol
// range.
// It returns a nil graph when the store has failed (no word of length n
// can be accepted); the error is for malformed arguments only.
func regularPrepare(s *cp.Store, name string, xs []cp.VarID, d *dfa.DFA, cyclic bool) (*regularGraph, error) {
	if err := s.BuildErr(); err != nil {
		return nil, err // a limit of the model's build (cp.Store.SetBuildLimits)
	}
	if len(xs) == 0 {
		return nil, argErr(name, "no variables")
	}
	if d == nil {
		return nil, argErr(name, "nil DFA")
	}
	if err := checkVars(s, name, true, xs...); err != nil {
		return nil, err
	}
	d = d.Minimize()
	n := int64(len(xs))
	if cyclic {
		n++ // x₁ is read again at the end
	}
	w := int64(d.MaxSymbol()) - int64(d.MinSymbol()) + 1
	if size := n * (int64(d.NumStates()) + int64(d.NumTransitions()) + w); size > regularMaxGraph {
		return nil, argErr(name, "%d positions over a DFA of %d states, %d transitions and %d symbols: unrolled graph of size %d exceeds %d",
			n, d.NumStates(), d.NumTransitions(), w, size, regularMaxGraph)
	}
	if x1 := xs[0]; cyclic && d.NumTransitions() > 0 {
		r := int64(min(s.Max(x1), d.MaxSymbol())) - int64(max(s.Min(x1), d.MinSymbol()))
		if size := int64(len(xs)) * int64(d.NumStates()) * (max(r, 0)>>6 + 1); size > regularMaxOrigins {
			return nil, argErr(name, "%d variables over a DFA of %d states with a first variable of %d candidate symbols: origin sets of %d words exceed %d",
				len(xs), d.NumStates(), r+1, size, regularMaxOrigins)
		}
	}
	if d.NumTransitions() == 0 {
		// The empty language (or only the empty word): no word of length
		// n >= 1 is accepted.
		return nil, failNow(s, xs[0])
	}
	for _, x := range xs {
		if !s.SetMin(x, d.MinSymbol()) || !s.SetMax(x, d.MaxSymbol()) {
			return nil, nil
		}
	}
	g := regularBuild(d)
	// The reversible ints regularNew allocates, reserved here where a
	// memory cap of the build can still refuse them, and its own arrays
	// (handles, lists, reachability), charged.
	units := 2*(n+1)*int64(g.nq) + n*int64(g.nw)
	s.ChargeBuildBytes(10*units + n*int64(g.nt)/8)
	s.ReserveRevInts(int(n+1) + int(units))
	if err := s.BuildErr(); err != nil {
		return nil, err
	}
	return g, nil
}

// regularDistinct groups the positions of xs by variable: the distinct
// variables in order of first occurrence, the tag (distinct index) of each
// position, and the positions of distinct variable k as
// occ[occOff[k]:occOff[k+1]].
func regularDistinct(xs []cp.VarID) (vars []cp.VarID, tag []int32, occOff, occ []int32) {
	index := make(map[cp.VarID]int32, len(xs))
	tag = make([]int32, len(xs))
	for i, x := range xs {
		k, ok := index[x]
		if !ok {
			k = int32(len(vars))
			index[x] = k
			vars = append(vars, x)
		}
		tag[i] = k
	}
	occOff, occ = regularBucket(len(vars), tag)
	return vars, tag, occOff, occ
}

// Regular posts that the word x₁…xₙ is accepted by d.
//
// The propagator maintains Pesant's layered graph (CP 2004): n+1 layers of
// DFA states, where layer i holds the states reachable from the start by a
// prefix consistent with the domains that also reach an accepting state at
// layer n, and one edge (q, v, q') between layers i and i+1 for each
// transition whose symbol v is in xᵢ's domain. A value is kept iff an edge
// carries it, which is domain consistency when the variables are distinct.
// Repeated variables are allowed; each occurrence is then filtered on its
// own (the equality of the occurrences is not reasoned about), which is
// sound but may keep unsupported values.
//
// d is minimised at post. The graph is kept incrementally in reversible
// storage: an alive bit per edge, in- and out-degrees per (layer, state), a
// support count per (position, value) and the set of values known per
// position. A removed value kills its edges; a state whose in- or
// out-degree drops to zero dies and kills its other edges, propagating the
// deletion forward and backward; a value whose support count drops to zero
// is removed. Each edge, state and value dies at most once along a branch
// of the search, so the total work from the root to a leaf is
// O(n·(|T| + |Q| + |Σ|)) for |T| transitions, |Q| states and |Σ| =
// MaxSymbol-MinSymbol+1 symbols. One call costs O(⌈|Σ|/64⌉) per changed
// position plus O(1) per killed edge and O(DFA degree) per dead state, and
// O(n) size comparisons on the first call after a backtrack. Memory:
// n·|T| bits and 2(n+1)·|Q| + n·|Σ| + n reversible ints. Posting costs
// O(n·(|Q| + |T| + |Σ|)) and fails with ErrArgs if n·(|Q| + |T| + |Σ|)
// exceeds 2^23.
//
// Every variable is restricted at post to d's symbols and to the values of
// the unrolled graph; the store fails if no word is accepted. A single
// variable, or a graph that is a single path, needs no propagator. Under a
// search's time limit a long cascade (a fixing that kills most of a large
// graph) stops and resumes in its next run (cp.Store.StopRequested).
func Regular(s *cp.Store, xs []cp.VarID, d *dfa.DFA) error {
	g, err := regularPrepare(s, "Regular", xs, d, false)
	if g == nil || err != nil {
		return err
	}
	p := regularNew(s, xs, g)
	if p == nil {
		return nil
	}
	id := s.Post(p, cp.Linear, "regular")
	p.id = id
	for k, x := range p.vars {
		s.Subscribe(id, x, cp.OnDomain, int32(k))
	}
	return nil
}

// regularNew builds the layered graph of xs over g at the current domains,
// prunes the domains to the values it carries and returns the propagator's
// state. It returns nil when the store has failed (no accepted word), when
// the graph is a single path (the one accepted word is decided) and for a
// single position (the pruned domain is the constraint).
func regularNew(s *cp.Store, xs []cp.VarID, g *regularGraph) *regular {
	n, nq, nt, nw := len(xs), g.nq, g.nt, g.nw
	sym := func(t int32) int { return g.minSym + int(g.sym[t]) }

	// Forward reachability, then co-reachability within it: live[k*nq+q]
	// says that q is on an accepting path at layer k.
	reach := make([]bool, (n+1)*nq)
	reach[g.start] = true
	for i, x := range xs {
		for q := range nq {
			if !reach[i*nq+q] {
				continue
			}
			for _, t := range g.out[g.outOff[q]:g.outOff[q+1]] {
				if s.Contains(x, sym(t)) {
					reach[(i+1)*nq+int(g.to[t])] = true
				}
			}
		}
	}
	live := make([]bool, (n+1)*nq)
	for q := range nq {
		live[n*nq+q] = reach[n*nq+q] && g.acc[q]
	}
	for i := n - 1; i >= 0; i-- {
		for q := range nq {
			if !reach[i*nq+q] {
				continue
			}
			for _, t := range g.out[g.outOff[q]:g.outOff[q+1]] {
				if live[(i+1)*nq+int(g.to[t])] && s.Contains(xs[i], sym(t)) {
					live[i*nq+q] = true
					break
				}
			}
		}
	}
	if !live[g.start] {
		failNow(s, xs[0])
		return nil
	}

	// The alive edges, the degrees, the supports and the known values.
	kw := (nw + 63) / 64
	// Build-time arrays, one block per element type.
	na, nd := (n*nt+63)/64, (n+1)*nq
	words := make([]uint64, na+n*kw)
	alive, known := words[:na:na], words[na:]
	ints := make([]int, 2*nd+n*nw+n)
	indeg, outdeg := ints[:nd:nd], ints[nd:2*nd:2*nd]
	support, knownSize := ints[2*nd:2*nd+n*nw:2*nd+n*nw], ints[2*nd+n*nw:]
	indeg[g.start] = 1
	for q := range nq {
		if g.acc[q] && live[n*nq+q] {
			outdeg[n*nq+q] = 1
		}
	}
	for i, x := range xs {
		for t := range int32(nt) {
			a, b := i*nq+int(g.from[t]), (i+1)*nq+int(g.to[t])
			if !live[a] || !live[b] || !s.Contains(x, sym(t)) {
				continue
			}
			e := i*nt + int(t)
			alive[e>>6] |= 1 << (e & 63)
			outdeg[a]++
			indeg[b]++
			v := int(g.sym[t])
			support[i*nw+v]++
			known[i*kw+v>>6] |= 1 << (v & 63)
		}
	}

	// Prune at post: each variable keeps the values carried by an edge of
	// each of its layers.
	single := true
	var mask []uint64 // one for every position, cleared
	for i, x := range xs {
		for _, w := range known[i*kw : (i+1)*kw] {
			knownSize[i] += bits.OnesCount64(w)
		}
		single = single && knownSize[i] == 1
		if w := len(s.Words(x)); cap(mask) < w {
			mask = make([]uint64, w)
		} else {
			mask = mask[:w]
			clear(mask)
		}
		for v := range nw {
			if known[i*kw+v>>6]&(1<<(v&63)) != 0 {
				b := g.minSym + v - s.Base(x)
				mask[b>>6] |= 1 << (b & 63)
			}
		}
		if !s.IntersectWords(x, mask) {
			return nil
		}
	}
	if single || n == 1 {
		// One accepted word, or a unary constraint: the domains say it all.
		return nil
	}

	// The kept int32 arrays: the bands and the queues' room.
	i32 := make([]int32, 2*(n+1)+nd+n*nw)
	bandLo, bandHi := i32[:n+1:n+1], i32[n+1:2*n+2:2*n+2]
	deaths, zero := i32[2*n+2:2*n+2:2*n+2+nd], i32[2*n+2+nd:2*n+2+nd]
	revs := make([]cp.RevInt, n+2*nd+n*nw)
	for k := range n + 1 {
		bandLo[k], bandHi[k] = int32(nq), -1
		for q := range nq {
			if live[k*nq+q] {
				bandLo[k], bandHi[k] = min(bandLo[k], int32(q)), max(bandHi[k], int32(q))
			}
		}
	}
	p := &regular{
		xs: slices.Clone(xs), n: n, nq: nq, nt: nt, nw: nw, kw: kw,
		minSym: g.minSym, start: g.start, acc: g.acc,
		live: live, bandLo: bandLo, bandHi: bandHi,
		from: g.from, sym: g.sym, to: g.to,
		outOff: g.outOff, out: g.out, inOff: g.inOff, in: g.in,
		symOff: g.symOff, bySym: g.bySym,
		off:       make([]int, n),
		alive:     s.NewRevBitset(n*nt, false),
		known:     s.NewRevBitset(n*kw*64, false),
		knownSize: revs[:n:n],
		indeg:     revs[n : n+nd : n+nd],
		outdeg:    revs[n+nd : n+2*nd : n+2*nd],
		support:   revs[n+2*nd:],
		deaths:    deaths,
		zero:      zero,
		epoch:     s.Epoch(),
		full:      true,
		id:        -1,
	}
	for i, w := range alive {
		s.SetBitsetWord(p.alive, i, w)
	}
	for i, w := range known {
		s.SetBitsetWord(p.known, i, w)
	}
	s.ReserveRevInts(n + 1 + len(p.indeg) + len(p.outdeg) + len(p.support))
	unfixed := 0
	for i, x := range xs {
		p.off[i] = g.minSym - s.Base(x)
		p.knownSize[i] = s.NewRevInt(knownSize[i])
		if knownSize[i] > 1 {
			unfixed++
		}
	}
	p.unfixed = s.NewRevInt(unfixed)
	for k := range p.indeg { // interleaved: a state's two degrees share a cache line
		p.indeg[k] = s.NewRevInt(indeg[k])
		p.outdeg[k] = s.NewRevInt(outdeg[k])
	}
	for k := range p.support {
		p.support[k] = s.NewRevInt(support[k])
	}
	p.vars, p.tag, p.occOff, p.occ = regularDistinct(xs)
	p.words = regularWordsNew(p)
	nv := len(p.vars)
	queues, flags, bounds := make([]int32, 2*nv), make([]bool, 2*nv), make([]int, 2*nv)
	p.pending, p.dirtyList = queues[:0:nv], queues[nv:nv]
	p.inPending, p.dirty = flags[:nv:nv], flags[nv:]
	p.rmLo, p.rmHi = bounds[:nv:nv], bounds[nv:]
	p.rm = make([][]uint64, nv)
	nrm := 0
	for _, x := range p.vars {
		nrm += len(s.Words(x))
	}
	rm := make([]uint64, nrm)
	for k, x := range p.vars {
		// Only the words of d's symbols are ever set.
		w := s.Words(x)
		p.rm[k], rm = rm[:len(w):len(w)], rm[len(w):]
		p.rmLo[k] = max(0, (g.minSym-s.Base(x))>>6)
		p.rmHi[k] = min(len(w)-1, (g.minSym+nw-1-s.Base(x))>>6)
	}
	return p
}

// regular is the incremental layered-graph propagator of Regular.
// Positions (layers of edges) are 0..n-1; state layers are 0..n, and the
// state q of layer k is the cell k*nq+q of indeg and outdeg. The in-degree
// of the start state at layer 0 and the out-degree of the live accepting
// states at layer n are a virtual 1. A state is alive iff both its degrees
// are positive; an edge is alive iff both its ends are alive and its value
// is known. Invariant: each variable's domain is a subset of the known
// values of each of its positions.
type regular struct {
	xs            []cp.VarID
	n, nq, nt, nw int
	kw            int // words of known per position
	minSym        int
	start         int
	acc           []bool // accepting states (read by Explain)
	// live[k*nq+q]: q is on an accepted path at layer k in the domains at
	// post; bandLo[k]..bandHi[k] spans layer k's live states. Explain looks
	// at nothing outside (domains only shrink), read only.
	live           []bool
	bandLo, bandHi []int32
	words          *regularWords // the DFA as words for Explain, or nil (regular_reason_word.go)
	from, sym, to  []int32
	outOff, out    []int32
	inOff, in      []int32
	symOff, bySym  []int32
	off            []int      // minSym - Base(xs[i])
	vars           []cp.VarID // the distinct variables; Notify's tag indexes them
	tag            []int32    // per position, the index of its variable in vars
	occOff, occ    []int32    // positions of vars[k]: occ[occOff[k]:occOff[k+1]]
	alive, known   cp.RevBitset
	knownSize      []cp.RevInt // per position
	indeg, outdeg  []cp.RevInt // per (state layer, state)
	support        []cp.RevInt // per (position, relative value): alive edges
	unfixed        cp.RevInt   // positions with more than one known value
	aliveW, knownW []uint64    // views, refreshed at each Propagate

	// Scratch (valid within a Propagate call, or until the epoch changes).
	deaths    []int32 // states k*nq+q whose degree dropped to zero
	zero      []int32 // positions·values i*nw+v whose support dropped to zero
	pending   []int32 // distinct variables changed since the last run
	inPending []bool
	rm        [][]uint64 // per distinct variable, the values to remove (its coordinates)
	rmLo      []int      // the words of rm[k] that flush may set: rmLo[k]..rmHi[k]
	rmHi      []int
	dirty     []bool // rm[k] is not empty
	dirtyList []int32
	epoch     uint64
	full      bool // rescan every position

	// id is the propagator's own id when it may yield to an interrupt
	// (cp.Store.StopRequested) in the middle of a cascade, -1 inside
	// CyclicRegular; yielded says the last update stopped early, its work
	// left in deaths, zero and pending for the next run.
	id      cp.PropID
	yielded bool
}

// Notify records which variable changed.
func (p *regular) Notify(s *cp.Store, tag int32, _ cp.Event) bool {
	if p.epoch != s.Epoch() {
		p.reset(s)
	}
	if !p.full && !p.inPending[tag] {
		p.inPending[tag] = true
		p.pending = append(p.pending, tag)
	}
	return true
}

// reset discards the pending list after a backtrack and asks for a full
// rescan (which compares n sizes).
func (p *regular) reset(s *cp.Store) {
	p.epoch = s.Epoch()
	for _, k := range p.pending {
		p.inPending[k] = false
	}
	p.pending = p.pending[:0]
	p.deaths = p.deaths[:0]
	p.zero = p.zero[:0]
	p.full = true
}

// Propagate brings the layered graph up to date with the domains and removes
// the values that lost their last edge. Domain consistent (for distinct
// variables); see Regular for the complexity.
func (p *regular) Propagate(s *cp.Store) cp.Status {
	if !p.update(s) {
		return cp.Fail
	}
	if p.yielded {
		p.yielded = false
		return cp.Fix // scheduled again by cascade
	}
	if s.Int(p.unfixed) == 0 {
		return cp.Subsumed
	}
	return cp.Fix
}

// update processes the domain changes until the graph and the domains
// agree; it reports false on failure.
func (p *regular) update(s *cp.Store) bool {
	if p.epoch != s.Epoch() {
		p.reset(s)
	}
	p.aliveW = s.BitsetWords(p.alive)
	p.knownW = s.BitsetWords(p.known)
	if p.full {
		p.full = false
		for _, k := range p.pending {
			p.inPending[k] = false
		}
		p.pending = p.pending[:0]
		for i := range p.xs {
			p.scan(s, i)
		}
	}
	for {
		for len(p.pending) > 0 {
			k := p.pending[len(p.pending)-1]
			p.pending = p.pending[:len(p.pending)-1]
			p.inPending[k] = false
			for _, i := range p.occ[p.occOff[k]:p.occOff[k+1]] {
				p.scan(s, int(i))
			}
		}
		if !p.cascade(s) {
			p.yielded = true
			return true
		}
		if s.Int(p.outdeg[p.start]) == 0 {
			p.zero = p.zero[:0]
			return false
		}
		if len(p.zero) == 0 {
			return true
		}
		if !p.flush(s) {
			return false
		}
	}
}

// scan processes the values of position i that left xᵢ's domain: they
// leave the known set and their alive edges die.
func (p *regular) scan(s *cp.Store, i int) {
	x := p.xs[i]
	if s.Size(x) == s.Int(p.knownSize[i]) {
		return
	}
	dom := s.Words(x)
	base := i * p.kw
	for j := 0; j < p.kw; j++ {
		kj := p.knownW[base+j]
		if kj == 0 {
			continue
		}
		r := kj &^ regularExtract(dom, p.off[i]+j<<6)
		if r == 0 {
			continue
		}
		s.SetBitsetWord(p.known, base+j, kj&^r)
		p.dropKnown(s, i, bits.OnesCount64(r))
		for r != 0 {
			v := j<<6 + bits.TrailingZeros64(r)
			r &= r - 1
			for _, t := range p.bySym[p.symOff[v]:p.symOff[v+1]] {
				if e := i*p.nt + int(t); p.aliveW[e>>6]&(1<<(e&63)) != 0 {
					p.kill(s, i, t)
				}
			}
		}
	}
}

// dropKnown records that position i lost c known values.
func (p *regular) dropKnown(s *cp.Store, i, c int) {
	old := s.Int(p.knownSize[i])
	s.SetInt(p.knownSize[i], old-c)
	if old > 1 && old-c <= 1 {
		s.SetInt(p.unfixed, s.Int(p.unfixed)-1)
	}
}

// kill removes the alive edge of transition t at position i.
func (p *regular) kill(s *cp.Store, i int, t int32) {
	e := i*p.nt + int(t)
	s.SetBitsetWord(p.alive, e>>6, p.aliveW[e>>6]&^(1<<(e&63)))
	iv := i*p.nw + int(p.sym[t])
	c := s.Int(p.support[iv]) - 1
	s.SetInt(p.support[iv], c)
	if c == 0 {
		p.zero = append(p.zero, int32(iv))
	}
	a := i*p.nq + int(p.from[t])
	c = s.Int(p.outdeg[a]) - 1
	s.SetInt(p.outdeg[a], c)
	if c == 0 && s.Int(p.indeg[a]) > 0 {
		p.deaths = append(p.deaths, int32(a))
	}
	b := a + p.nq + int(p.to[t]) - int(p.from[t])
	c = s.Int(p.indeg[b]) - 1
	s.SetInt(p.indeg[b], c)
	if c == 0 && s.Int(p.outdeg[b]) > 0 {
		p.deaths = append(p.deaths, int32(b))
	}
}

// regularYieldEvery is the number of dead states a cascade processes
// between two looks at cp.Store.StopRequested.
const regularYieldEvery = 1024

// cascade kills the remaining edges of the dead states, forward and
// backward, until no state dies. It returns false when it stopped early
// for an interrupt: the propagator is then scheduled again, and the dead
// states still to process stay in deaths.
func (p *regular) cascade(s *cp.Store) bool {
	for n := 1; len(p.deaths) > 0; n++ {
		if n%regularYieldEvery == 0 && p.id >= 0 && s.StopRequested() {
			s.Schedule(p.id)
			return false
		}
		a := int(p.deaths[len(p.deaths)-1])
		p.deaths = p.deaths[:len(p.deaths)-1]
		k, q := a/p.nq, a%p.nq
		if k > 0 {
			i := k - 1
			for _, t := range p.in[p.inOff[q]:p.inOff[q+1]] {
				if e := i*p.nt + int(t); p.aliveW[e>>6]&(1<<(e&63)) != 0 {
					p.kill(s, i, t)
				}
			}
		}
		if k < p.n {
			for _, t := range p.out[p.outOff[q]:p.outOff[q+1]] {
				if e := k*p.nt + int(t); p.aliveW[e>>6]&(1<<(e&63)) != 0 {
					p.kill(s, k, t)
				}
			}
		}
	}
	return true
}

// flush removes the known values that lost their last edge from the
// domains. The writes notify p, which rescans the positions they touched
// (that matters for repeated variables only).
func (p *regular) flush(s *cp.Store) bool {
	for _, iv := range p.zero {
		i, v := int(iv)/p.nw, int(iv)%p.nw
		w := i*p.kw + v>>6
		m := uint64(1) << (v & 63)
		if p.knownW[w]&m == 0 {
			continue // already gone from the domain
		}
		s.SetBitsetWord(p.known, w, p.knownW[w]&^m)
		p.dropKnown(s, i, 1)
		k := p.tag[i]
		if !p.dirty[k] {
			p.dirty[k] = true
			p.dirtyList = append(p.dirtyList, k)
		}
		b := p.off[i] + v
		p.rm[k][b>>6] |= 1 << (b & 63)
	}
	p.zero = p.zero[:0]
	ok := true
	for _, k := range p.dirtyList {
		ok = ok && s.RemoveWords(p.vars[k], p.rm[k])
		clear(p.rm[k][p.rmLo[k] : p.rmHi[k]+1])
		p.dirty[k] = false
	}
	p.dirtyList = p.dirtyList[:0]
	return ok
}

// cut marks in marks (per distinct variable and relative symbol) removed
// symbols, before position at, that block every accepted path through a
// transition on v at position pos (pos < 0: every accepted path). fixed
// sets the symbol of every position of xs[0] (0 and n-1 at least) to
// first (CyclicRegular's graph for x₁ = first; those positions' other
// symbols are blocked by hypothesis, not by a literal); likewise every
// position of forceVar (-1: none) reads forceVal. It reports false when some such path is still
// open (nothing is marked then).
func (p *regular) cut(s *cp.Store, at, pos, v int, fixed bool, first int, forceVar cp.VarID, forceVal int, marks []int) bool {
	n, nq, nw := p.n, p.nq, p.nw
	const absent, present, assumed = 0, 1, 2
	pres := s.ScratchInts(0, n*nw)
	for j, x := range p.xs {
		for k := range nw {
			w := p.minSym + k
			switch {
			case fixed && x == p.xs[0] && w != first, x == forceVar && w != forceVal:
				pres[j*nw+k] = assumed
			case s.ContainsAt(x, w, at):
				pres[j*nw+k] = present
			}
		}
	}
	fwd := pos
	if pos < 0 {
		fwd = n
	}
	// Forward reach R over layers 0..fwd.
	R := s.ScratchInts(1, (n+1)*nq)
	R[p.start] = 1
	for j := 0; j < fwd; j++ {
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			if R[j*nq+q] == 0 {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if pres[j*nw+int(p.sym[t])] == present {
					R[(j+1)*nq+int(p.to[t])] = 1
				}
			}
		}
	}
	C := s.ScratchInts(3, (n+1)*nq) // states leading to the forward targets
	A := s.ScratchInts(2, (n+1)*nq)
	D := s.ScratchInts(4, (n+1)*nq) // states the backward targets lead to
	if pos < 0 {
		for q := range nq {
			if p.acc[q] {
				if R[n*nq+q] != 0 {
					return false
				}
				C[n*nq+q] = 1
			}
		}
	} else {
		// Backward reach A over layers n..pos+1.
		for q := range nq {
			if p.acc[q] {
				A[n*nq+q] = 1
			}
		}
		for j := n - 1; j > pos; j-- {
			for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
				for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
					if A[(j+1)*nq+int(p.to[t])] != 0 && pres[j*nw+int(p.sym[t])] == present {
						A[j*nq+q] = 1
						break
					}
				}
			}
		}
		k := v - p.minSym
		if k < 0 || k >= nw {
			return true // no transition reads v
		}
		for _, t := range p.bySym[p.symOff[k]:p.symOff[k+1]] {
			q, q2 := int(p.from[t]), int(p.to[t])
			switch {
			case !p.live[pos*nq+q] || !p.live[(pos+1)*nq+q2]:
				// on no accepted path in the domains at post
			case R[pos*nq+q] == 0:
				C[pos*nq+q] = 1
			case A[(pos+1)*nq+q2] == 0:
				D[(pos+1)*nq+q2] = 1
			default:
				return false
			}
		}
	}
	// Forward cut: the transitions out of R, into states that lead to a
	// target, whose symbol was removed.
	for j := fwd - 1; j >= 0; j-- {
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if C[(j+1)*nq+int(p.to[t])] != 0 {
					C[j*nq+q] = 1
					break
				}
			}
		}
	}
	for j := 0; j < fwd; j++ {
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			if R[j*nq+q] == 0 {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				q2 := (j+1)*nq + int(p.to[t])
				if C[q2] != 0 && R[q2] == 0 && pres[j*nw+int(p.sym[t])] == absent {
					marks[int(p.tag[j])*nw+int(p.sym[t])] = 1
				}
			}
		}
	}
	if pos < 0 {
		return true
	}
	// Backward cut: the transitions into A, from states a target leads to
	// (outside A), whose symbol was removed.
	for j := pos + 1; j < n; j++ {
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			if D[j*nq+q] == 0 {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				D[(j+1)*nq+int(p.to[t])] = 1
				if A[j*nq+q] == 0 && A[(j+1)*nq+int(p.to[t])] != 0 && pres[j*nw+int(p.sym[t])] == absent {
					marks[int(p.tag[j])*nw+int(p.sym[t])] = 1
				}
			}
		}
	}
	return true
}

// explainInto marks a cut for l (a removal, or FalseLit) in marks; fixed
// and first as in cut. A variable at several positions needs a cut at one of them.
func (p *regular) explainInto(s *cp.Store, l cp.Lit, at int, fixed bool, first int, marks []int) bool {
	if l.Op == cp.OpFalse {
		return p.cut(s, at, -1, 0, fixed, first, -1, 0, marks)
	}
	k := indexOf(p.vars, l.X)
	if l.Op != cp.OpNe || k < 0 {
		return false
	}
	occ := p.occ[p.occOff[k]:p.occOff[k+1]]
	for _, j := range occ {
		if p.cut(s, at, int(j), l.V, fixed, first, -1, 0, marks) {
			return true
		}
	}
	// A variable at several positions may be pruned by their
	// combination: no accepted path reads v at all of them.
	return len(occ) > 1 && p.cut(s, at, -1, 0, fixed, first, l.X, l.V, marks)
}

// appendMarks appends, per distinct variable but skip, the literals
// excluding its marked symbols.
func (p *regular) appendMarks(s *cp.Store, at int, marks []int, skip cp.VarID, buf []cp.Lit) []cp.Lit {
	nw := p.nw
	for k, x := range p.vars {
		if x == skip {
			continue
		}
		any := false
		for _, m := range marks[k*nw : (k+1)*nw] {
			any = any || m != 0
		}
		if !any {
			continue
		}
		buf = s.AppendWithinAt(x, at, func(w int) bool {
			r := w - p.minSym
			return r < 0 || r >= nw || marks[k*nw+r] == 0
		}, buf)
	}
	return buf
}

// Clone implements cp.Cloner.
func (p *regular) Clone(dst *cp.Store) cp.Propagator { return p.clone(dst) }

// clone shares the layered graph's structure (the automaton unrolled, the
// variables' positions, the reversible-cell handles) and copies the
// scratch; the views into the store's bitsets are taken from dst.
func (p *regular) clone(dst *cp.Store) *regular {
	c := *p
	c.aliveW, c.knownW = dst.BitsetWords(p.alive), dst.BitsetWords(p.known)
	c.deaths, c.zero = cloneSlice(p.deaths), cloneSlice(p.zero)
	c.pending, c.inPending = cloneSlice(p.pending), cloneSlice(p.inPending)
	c.rm = cloneSlices(p.rm)
	c.rmLo, c.rmHi = cloneSlice(p.rmLo), cloneSlice(p.rmHi)
	c.dirty, c.dirtyList = cloneSlice(p.dirty), cloneSlice(p.dirtyList)
	return &c
}

// regularExtract returns bits off..off+63 of the bitset w as one word
// (bits outside w read as 0).
func regularExtract(w []uint64, off int) uint64 {
	if off < 0 {
		if off <= -64 {
			return 0
		}
		return w[0] << uint(-off)
	}
	i, sh := off>>6, uint(off&63)
	if i >= len(w) {
		return 0
	}
	r := w[i] >> sh
	if sh != 0 && i+1 < len(w) {
		r |= w[i+1] << (64 - sh)
	}
	return r
}

// Reasons of CyclicRegular (cp.Explainer): a cut of the layered graph
// (Regular's own reasons, irreducible cuts, are in regular_reason.go).
//
// x_i ≠ v because no accepted path goes through a transition on v at
// position i, with the domains before the fact. Let R be the states the
// start reaches forward and A those that reach acceptance backward. Each
// transition on v at i leaves a state outside R or enters one outside A.
// For the first kind, every path from the start to such a state leaves R
// by a transition whose symbol was gone: the reason holds those removed
// symbols, on the transitions from R into the states that lead on to the
// target (and out of R). The second kind is the mirror image. A failure is
// the first kind with acceptance as the target. Each variable's removed
// symbols are said in the shorter of their own literals and its domain.
//
// CyclicRegular reads x₁ again at the end: the relaxation where the two
// copies differ does not explain the origin pass, so the cut is taken once
// per value a of x₁, in the graph where both copies are a, and the reason
// is their union plus x₁'s domain (for x₁ ≠ v, the graph with both copies
// v has no accepted path). Past |dom x₁| · n · (|T| + |Σ|) = 2^22 steps it
// falls back on the coarse reason.

// regularCutCost bounds the work of a CyclicRegular reason.
const regularCutCost = 1 << 22
