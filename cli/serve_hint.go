package cli

import (
	"errors"
	"net/http"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// hintAnswer is the answer of /api/hint: the next deduction from the
// position, or the cells of the position that disagree with the solution,
// drawn.
type hintAnswer struct {
	// Placement is the cell placed, in the puzzle's words ("r3c4 = 8");
	// empty for a mistake or a solved position.
	Placement string     `json:"placement,omitempty"`
	Rung      *rungJSON  `json:"rung,omitempty"`
	Text      string     `json:"text"`
	Steps     []stepJSON `json:"steps,omitempty"`
	// Mistake: the position holds values that disagree with the
	// solution, drawn as the highlight's cells.
	Mistake   bool             `json:"mistake,omitempty"`
	Solved    bool             `json:"solved,omitempty"`
	Highlight render.Highlight `json:"highlight"`
	SVG       string           `json:"svg"`
}

// hint answers the next deduction (craft.Explain) from a position: the
// constraint engine's own reasons in the puzzle's words, and the picture
// with the deduction's cells, its constraint and the values it rules out.
func (a *api) hint(w http.ResponseWriter, r *http.Request) {
	ctx, req, p, done, ok := a.puzzleJob(w, r)
	if !ok {
		return
	}
	defer done()
	var state render.State
	if req.State != nil {
		state = *req.State
	}
	h, err := craft.ExplainContext(ctx, p, state)
	if ctx.Err() != nil {
		a.stopped(w, r, "hint")
		return
	}
	var ans hintAnswer
	var mistake *craft.MistakeError
	switch {
	case errors.As(err, &mistake):
		ans.Mistake = true
		ans.Highlight = render.Highlight{Cells: mistake.Cells, Caption: "these cells disagree with the solution"}
		names := make([]string, len(mistake.Cells))
		for i, c := range mistake.Cells {
			names[i] = c.String()
		}
		ans.Text = "Not quite: " + strings.Join(names, ", ") + " disagree with the solution. Clear them and ask again."
		if len(mistake.Edges) > 0 && len(mistake.Cells) == 0 {
			segs := make([]string, len(mistake.Edges))
			for i, e := range mistake.Edges {
				segs[i] = e.String()
			}
			ans.Highlight.Edges = mistake.Edges
			ans.Highlight.Caption = "these edges disagree with the solution"
			ans.Text = "Not quite: the marks on " + strings.Join(segs, ", ") + " disagree with the solution. Clear them and ask again."
		}
		if len(mistake.Links) > 0 {
			segs := make([]string, len(mistake.Links))
			for i, l := range mistake.Links {
				segs[i] = l.A.String() + "–" + l.B.String()
			}
			ans.Highlight.Caption = "these segments are not on the loop"
			ans.Text = "Not quite: " + strings.Join(segs, ", ") + " not on the best loop. Erase them and ask again."
		}
	case errors.Is(err, craft.ErrSolved):
		ans.Solved, ans.Text = true, "Nothing left to place: the position is complete."
	case errors.Is(err, render.ErrState):
		writeError(w, http.StatusBadRequest, err.Error())
		return
	case errors.Is(err, craft.ErrNotUnique):
		// Said before any hint: a hint would read as if the puzzle were
		// sound.
		writeError(w, http.StatusUnprocessableEntity, p.Name()+": not unique: the puzzle has more than one solution, and a hint needs exactly one")
		return
	case errors.Is(err, craft.ErrNoSolution):
		// *craft.NoSolutionError: it names the constraint that fails.
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	case err != nil:
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	default:
		j := hintToJSON(&h)
		ans.Placement, ans.Rung, ans.Text, ans.Steps, ans.Highlight = j.Placement, &j.Rung, j.Text, j.Steps, h.Highlight
	}
	svg, err := puzzles.SVG(p, req.State, render.Options{Highlight: &ans.Highlight})
	if err != nil {
		// A highlight the renderer cannot draw (a kind whose values do
		// not fit its cells) still gets its words.
		if svg, err = puzzles.SVG(p, req.State, render.Options{}); err != nil {
			writeError(w, http.StatusBadRequest, err.Error())
			return
		}
	}
	ans.SVG = string(svg)
	writeJSON(w, http.StatusOK, ans)
}
