package tessera

// Workers runs the search on n goroutines (search.Options.Workers; 0, the
// default, is the sequential search): the answer (solutions, count,
// optimum and the optimum's solution) is the same for every n ≥ 1 and
// every timing. An optimisation reports only its optimal solution, not
// the improving ones before it. See docs/PARALLEL.md.
func Workers(n int) Option { return func(c *config) { c.opt.Workers = n } }
