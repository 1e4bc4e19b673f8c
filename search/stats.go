package search

import (
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// Stats are the counters of one search.
type Stats struct {
	Nodes        int64 // propagated nodes: the root, each branch, each restart's root
	Failures     int64 // nodes whose propagation failed
	Propagations int64 // propagator runs (Store.Propagations during the search)
	Depth        int   // current number of decisions (for progress reports)
	MaxDepth     int   // largest number of decisions on a path
	Solutions    int64 // solutions reported (improving ones in branch and bound)
	Restarts     int64
	// Objective is the objective value of the last solution of a branch
	// and bound; HasObjective says there is one (else Objective is 0 and
	// means nothing).
	Objective    int
	HasObjective bool
	Elapsed      time.Duration

	// Lookahead (Options.Lookahead; 0 otherwise): the values probed, and
	// those removed because their probe failed.
	Probes  int64
	Refuted int64

	// Learning (Options.Learn; all 0 otherwise). Failures counts the
	// conflicts too; Conflicts those analysed into a clause.
	Conflicts int64
	// ConflictLevels sums the decision levels (above the run's root) at
	// which those conflicts were found: ConflictLevels/Conflicts is their
	// mean depth, against which LearnProbe weighs the clauses' LBD.
	ConflictLevels int64
	Learned        int64 // clauses learned (nogoods)
	LearnedLits    int64 // their literals, summed: LearnedLits/Learned is the mean size
	LearnedLBD     int64 // their literal block distances (decision levels), summed
	Backjumps      int64 // conflicts that jumped back over more than one level
	BackjumpLevels int64 // the levels jumped over beyond chronological backtracking, summed
	Forgotten      int64 // clauses forgotten to keep the database small
	// ExplainTime is the time conflict analysis spent asking the
	// propagators for reasons (its share of Elapsed is the explanation
	// time share); AnalysisTime the time of the whole analyses, reasons
	// and minimisation included.
	ExplainTime  time.Duration
	AnalysisTime time.Duration
	// The clause database when the search ended (it is emptied then):
	// clauses, their memory, and the most memory it held, in bytes.
	Clauses         int64
	ClauseBytes     int64
	PeakClauseBytes int64

	// Props is the per-propagator table, in PropID order, built when the
	// search ends (nil in Progress calls). It is owned by the Search and
	// overwritten by its next Run; clone it to keep it.
	Props []PropStats
}

// addLearning adds b's learning counters to a's (the clause memory: the
// largest peak; the database at the end: b's).
func (a *Stats) addLearning(b *Stats) {
	a.Conflicts += b.Conflicts
	a.ConflictLevels += b.ConflictLevels
	a.Learned += b.Learned
	a.LearnedLits += b.LearnedLits
	a.LearnedLBD += b.LearnedLBD
	a.Backjumps += b.Backjumps
	a.BackjumpLevels += b.BackjumpLevels
	a.Forgotten += b.Forgotten
	a.ExplainTime += b.ExplainTime
	a.AnalysisTime += b.AnalysisTime
	a.Clauses, a.ClauseBytes = b.Clauses, b.ClauseBytes
	a.PeakClauseBytes = max(a.PeakClauseBytes, b.PeakClauseBytes)
}

// PropStats are one propagator's counters during a search.
type PropStats struct {
	ID       cp.PropID
	Kind     string // constraint family (Store.Kind)
	Label    string // name within the model (Store.Label), may be ""
	Calls    int64  // Propagate runs
	Prunings int64  // values removed
	Failures int64  // failures
}

// propTable snapshots the store's per-propagator counters at the start of a
// search and turns them into deltas at the end, without allocating once
// sized.
type propTable struct {
	start []cp.Counters
	rows  []PropStats
}

func (t *propTable) begin(s *cp.Store) {
	n := s.NumProps()
	if cap(t.start) < n {
		t.start = make([]cp.Counters, n)
		t.rows = make([]PropStats, n)
	}
	t.start, t.rows = t.start[:n], t.rows[:n]
	for p := range t.start {
		t.start[p] = s.Counters(cp.PropID(p))
	}
}

func (t *propTable) end(s *cp.Store) []PropStats {
	for i := range t.rows {
		p := cp.PropID(i)
		c, c0 := s.Counters(p), t.start[i]
		t.rows[i] = PropStats{
			ID:       p,
			Kind:     s.Kind(p),
			Label:    s.Label(p),
			Calls:    c.Calls - c0.Calls,
			Prunings: c.Prunings - c0.Prunings,
			Failures: c.Failures - c0.Failures,
		}
	}
	return t.rows
}
