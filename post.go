package tessera

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/cp"
)

// Posted is a constraint posted on a model: it names the constraint and
// lists the propagators the post created.
type Posted struct {
	m *Model
	i int // index in m.posts
}

// post records one post: the propagators it created (first..end-1), its
// name and how to describe it when it has none.
type post struct {
	first, end cp.PropID
	what       string // the method: "AllDifferent", "linear", …
	name       string // given with Named, "" otherwise
	desc       desc   // the default name, rendered when needed
}

// desc describes a post without rendering it (most posts are named, or
// never looked at): a constraint, or the method and its first variables.
type desc struct {
	c     *Constraint
	head  [maxDescribed]cp.VarID
	nhead int8
	nvars int32
}

// varsDesc describes a global constraint by its variables.
func varsDesc(xs []IntVar) desc {
	d := desc{nvars: int32(len(xs))}
	for _, x := range xs[:min(len(xs), maxDescribed)] {
		d.head[d.nhead] = x.ID()
		d.nhead++
	}
	return d
}

// render is the description: the constraint, or what(x, y, z, w, … n
// variables), or what alone.
func (d *desc) render(m *Model, what string) string {
	switch {
	case d.c != nil:
		return d.c.String()
	case d.nvars == 0:
		return what
	}
	var b strings.Builder
	b.WriteString(what)
	b.WriteByte('(')
	for i, x := range d.head[:d.nhead] {
		if i > 0 {
			b.WriteString(", ")
		}
		if x < 0 {
			b.WriteString("<zero IntVar>")
		} else {
			b.WriteString(m.nameOf(x))
		}
	}
	if int(d.nvars) > int(d.nhead) {
		b.WriteString(", … ")
		b.WriteString(strconv.Itoa(int(d.nvars)))
		b.WriteString(" variables")
	}
	b.WriteByte(')')
	return b.String()
}

// Named names the constraint: its propagators are labelled name (the
// statistics' "by constraint" table, a failure at the root and an error
// recorded by this post all use it). It returns p.
func (p Posted) Named(name string) Posted {
	if p.m == nil {
		return p
	}
	po := &p.m.posts[p.i]
	po.name = name
	for id := po.first; id < po.end; id++ {
		p.m.s.SetLabel(id, name)
	}
	if p.m.errPost == p.i {
		p.m.err.Name = name
	}
	return p
}

// Namedf is Named with a formatted name.
func (p Posted) Namedf(format string, args ...any) Posted {
	return p.Named(fmt.Sprintf(format, args...))
}

// Name is the constraint's name: as given to Named, else its description
// ("AllDifferent(q[0], q[1], …)", "x + y == z").
func (p Posted) Name() string {
	if p.m == nil {
		return ""
	}
	return p.m.label(p.i)
}

// Props returns the propagators the post created (none when the post only
// pruned domains or was void).
func (p Posted) Props() []cp.PropID {
	if p.m == nil {
		return nil
	}
	po := p.m.posts[p.i]
	out := make([]cp.PropID, 0, po.end-po.first)
	for id := po.first; id < po.end; id++ {
		out = append(out, id)
	}
	return out
}

// label is post i's name, or its description.
func (m *Model) label(i int) string {
	po := &m.posts[i]
	if po.name != "" {
		return po.name
	}
	return po.desc.render(m, po.what)
}

// Post runs fn on the model's store as one named constraint: the
// propagators fn posts are recorded under the name given to Named, an
// error it returns is recorded like any post's, and a failure it causes is
// reported as this constraint's. It is the way to post a propagator of
// package propagators that the layer does not wrap, with a name.
func (m *Model) Post(what string, fn func(s *cp.Store) error) Posted {
	return m.post(what, desc{}, fn)
}

// post runs fn as one post.
func (m *Model) post(what string, describe desc, fn func(s *cp.Store) error) Posted {
	if m.busy {
		i := m.record(what, describe, m.s.NumProps())
		m.fail(i, "", what, fmt.Errorf("%w: post between solutions", ErrBusy))
		return Posted{m, i}
	}
	if err := m.s.BuildErr(); err != nil {
		// A limit of the build (cp.Store.SetBuildLimits): post nothing more.
		m.fail(-1, "", what, err)
		return Posted{}
	}
	if m.depth > 0 {
		// A post made while posting (the negation of a literal): its
		// propagators belong to the enclosing post.
		if err := fn(m.s); err != nil {
			m.fail(-1, "", what, err)
		}
		return Posted{}
	}
	first := m.s.NumProps()
	failed := m.s.Failed()
	m.depth++
	err := fn(m.s)
	m.depth--
	i := m.record(what, describe, first)
	if err != nil {
		m.fail(i, "", what, err)
	}
	if !failed && m.s.Failed() && m.failPost < 0 {
		m.failPost = i
	}
	return Posted{m, i}
}

// postErr records a post that was refused before reaching the store.
func (m *Model) postErr(what string, describe desc, err error) Posted {
	i := m.record(what, describe, m.s.NumProps())
	m.fail(i, "", what, err)
	return Posted{m, i}
}

func (m *Model) record(what string, describe desc, first int) int {
	m.posts = append(m.posts, post{first: cp.PropID(first), end: cp.PropID(m.s.NumProps()), what: what, desc: describe})
	return len(m.posts) - 1
}

// applyLabels labels the propagators of the posts made since the last call
// that were not named.
func (m *Model) applyLabels() {
	for i := m.labelled; i < len(m.posts); i++ {
		po := &m.posts[i]
		if po.name != "" || po.first == po.end {
			continue
		}
		l := m.label(i)
		for id := po.first; id < po.end; id++ {
			if m.s.Label(id) == "" {
				m.s.SetLabel(id, l)
			}
		}
	}
	m.labelled = len(m.posts)
}

// postOf returns the index of the post that created propagator p, or -1.
func (m *Model) postOf(p cp.PropID) int {
	lo, hi := 0, len(m.posts)
	for lo < hi { // first post with end > p
		mid := (lo + hi) / 2
		if m.posts[mid].end <= p {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < len(m.posts) && m.posts[lo].first <= p && p < m.posts[lo].end {
		return lo
	}
	return -1
}

// maxDescribed bounds the variables listed in a default name.
const maxDescribed = 4

func itoa(v int) string { return strconv.Itoa(v) }
