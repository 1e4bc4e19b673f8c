package tessera

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
)

// Model is a constraint model: named variables and the constraints posted
// on them, over one cp.Store. Create it with NewModel; the zero value is
// not usable. A Model is not safe for concurrent use.
//
// Every method that posts a constraint returns a Posted, whose Named sets
// the constraint's name; a post with bad arguments records an error (the
// first one is kept, with the constraint's name) instead of panicking, and
// Err, Solve, Count, All and Optimize return it.
type Model struct {
	s *cp.Store

	// names[x] names store variable x; entries past len(names) and those
	// with role roleNone were not created by the model.
	names  []varName
	order  []cp.VarID // the model's variables in creation order
	consts map[int]cp.VarID
	negs   map[cp.VarID]cp.VarID // materialised negations of Boolean variables

	posts    []post
	labelled int // posts[:labelled] carry their labels in the store

	err      *PostError
	errPost  int // index of the post that made err, -1 when none or not a post
	failPost int // index of the first post after which the store was failed, -1

	busy  bool // a search is running on the store
	depth int  // posts being made (a post may make another one)
}

// varRole says how a variable came into the model.
type varRole uint8

const (
	roleNone       varRole = iota // not created through the model
	roleDecision                  // created by the user: branched on by default
	roleIntroduced                // created by the layer (constants, reified Booleans, definitions)
)

// varName is a variable's name: base, base[i] or base[i][j].
type varName struct {
	base string
	i, j int32 // -1 when absent
	role varRole
}

// NewModel returns an empty model on a new store.
func NewModel() *Model { return NewModelOn(cp.NewStore()) }

// NewModelOn returns an empty model on s, a new store: one given limits
// for its build (cp.Store.SetBuildLimits), which every post then checks.
func NewModelOn(s *cp.Store) *Model {
	return &Model{s: s, errPost: -1, failPost: -1}
}

// Store returns the model's store, for anything the layer does not cover:
// variables and propagators added to it directly are part of the model
// (propagators posted there directly get no name: use Model.Post to name
// them). The labels of the constraints posted so far without a name are
// set to their descriptions before the store is returned.
func (m *Model) Store() *cp.Store {
	m.applyLabels()
	return m.s
}

// Err returns the first error recorded by a post or a variable
// constructor (a *PostError naming the constraint), or nil.
func (m *Model) Err() error {
	if m.err == nil {
		return nil
	}
	return m.err
}

// NumVars is the number of variables created through the model.
func (m *Model) NumVars() int { return len(m.order) }

// Vars returns the model's variables in creation order.
func (m *Model) Vars() []IntVar {
	out := make([]IntVar, len(m.order))
	for i, x := range m.order {
		out[i] = IntVar{m, x}
	}
	return out
}

// newVar registers store variable x under the given name.
func (m *Model) newVar(x cp.VarID, base string, i, j int, role varRole) {
	for len(m.names) <= int(x) {
		m.names = append(m.names, varName{i: -1, j: -1})
	}
	m.names[x] = varName{base: base, i: int32(i), j: int32(j), role: role}
	m.order = append(m.order, x)
}

// reserve makes room for n more variables.
func (m *Model) reserve(n int) {
	m.names = slices.Grow(m.names, m.s.NumVars()+n-len(m.names))
	m.order = slices.Grow(m.order, n)
}

// nameOf renders x's name: its given name, or _<id> for a variable with
// none (created with an empty name, or directly on the store).
func (m *Model) nameOf(x cp.VarID) string {
	if int(x) >= len(m.names) {
		return "_" + strconv.Itoa(int(x))
	}
	if s := m.names[x].String(); s != "" {
		return s
	}
	return "_" + strconv.Itoa(int(x))
}

// String renders the name: base, base[i] or base[i][j] ("" for none).
func (n varName) String() string {
	if n.base == "" && n.i < 0 {
		return ""
	}
	s := n.base
	if n.i >= 0 {
		s += "[" + strconv.Itoa(int(n.i)) + "]"
	}
	if n.j >= 0 {
		s += "[" + strconv.Itoa(int(n.j)) + "]"
	}
	return s
}

// role returns how x came into the model.
func (m *Model) role(x cp.VarID) varRole {
	if int(x) >= len(m.names) {
		return roleNone
	}
	return m.names[x].role
}

// fail records err as the model's error if it is the first one.
func (m *Model) fail(postIndex int, name, what string, err error) {
	if m.err != nil {
		return
	}
	m.err = &PostError{Name: name, What: what, Err: err}
	m.errPost = postIndex
}

// failf records a formatted error that belongs to no post (a variable
// constructor's).
func (m *Model) failf(what, format string, args ...any) {
	m.fail(-1, "", what, fmt.Errorf(format, args...))
}
