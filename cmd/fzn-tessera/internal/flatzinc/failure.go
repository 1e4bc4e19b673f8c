package flatzinc

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/cp"
)

// Where an infeasible model fails at the root: the constraint (or declared
// domain) whose propagator failed, or whose posting emptied a domain, named
// by its FlatZinc line and, through the .paths table or the mzn_path
// annotations, by its place in the MiniZinc model.

// Site is a constraint or declaration of the model.
type Site struct {
	What string // "int_lin_le (line 6) [MiniZinc model.mzn:4.12-21]"
	// File and Line locate it in the MiniZinc model when the paths say
	// (File as MiniZinc named it); "" and 0 otherwise.
	File string
	Line int
}

// propSite is the site of the propagators from first on.
type propSite struct {
	first cp.PropID
	site  Site
}

// constraintSite describes constraint k of the file.
func (b *builder) constraintSite(k int, ci *Constraint) Site {
	path := mznPath(ci.Anns)
	if b.m.Paths != nil && path == "" {
		path = b.m.Paths.constraints[k]
	}
	return siteFromPath(fmt.Sprintf("%s (line %d)", ci.Name, ci.Line), path)
}

// declSite describes the declaration of d.
func (b *builder) declSite(d *Decl) Site {
	path := mznPath(d.Anns)
	if b.m.Paths != nil && path == "" {
		path = b.m.Paths.where[d.Name]
	}
	what := fmt.Sprintf("the domain of %s (line %d)", d.Name, d.Line)
	if mzn := b.mznName(d.Name); mzn != "" && mzn != d.Name {
		what = fmt.Sprintf("the domain of %s (line %d, MiniZinc %s)", d.Name, d.Line, mzn)
	}
	return siteFromPath(what, path)
}

func siteFromPath(what, path string) Site {
	st := Site{What: what}
	if site := pathSite(path); site != "" {
		st.What += " [MiniZinc " + site + "]"
		seg, _, _ := strings.Cut(path, ";")
		f := strings.Split(seg, "|")
		st.File = f[0]
		st.Line, _ = strconv.Atoi(f[1])
	}
	return st
}

// track runs post, which posts the item described by site, and records the
// site of the propagators it creates and, when the store was not failed
// before and is after, the site as the build's failure.
func (b *builder) track(site func() Site, post func() error) error {
	failed, first := b.s.Failed(), cp.PropID(b.s.NumProps())
	err := post()
	if int(first) < b.s.NumProps() || !failed && b.s.Failed() {
		st := site()
		if int(first) < b.s.NumProps() {
			b.p.sites = append(b.p.sites, propSite{first: first, site: st})
		}
		if !failed && b.s.Failed() && b.p.buildFailure == nil {
			b.p.buildFailure = &st
		}
	}
	return err
}

// FailureSite is where the model fails at the root, given the propagator
// whose failure ended the root propagation (search.RootFailure.Prop; -1
// when the store was failed before the search began); ok is false when
// nothing is known.
func (p *Problem) FailureSite(prop cp.PropID) (Site, bool) {
	if prop < 0 {
		if p.buildFailure != nil {
			return *p.buildFailure, true
		}
		if p.rootFailProp < 0 {
			return Site{}, false
		}
		prop = p.rootFailProp
	}
	i := sort.Search(len(p.sites), func(i int) bool { return p.sites[i].first > prop }) - 1
	if i < 0 {
		return Site{}, false
	}
	return p.sites[i].site, true
}
