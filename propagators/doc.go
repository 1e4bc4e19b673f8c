// Package propagators holds the constraints of Tessera: a post function per
// constraint that validates its arguments, rewrites small cases to cheaper
// propagators, prunes once and subscribes, and the unexported propagator
// types behind them, one family per file.
//
// Post functions return an error only for malformed arguments (wrapping
// ErrArgs); an unsatisfiable constraint is not an error, it makes the next
// Store.Propagate fail. Each propagator's doc comment states its consistency
// and its cost; in short:
//
//	constraint                      consistency
//	NotEqual, Equal, LessEq         domain (x ≠ y+c, x = y+c, x ≤ y+c)
//	AllDifferent(Value)             forward checking
//	AllDifferent(Bounds)            bounds(Z): Hall intervals, O(n log n)
//	AllDifferent(Domain)            domain: Régin's matching + SCC, the
//	                                default for puzzle sizes (≤ 64 variables)
//	Linear EQ                       bounds(R); LE, GE bounds(Z); NE domain
//	Element (constant array)        domain on index and value
//	ElementVar                      domain on index and value
//	Times, Div, AbsDiff             domain while small, else bounds(Z)
//	TruncDiv, Mod, Pow              domain while small, else sound interval
//	                                rules (FlatZinc's int_div, int_mod,
//	                                int_pow; see each for what they prune)
//	Max, Min                        domain
//	Cage                            domain (compiled to a Table) while the
//	                                table is small, else a decomposition
//	Table, NegativeTable            domain (compact table, reversible
//	                                sparse bitsets)
//	Regular, CyclicRegular          domain (incremental layered graph)
//	Circuit, Subcircuit             sound: AllDifferent, subtour removal,
//	                                SCC and reachability pruning
//	LexLess, LexLessEq              domain (distinct variables)
//	AllDistinctRows                 domain per pair of rows
//	Count, Among                    domain
//	DistinctSum                     sound: total from the best and worst
//	                                weights still available, O(|w| + Σ|dom|)
//	DistinctSumRegular              sound: heaviest walk through the DFA's
//	                                layered graph with Lagrangian charges
//	                                for revisits (ROGO's points bound)
//
// Every propagator is checked by one oracle harness against brute force on
// small domains (see oracle_test.go), and allocates nothing in Propagate.
package propagators
