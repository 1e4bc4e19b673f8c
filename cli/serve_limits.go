package cli

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
)

// The bounds of one request: the size of what it opens or draws, and the
// time and the worker it takes.
const (
	// maxRequest caps the body of an API request (a puzzle file, a
	// state and a highlight).
	maxRequest = 1 << 20
	// maxPuzzleText caps a puzzle file's text: the largest bundled file
	// is 17 KB.
	maxPuzzleText = 64 << 10
	// maxCells caps the grid of a puzzle opened, drawn or generated
	// (80×80: the largest bundled grid is an 80×60 nonogram; the command line
	// takes any size).
	maxCells = 80 * 80
	// writeMargin is the time a job's answer has to be written after its
	// time limit.
	writeMargin = 10 * time.Second
	// retryAfter is the Retry-After of a 503, in seconds.
	retryAfter = 2
)

// errTooLarge is wrapped by the refusals of a puzzle over a cap.
var errTooLarge = errors.New("too large for the page")

// checkText refuses a puzzle file's text over maxPuzzleText.
func checkText(name, text string) error {
	if len(text) > maxPuzzleText {
		return fmt.Errorf("%s: %w: %d bytes, more than the cap of %d bytes (64 KiB) on a puzzle file; use 'tessera solve' on the command line", name, errTooLarge, len(text), maxPuzzleText)
	}
	return nil
}

// checkCells refuses a puzzle whose grid has more than maxCells cells.
func checkCells(p puzzles.Puzzle) error {
	in, err := puzzles.PlayInput(p)
	if err != nil {
		return err
	}
	return checkGrid(p.Name(), in.Rows, in.Cols)
}

func checkGrid(name string, rows, cols int) error {
	if int64(rows)*int64(cols) > maxCells {
		return fmt.Errorf("%s: %w: a %dx%d grid has %d cells, more than the cap of %d cells (80x80) on the page; use the command line", name, errTooLarge, rows, cols, int64(rows)*int64(cols), maxCells)
	}
	return nil
}

// job waits in the queue for a worker for the request, and returns the
// context its work runs under: the request's (cancelled when the client
// goes away) with the time limit, counted from now, wait included. On
// false it has answered (the line is full, or the limit passed while it
// waited) or the client is gone; otherwise the caller must call done.
func (a *api) job(w http.ResponseWriter, r *http.Request) (ctx context.Context, done func(), ok bool) {
	ctx, cancel := context.WithTimeout(r.Context(), a.cfg.solveLimit)
	leave, err := a.q.enter(ctx)
	switch {
	case errors.Is(err, errLineFull):
		cancel()
		busy(w, fmt.Sprintf("busy: %d requests are running and %d waiting, the most this server takes (--queue); try again in a moment", cap(a.q.workers), cap(a.q.line)))
		return nil, nil, false
	case err != nil:
		cancel()
		if r.Context().Err() == nil {
			busy(w, fmt.Sprintf("busy: no worker was free within the time limit (%v); try again in a moment", a.cfg.solveLimit))
		}
		return nil, nil, false
	}
	// The answer may come as late as the time limit: the server's
	// write timeout is for the quick requests.
	deadline, _ := ctx.Deadline()
	http.NewResponseController(w).SetWriteDeadline(deadline.Add(writeMargin))
	return ctx, func() { leave(); cancel() }, true
}

// busy answers 503 with Retry-After.
func busy(w http.ResponseWriter, msg string) {
	w.Header().Set("Retry-After", strconv.Itoa(retryAfter))
	writeError(w, http.StatusServiceUnavailable, msg)
}

// stopped answers a job whose context ended before its work did: nothing
// when the client left, the time limit otherwise.
func (a *api) stopped(w http.ResponseWriter, r *http.Request, what string) {
	if r.Context().Err() != nil {
		return
	}
	writeError(w, http.StatusUnprocessableEntity, fmt.Sprintf("the time limit (%v, --solve-limit) stopped the %s", a.cfg.solveLimit, what))
}
