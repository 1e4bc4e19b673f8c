package render

import (
	"errors"
	"strings"
	"testing"
)

// TestGridEdgesIndex: every edge of a grid is listed once and EdgeIndex
// finds it back, whichever way round its dots are given.
func TestGridEdgesIndex(t *testing.T) {
	rows, cols := 3, 5
	es := GridEdges(rows, cols)
	if want := (rows+1)*cols + rows*(cols+1); len(es) != want {
		t.Fatalf("%d edges, want %d", len(es), want)
	}
	seen := map[Edge]bool{}
	for i, e := range es {
		if seen[e.Norm()] || !e.InGrid(rows, cols) {
			t.Fatalf("edge %d %s repeated or off the grid", i, e)
		}
		seen[e.Norm()] = true
		if got := EdgeIndex(e, rows, cols); got != i {
			t.Errorf("EdgeIndex(%s) = %d, want %d", e, got, i)
		}
		if got := EdgeIndex(Edge{e.B, e.A}, rows, cols); got != i {
			t.Errorf("EdgeIndex of %s reversed = %d, want %d", e, got, i)
		}
	}
	for _, e := range []Edge{{Dot{0, 0}, Dot{1, 1}}, {Dot{0, 5}, Dot{0, 6}}, {Dot{-1, 0}, Dot{0, 0}}} {
		if got := EdgeIndex(e, rows, cols); got != -1 {
			t.Errorf("EdgeIndex(%s) = %d, want -1", e, got)
		}
	}
}

func TestEdgeName(t *testing.T) {
	for _, c := range []struct {
		e    Edge
		want string
	}{
		{HEdge(0, 0), "the top of r1c1"},
		{HEdge(3, 1), "the bottom of r3c2"},
		{VEdge(1, 2), "the left of r2c3"},
		{Edge{Dot{2, 5}, Dot{1, 5}}, "the right of r2c5"},
		{Edge{Dot{0, 0}, Dot{1, 1}}, "the edge d1.1-d2.2"},
	} {
		if got := c.e.Name(3, 5); got != c.want {
			t.Errorf("%s.Name = %q, want %q", c.e, got, c.want)
		}
	}
}

func TestStateEdgesCheck(t *testing.T) {
	ok := &State{Edges: []Edge{HEdge(2, 1)}, Crosses: []Edge{VEdge(0, 3)}}
	if err := ok.Check(2, 3, 0); err != nil {
		t.Errorf("edges of a 2x3 grid: %v", err)
	}
	for _, st := range []*State{
		{Edges: []Edge{HEdge(3, 0)}},
		{Crosses: []Edge{VEdge(0, 4)}},
		{Edges: []Edge{{Dot{0, 0}, Dot{1, 1}}}},
	} {
		if err := st.Check(2, 3, 0); !errors.Is(err, ErrState) {
			t.Errorf("%+v: %v, want ErrState", st, err)
		}
	}
	h := &Highlight{Edges: []Edge{HEdge(5, 0)}}
	if err := h.Check(2, 3, 0); !errors.Is(err, ErrState) {
		t.Errorf("a highlighted edge off the grid: %v", err)
	}
	if n := ok.Filled(); n != 2 {
		t.Errorf("Filled of one line and one cross = %d, want 2", n)
	}
}

// TestGridEdgeDrawing: lines, crosses, dots and the hit targets.
func TestGridEdgeDrawing(t *testing.T) {
	s := NewSVG(100, 100, "t", EdgeStyle)
	g := NewGrid(s, 2, 2, 40, 5, 5)
	st := &State{Edges: []Edge{HEdge(0, 0), HEdge(0, 0).Norm(), {Dot{0, 2}, Dot{0, 1}}}, Crosses: []Edge{VEdge(1, 0)}}
	g.HighlightEdges(&Highlight{Edges: []Edge{VEdge(0, 2)}})
	g.DrawEdges(st)
	g.Dots("dot")
	g.EdgeHits()
	out := string(s.Bytes())
	for class, want := range map[string]int{`class="edge-line"`: 2, `class="edge-cross"`: 2, `class="hl-edge"`: 1, `class="dot"`: 9, `class="edge-hit"`: 12} {
		if got := strings.Count(out, class); got != want {
			t.Errorf("%s: %d, want %d", class, got, want)
		}
	}
	if !strings.Contains(out, `data-edge="2,1,2,2"`) || !strings.Contains(out, `data-dot="2,2"`) {
		t.Errorf("no data-edge or data-dot for the last edge and dot:\n%s", out)
	}
}
