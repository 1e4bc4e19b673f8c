package search

import (
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// Learning search (Options.Learn): conflict-driven nogood learning over
// the store's fact trail. See the package documentation, "Learning", for
// what it guarantees and why.
//
// Levels: the root is propagated at the base level, then the run root is
// pushed (level root = base+1, where the unit clauses and the objective
// bound are asserted), and every decision pushes one level of its own.
// There is no stack of right branches: a failure is analysed into a
// clause, the search jumps back to the clause's assertion level and the
// clause, now unit, propagates the negation of the conflict's UIP there.
//
// Counting: after a solution (satisfaction) the last decision that is not
// already a "right branch" is flipped by hand — pop its level, push it
// again and write its negation as a decision of that level (a pseudo
// decision) — exactly as the plain depth-first search takes a right
// branch. The deepest pseudo decision is the floor: no backjump goes
// below it, so the solutions already reported, which the pseudo decisions
// exclude, are never reached again; learned clauses are consequences of
// the model alone, so they cut no solution still to be reported. A
// conflict at the floor's own level means the floor's whole subtree is
// done, and the next decision up is flipped in turn.

// learner is the state of a learning search.
type learner struct {
	db     *clauseDB
	an     analyzer
	cache  reasonCache
	on     bool         // this run learns (the store could explain)
	ownFT  bool         // this run turned the store's fact trail on
	root   int          // the run root's level (base+1)
	floor  int          // the deepest pseudo decision's level, root if none
	levels []learnLevel // the decision levels root+1, root+2, …

	maxClauses int // the database size that triggers the next forgetting
	fallbacks  int // conflicts analysed by the decisions only (see resolveConflict)
}

// learnLevel is one decision level of a learning search.
type learnLevel struct {
	d      decision
	fact   int32 // the decision's fact position
	nFixed int32 // the brancher's fixed prefix when it was chosen
	pseudo bool  // a right branch taken after its left subtree was done
}

// DefaultLearnMemory is the memory bound of the learned clauses when
// Options.LearnMemory is 0.
const DefaultLearnMemory = 64 << 20

// firstReduce is the number of clauses kept before the first forgetting;
// each forgetting then allows reduceGrowth more.
const (
	firstReduce  = 2000
	reduceGrowth = 300
)

// newLearner prepares learning on s, posting the clause database (s must
// be at level 0 for that, or already hold one).
func newLearner(s *cp.Store) (*learner, error) {
	db, ok := findOrPostDB(s)
	if !ok {
		return nil, optErr("Learn needs the store at level 0 when the search is built (to post its clause database)")
	}
	return &learner{db: db}, nil
}

// isDecision reports whether fact t, written outside propagation at
// level lv, is that level's decision (else it is an objective bound).
func (l *learner) isDecision(t, lv int) bool {
	k := lv - l.root - 1
	return k >= 0 && k < len(l.levels) && int(l.levels[k].fact) == t
}

// beginLearn readies a run: an empty database, the fact trail on. A run
// learns only if the database is free (not held by a search running
// around this one, from whose solution callback this run was started) and
// the store can explain (its fact trail is on, or can be turned on: level
// 0); otherwise it is a plain search.
func (e *Search) beginLearn() {
	l := e.learn
	l.on, l.ownFT = false, false
	e.br.w.skip = l.db.id
	if l.db.busy {
		return
	}
	if !e.s.Explaining() {
		if e.s.Level() != 0 {
			return
		}
		e.s.SetExplain(true)
		l.ownFT = true
	}
	l.on = true
	l.db.busy = true
	setLearning(e.s, true)
	l.db.reset()
	l.cache.reset()
	l.an.explain, l.an.cut = 0, 0
	l.levels = l.levels[:0]
	l.fallbacks = 0
	l.maxClauses = firstReduce
	if e.s.NumVars() > l.db.subscribe {
		l.db.subscribeAll(e.s)
	}
}

// learnAware is a propagator that propagates differently in a learning
// search (cheaper, in an order that only hints care about); a learning
// run tells it when it starts and ends.
type learnAware interface{ SetLearning(on bool) }

func setLearning(s *cp.Store, on bool) {
	for p := range s.NumProps() {
		if la, ok := s.Propagator(cp.PropID(p)).(learnAware); ok {
			la.SetLearning(on)
		}
	}
}

// endLearn is called by finish, with the store back at the base level:
// the clauses go (they may hold only under this run's bound), and so does
// the fact trail if the run turned it on.
func (e *Search) endLearn() {
	l := e.learn
	if !l.on {
		return
	}
	e.stats.Clauses = int64(l.db.numLearned())
	e.stats.ClauseBytes = l.db.bytes
	e.stats.PeakClauseBytes = l.db.peak
	e.stats.ExplainTime = l.an.explain
	l.db.reset()
	l.cache.reset()
	l.db.busy = false
	setLearning(e.s, false)
	l.levels = l.levels[:0]
	if l.ownFT && e.s.Level() == 0 {
		e.s.SetExplain(false)
	}
	l.ownFT, l.on = false, false
}

// startRoot is called once the run root is pushed (at the start and at
// each restart): no decision yet, the unit clauses and the bound due.
func (e *Search) startRoot() bool {
	l := e.learn
	l.root = e.s.Level()
	l.floor = l.root
	l.levels = l.levels[:0]
	l.db.unitsDue = len(l.db.units) > 0
	if l.db.unitsDue {
		e.s.Schedule(l.db.id)
	}
	if e.hasBest {
		return e.bound()
	}
	return true
}

// stepLearn is step for a learning search.
func (e *Search) stepLearn() event {
	s := e.s
	switch e.phase {
	case phaseRoot:
		ev := e.rootStep()
		if e.phase == phaseDescend {
			e.startRoot()
		}
		return ev
	case phaseResume:
		return e.propagate()
	case phaseDescend:
		if e.restartsOn && e.runFails >= e.rs.cutoff {
			return e.restartLearn()
		}
		d, ok := e.br.choose(s)
		if !ok {
			return e.solution()
		}
		if e.stats.Nodes >= e.lim.maxNodes {
			return evNodeLimit
		}
		return e.node(e.decideLearn(d))
	case phaseBacktrack:
		if e.stats.Failures >= e.lim.probeAt && e.probeRejects() {
			return evRejected
		}
		if e.stats.Failures >= e.lim.maxFails {
			return evFailLimit
		}
		if e.stats.Nodes >= e.lim.maxNodes {
			return evNodeLimit
		}
		if !s.Failed() {
			return e.afterSolution()
		}
		return e.resolveConflict()
	}
	return evDone
}

// decideLearn opens a level for decision d and applies its left branch
// (on an interval variable d is a bound, whose negation the store can
// write: see brancher.choose).
func (e *Search) decideLearn(d decision) bool {
	s, l := e.s, e.learn
	s.Push()
	l.levels = append(l.levels, learnLevel{d: d, fact: int32(s.NumFacts()), nFixed: int32(e.br.nFixed)})
	e.setDepth(len(l.levels))
	return d.left(s)
}

// popLevels backtracks to level lv (root <= lv), restoring the brancher's
// prefix of the decision taken there.
func (e *Search) popLevels(lv int) {
	l := e.learn
	k := lv - l.root // decision levels kept
	e.br.savePhases(e.s)
	e.br.backtrack(lv)
	e.br.nFixed = int(l.levels[k].nFixed)
	e.s.PopTo(lv)
	l.cache.drop(e.s.NumFacts())
	l.levels = l.levels[:k]
	e.setDepth(k)
	if len(l.db.units) > 0 {
		l.db.unitsDue = true
		e.s.Schedule(l.db.id)
	}
}

// resolveConflict analyses the failure, learns its clause and jumps back
// to where the clause asserts (or, at the floor, flips the next decision
// up).
func (e *Search) resolveConflict() event {
	s, l := e.s, e.learn
	e.stats.Conflicts++
	e.stats.ConflictLevels += int64(s.Level() - l.root)
	e.br.decayActivity()
	l.db.tick()
	t0 := time.Now()
	out, ok := e.analyze()
	e.stats.AnalysisTime += time.Since(t0)
	if !ok {
		// A reason literal that does not hold (an explainer's bug): fall
		// back on the decisions, whose nogood is always valid.
		l.fallbacks++
		out = e.decisionNogood(s.Level())
	}
	if out.empty {
		e.phase = phaseDone
		return evDone
	}
	if out.level <= l.floor {
		if out.level < l.floor {
			panic("search: learning: a conflict below the floor of the reported solutions")
		}
		return e.flip(out.level)
	}
	target := max(out.assert, l.floor)
	from := s.Level()
	if target < from-1 {
		e.stats.Backjumps++
		e.stats.BackjumpLevels += int64(from - 1 - target)
	}
	e.popLevels(target)
	e.forgetIfFull()
	e.stats.Learned++
	e.stats.LearnedLits += int64(len(out.lits))
	e.stats.LearnedLBD += int64(out.lbd)
	if e.learnHook != nil {
		e.learnHook(out.lits)
	}
	l.db.add(s, out.lits, out.lbd)
	return e.node(true) // node writes the bound again at the new level
}

// flip goes up from level lv to the deepest left decision at or above it
// and takes its right branch as a pseudo decision (the subtree of level lv
// is done); evDone when none is left.
func (e *Search) flip(lv int) event {
	s, l := e.s, e.learn
	for lv > l.root && l.levels[lv-l.root-1].pseudo {
		lv--
	}
	if lv <= l.root {
		e.phase = phaseDone
		return evDone
	}
	lev := l.levels[lv-l.root-1]
	e.popLevels(lv - 1)
	s.Push()
	lev.fact, lev.pseudo = int32(s.NumFacts()), true
	l.levels = append(l.levels, lev)
	e.setDepth(len(l.levels))
	l.floor = lv
	return e.node(lev.d.right(s))
}

// afterSolution moves on from a solution: in branch and bound the new
// bound fails at once (the objective is fixed to the best value), which
// is analysed like any conflict; in satisfaction the last decision is
// flipped.
func (e *Search) afterSolution() event {
	if e.hasBest {
		if e.bound() {
			panic("search: learning: the bound holds at the solution that set it")
		}
		return e.resolveConflict()
	}
	return e.flip(e.s.Level())
}

// restartLearn goes back to the run root, keeping the clauses.
func (e *Search) restartLearn() event {
	s := e.s
	e.stats.Restarts++
	e.runFails = 0
	e.rs.next()
	e.br.savePhases(s)
	e.br.backtrack(e.base)
	e.br.activityRun = e.br.free && e.rs.activityRun()
	s.PopTo(e.base)
	e.learn.cache.drop(s.NumFacts())
	e.br.nFixed = 0
	e.depth = 0
	s.Push()
	ok := e.startRoot()
	e.stats.Nodes++
	if !ok {
		return e.fail()
	}
	if e.propagate() == evInterrupt {
		return evInterrupt
	}
	if !s.Failed() {
		e.br.lateLiterals(s)
	}
	return evRestart
}

// forgetIfFull forgets half of the clauses that may go once the database
// holds maxClauses clauses or its memory bound.
func (e *Search) forgetIfFull() {
	l := e.learn
	limit := e.opt.LearnMemory
	if limit == 0 {
		limit = DefaultLearnMemory
	}
	if l.db.numLearned() < l.maxClauses && l.db.bytes < limit {
		return
	}
	e.stats.Forgotten += int64(l.db.reduce(e.s, limit))
	l.maxClauses += reduceGrowth
}
