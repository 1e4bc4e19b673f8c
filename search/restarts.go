package search

import (
	"fmt"
	"math"
)

// RestartPolicy names a sequence of restart cutoffs.
type RestartPolicy uint8

const (
	// NoRestarts runs one depth-first search.
	NoRestarts RestartPolicy = iota
	// LubyRestarts: the i-th run may fail Scale·luby(i) times
	// (luby = 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …).
	LubyRestarts
	// GeometricRestarts: the i-th run (from 0) may fail Scale·Factor^i times.
	GeometricRestarts
	numRestartPolicies
)

func (p RestartPolicy) String() string {
	switch p {
	case NoRestarts:
		return "none"
	case LubyRestarts:
		return "luby"
	case GeometricRestarts:
		return "geometric"
	}
	return fmt.Sprintf("RestartPolicy(%d)", uint8(p))
}

// Restart is a restart policy. Cutoffs count failures since the last
// restart and grow without bound, so a search with restarts stays
// complete: some run eventually finishes.
//
// A restart goes back to the root (keeping the dom/wdeg weights, the random
// generator's state and, in branch and bound, the objective bound). In
// Satisfy mode restarts stop at the first solution, and the run that found
// it continues to its end without cutoff, so that no solution is reported
// twice.
type Restart struct {
	Policy RestartPolicy
	Scale  int64   // failures per Luby unit, or the first geometric cutoff
	Factor float64 // geometric growth factor, > 1
}

// Luby returns the Luby restart policy with the given scale (> 0).
func Luby(scale int64) Restart { return Restart{Policy: LubyRestarts, Scale: scale} }

// Geometric returns the geometric restart policy: the first run may fail
// base times, each next one factor times more (base > 0, factor > 1).
func Geometric(base int64, factor float64) Restart {
	return Restart{Policy: GeometricRestarts, Scale: base, Factor: factor}
}

func (r Restart) validate() error {
	switch r.Policy {
	case NoRestarts:
		return nil
	case LubyRestarts:
		if r.Scale <= 0 {
			return optErr("Luby restarts need a positive scale, not %d", r.Scale)
		}
		return nil
	case GeometricRestarts:
		if r.Scale <= 0 {
			return optErr("geometric restarts need a positive base, not %d", r.Scale)
		}
		if !(r.Factor > 1) || math.IsInf(r.Factor, 0) {
			return optErr("geometric restarts need a finite factor > 1, not %v", r.Factor)
		}
		return nil
	}
	return optErr("unknown %v", r.Policy)
}

// maxCutoff keeps cutoffs far from overflow; no search reaches it.
const maxCutoff = 1 << 60

// restarter yields the cutoff of each run.
type restarter struct {
	policy Restart
	free   bool    // Chuffed's free-search sequence (freeCutoff), not policy's
	run    int64   // runs started so far, minus one
	geo    float64 // current geometric cutoff
	cutoff int64   // failures allowed in the current run; 0 = unlimited
}

// reset starts the sequence again (at the start of a search). With free,
// the runs follow freeCutoff at policy's scale instead of policy's own
// sequence.
func (r *restarter) reset(p Restart, free bool) {
	r.policy, r.free, r.run, r.geo = p, free, 0, float64(p.Scale)
	r.cutoff = 0
	if free {
		r.cutoff = freeCutoff(p.Scale, 0)
		return
	}
	switch p.Policy {
	case LubyRestarts:
		r.cutoff = clampCutoff(float64(p.Scale) * float64(luby(1)))
	case GeometricRestarts:
		r.cutoff = clampCutoff(r.geo)
	}
}

// next moves to the cutoff of the next run.
func (r *restarter) next() {
	r.run++
	if r.free {
		r.cutoff = freeCutoff(r.policy.Scale, r.run)
		return
	}
	switch r.policy.Policy {
	case LubyRestarts:
		r.cutoff = clampCutoff(float64(r.policy.Scale) * float64(luby(r.run+1)))
	case GeometricRestarts:
		r.geo *= r.policy.Factor
		r.cutoff = clampCutoff(r.geo)
	}
}

// activityRun reports whether the current run of a free search branches
// by activity: with the free sequence the runs come in pairs, model,
// model, activity, activity, …; otherwise they alternate.
func (r *restarter) activityRun() bool {
	if r.free {
		return r.run/2%2 == 1
	}
	return r.run%2 == 1
}

// freeCutoff is the cutoff of run k (from 0) of Chuffed's -f restart
// sequence (its default "restart_type" with restart_scale 100): run k
// may fail scale·lowbit(k/2+1) times, each value twice, so that the
// model's pairs of runs (k/2 even) always get scale failures and the
// activity runs' pairs 2, 4, 2, 8, 2, 4, 2, 16 … times scale. Measured
// against alternating runs on Luby(100) (2026-11-28, docs/REASONS.md):
// 7,947 → 7,456 failures over issue 23's scheduling set, 5,701 → 4,431
// over 38 more PSPLIB J30 instances.
func freeCutoff(scale, k int64) int64 {
	i := k/2 + 1
	return clampCutoff(float64(scale) * float64(i&-i))
}

func clampCutoff(f float64) int64 {
	if f >= maxCutoff {
		return maxCutoff
	}
	return max(1, int64(f))
}

// luby is the i-th term (i >= 1) of the Luby sequence 1 1 2 1 1 2 4 ….
func luby(i int64) int64 {
	for {
		k := uint(1)
		for int64(1)<<k-1 < i {
			k++
		}
		if i == int64(1)<<k-1 {
			return int64(1) << (k - 1)
		}
		i -= int64(1)<<(k-1) - 1
	}
}
