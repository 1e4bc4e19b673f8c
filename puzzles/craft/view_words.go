package craft

import (
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// The view of a kind registered with puzzles.Kind.Words (a kind from
// another package reads its hints through it), and of a kind whose model
// names its variables (model.Model.Names).

// wordsView is the view the kind's Words give: each decision variable's
// cell or edge, its literals, its state codes. Nil when the kind has no
// Words.
func wordsView(m *Model) *view {
	kw := puzzles.WordsOf(m.Puzzle)
	if kw == nil {
		return nil
	}
	v := &view{note: kw.Note}
	if in, err := puzzles.PlayInput(m.Puzzle); err == nil {
		v.rows, v.cols = in.Rows, in.Cols
	}
	index := make(map[cp.VarID]int, len(m.Vars))
	places := make([]puzzles.Place, len(m.Vars))
	has := make([]bool, len(m.Vars))
	atCell := map[render.Cell]int{}
	atEdge := map[render.Edge]int{}
	for i, x := range m.Vars {
		index[x] = i
		places[i], has[i] = kw.Var(i)
		switch {
		case !has[i]:
		case places[i].OnEdge:
			places[i].Edge = places[i].Edge.Norm()
			atEdge[places[i].Edge] = i
		default:
			atCell[places[i].Cell] = i
		}
	}
	placeOf := func(x cp.VarID) (int, *puzzles.Place, bool) {
		i, ok := index[x]
		if !ok || !has[i] {
			return 0, nil, false
		}
		return i, &places[i], true
	}
	nameOfPlace := func(p *puzzles.Place) string {
		switch {
		case p.Name != "":
			return p.Name
		case p.OnEdge:
			return p.Edge.Name(v.rows, v.cols)
		}
		return p.Cell.String()
	}
	v.cellOf = func(x cp.VarID) (render.Cell, bool) {
		_, p, ok := placeOf(x)
		if !ok || p.OnEdge {
			return render.Cell{}, false
		}
		return p.Cell, true
	}
	v.edgeOf = func(x cp.VarID) (render.Edge, bool) {
		_, p, ok := placeOf(x)
		if !ok || !p.OnEdge {
			return render.Edge{}, false
		}
		return p.Edge, true
	}
	v.name = func(x cp.VarID) (string, bool) {
		_, p, ok := placeOf(x)
		if !ok {
			return "", false
		}
		return nameOfPlace(p), true
	}
	code := func(i, val int) (int, bool) {
		if kw.Code != nil {
			return kw.Code(i, val)
		}
		return val, val >= 1
	}
	v.place = func(x cp.VarID, val int) (render.Cell, int, bool) {
		i, p, ok := placeOf(x)
		if !ok || p.OnEdge {
			return render.Cell{}, 0, false
		}
		c, ok := code(i, val)
		return p.Cell, c, ok
	}
	v.read = func(c render.Cell, cd int) (cp.VarID, int, bool) {
		i, ok := atCell[c]
		if !ok {
			return 0, 0, false
		}
		if kw.Value != nil {
			val, ok := kw.Value(i, cd)
			return m.Vars[i], val, ok
		}
		return m.Vars[i], cd, cd >= 1
	}
	v.readEdge = func(e render.Edge) (cp.VarID, bool) {
		i, ok := atEdge[e.Norm()]
		if !ok {
			return 0, false
		}
		return m.Vars[i], true
	}
	v.lit = func(l cp.Lit) string {
		i, p, ok := placeOf(l.X)
		if !ok {
			return modelLit(l)
		}
		if kw.Lit != nil {
			return kw.Lit(i, l.Op, l.V)
		}
		name := nameOfPlace(p)
		if p.OnEdge {
			return edgeLit(name, l)
		}
		shown := strconv.Itoa(l.V)
		return opLit(name, l.Op, shown)
	}
	return v
}

// edgeLit says a literal on a 0/1 edge variable: 1 a line, 0 none.
func edgeLit(name string, l cp.Lit) string {
	line := (l.Op == cp.OpEq && l.V == 1) || (l.Op == cp.OpNe && l.V == 0) || (l.Op == cp.OpGe && l.V == 1)
	none := (l.Op == cp.OpEq && l.V == 0) || (l.Op == cp.OpNe && l.V == 1) || (l.Op == cp.OpLe && l.V == 0)
	switch {
	case line:
		return name + " has a line"
	case none:
		return name + " has no line"
	}
	return ""
}

// opLit is "NAME = VALUE" (≠, ≥, ≤), "" for another operator.
func opLit(name string, op cp.Op, value string) string {
	switch op {
	case cp.OpEq:
		return name + " = " + value
	case cp.OpNe:
		return name + " ≠ " + value
	case cp.OpGe:
		return name + " ≥ " + value
	case cp.OpLe:
		return name + " ≤ " + value
	}
	return ""
}

// namesView is the view of a model that names its decision variables
// (puzzles.Model.Names): "NAME = v". Its variables are no cells, so a
// position of play is not read through it. Nil without names.
func namesView(m *Model) *view {
	names := m.base.Names
	if len(names) != len(m.Vars) {
		return nil
	}
	index := make(map[cp.VarID]int, len(m.Vars))
	for i, x := range m.Vars {
		index[x] = i
	}
	v := defaultView()
	v.name = func(x cp.VarID) (string, bool) {
		i, ok := index[x]
		if !ok || names[i] == "" {
			return "", false
		}
		return names[i], true
	}
	v.lit = func(l cp.Lit) string {
		name, ok := v.name(l.X)
		if !ok {
			return modelLit(l)
		}
		return opLit(name, l.Op, strconv.Itoa(l.V))
	}
	return v
}
