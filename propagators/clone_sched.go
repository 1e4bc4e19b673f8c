package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; the tasks' variables, durations and demands
// are shared (read only).
func (p *cumulative) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.est, c.lst, c.lct, c.p, c.h = cloneSlice(p.est), cloneSlice(p.lst), cloneSlice(p.lct), cloneSlice(p.p), cloneSlice(p.h)
	c.cpLo, c.cpHi = cloneSlice(p.cpLo), cloneSlice(p.cpHi)
	c.evTime, c.evCode, c.evOrd = cloneSlice(p.evTime), cloneSlice(p.evCode), cloneSlice(p.evOrd)
	c.segS, c.segE, c.segH = cloneSlice(p.segS), cloneSlice(p.segE), cloneSlice(p.segH)
	c.task = cloneSlice(p.task)
	c.keyEst, c.keyLct = cloneSlice(p.keyEst), cloneSlice(p.keyLct)
	c.byEst, c.byLct, c.rank = cloneSlice(p.byEst), cloneSlice(p.byLct), cloneSlice(p.rank)
	c.tree = p.tree.clone()
	c.sorter = p.sorter.clone()
	return &c
}

// Clone implements cp.Cloner; the tasks' variables and durations are
// shared (read only).
func (p *disjunctive) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.task = cloneSlice(p.task)
	for i := range p.u {
		c.u[i] = p.u[i].clone()
	}
	return &c
}

func (u *unaryCore) clone() unaryCore {
	c := *u
	c.est, c.lct, c.p = cloneSlice(u.est), cloneSlice(u.lct), cloneSlice(u.p)
	c.lst, c.ect = cloneSlice(u.lst), cloneSlice(u.ect)
	c.newEst, c.newLct = cloneSlice(u.newEst), cloneSlice(u.newLct)
	c.byEst, c.byLct, c.byLst, c.byEct = cloneSlice(u.byEst), cloneSlice(u.byLct), cloneSlice(u.byLst), cloneSlice(u.byEct)
	c.rank, c.inTheta = cloneSlice(u.rank), cloneSlice(u.inTheta)
	c.tree = u.tree.clone()
	c.sorter = u.sorter.clone()
	return c
}

func (t *thetaTree) clone() thetaTree {
	c := *t
	c.node = cloneSlice(t.node)
	c.leafEst, c.leafP = cloneSlice(t.leafEst), cloneSlice(t.leafP)
	c.leafTask, c.leafKind = cloneSlice(t.leafTask), cloneSlice(t.leafKind)
	return c
}

func (s *schedSorter) clone() schedSorter {
	return schedSorter{idx: cloneSlice(s.idx), key: cloneSlice(s.key)}
}
