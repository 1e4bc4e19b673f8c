package cli

import (
	"fmt"
	"io"
	"time"

	"github.com/tessera-cp/tessera/search"
)

// The live status line: the search calls back every progressEvery nodes;
// the line appears once the puzzle has run for progressAfter and is
// redrawn at most every progressInterval. Tests shorten them.
var (
	progressEvery    int64 = 1024
	progressAfter          = time.Second
	progressInterval       = 200 * time.Millisecond
)

// progress draws the status line of one puzzle on stderr.
type progress struct {
	w       io.Writer
	name    string
	on      bool
	start   time.Time
	last    time.Time
	shown   bool
	optimum bool // the current phase optimises
	hasBest bool // an earlier phase (or this one) found an objective value
	best    int
}

func newProgress(w io.Writer, name string, on bool) *progress {
	return &progress{w: w, name: name, on: on, start: time.Now()}
}

// tune installs the callback in a search phase's options.
func (p *progress) tune(so *search.Options) {
	if !p.on {
		return
	}
	_, p.optimum = so.Objective.Var()
	so.Progress = p.report
	so.ProgressEvery = progressEvery
}

func (p *progress) report(st search.Stats) {
	now := time.Now()
	if now.Sub(p.start) < progressAfter || (p.shown && now.Sub(p.last) < progressInterval) {
		return
	}
	p.last, p.shown = now, true
	rate := 0.0
	if sec := st.Elapsed.Seconds(); sec > 0 {
		rate = float64(st.Nodes) / sec
	}
	line := fmt.Sprintf("tessera: %s: %d nodes, %d failures, %.0f nodes/s", p.name, st.Nodes, st.Failures, rate)
	if st.HasObjective {
		p.hasBest, p.best = true, st.Objective
	}
	if p.hasBest {
		line += fmt.Sprintf(", best %d", p.best)
	}
	if !p.optimum && st.Solutions > 0 {
		line += fmt.Sprintf(", %d solutions", st.Solutions)
	}
	// \r returns to the start of the line, ESC[K erases what is left of it.
	fmt.Fprintf(p.w, "\r%s\x1b[K", line)
}

// improved records the objective of an improving solution.
func (p *progress) improved(objective int) { p.hasBest, p.best = true, objective }

// done erases the line if it was drawn.
func (p *progress) done() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}
