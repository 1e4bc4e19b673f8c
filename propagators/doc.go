// Package propagators holds the constraints of Tessera: a post function per
// constraint that validates its arguments, rewrites small cases to cheaper
// propagators, prunes once and subscribes, and the unexported propagator
// types behind them, one family per file (<family>.go holds its post
// function, its propagators' Propagate, Explain and Clone; its tests and
// oracle rows are in <family>_test.go, its examples in
// <family>_example_test.go).
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
//	AllDifferentOffset              AllDifferent's, on xs[i]+offsets[i] (views)
//	AllDifferentGrid                AllDifferent(Domain) on each unit of a
//	                                grid, as one propagator (one wake-up
//	                                per cell write; naked and hidden
//	                                singles ahead of Régin when every unit
//	                                is a permutation)
//	AllDifferentExcept(Value)       forward checking
//	AllDifferentExcept(Domain)      domain: Régin's flow, except uncapped
//	                                (Bounds gets it too)
//	AllDifferentSum                 domain (compiled to a Table) while the
//	                                table is small, else AllDifferent(Domain)
//	                                and a bounds(Z) sum, each on its own
//	GlobalCardinality               xs: domain w.r.t. the counts' bounds
//	                                (Régin's flow); counts: bounds from the
//	                                xs and the sum, not bounds consistent
//	Inverse                         domain: channelling + Régin's matching
//	NValue                          sound: n within [intervals' stabbing
//	                                number, maximum matching], two rules on
//	                                the values of the fixed xs
//	Linear EQ                       bounds(R); LE, GE bounds(Z); NE domain
//	LinearForward                   forward checking: acts once at most one
//	                                variable is open (for graders)
//	Element (constant array)        domain on index and value
//	ElementVar                      domain on index and value
//	Element2D                       domain on row, col and value
//	Times, Div, AbsDiff             domain while small, else bounds(Z)
//	TruncDiv, Mod, Pow              domain while small, else sound interval
//	                                rules (FlatZinc's int_div, int_mod,
//	                                int_pow; see each for what they prune)
//	Max, Min                        domain
//	Cage                            domain (compiled to a Table) while the
//	                                table is small, else a decomposition
//	Table, NegativeTable            domain (compact table, reversible
//	                                sparse bitsets); TablePrepared posts a
//	                                table prepared once (PrepareTable)
//	Regular, CyclicRegular          domain (incremental layered graph)
//	Circuit, Subcircuit             sound: AllDifferent, subtour removal,
//	                                SCC and reachability pruning
//	Path                            sound: Circuit over n+1 nodes (node n
//	                                before start); end channel domain
//	PathOrder, CircuitOrder         Path/Circuit + AllDifferent(order) +
//	                                domain on walks (positions and
//	                                successors of a walk that may revisit),
//	                                O(n²·⌈(n+1)/64⌉)
//	Disjunctive(Var)                bounds: fixpoint of overload checking,
//	                                detectable precedences, not-first/last
//	                                and edge finding (Θ-Λ-tree, O(n log n)
//	                                per pass)
//	Cumulative(Var)                 bounds: fixpoint of time-tabling
//	                                (compulsory parts, O(n²)) and energetic
//	                                overload checking (Θ-tree, O(n log n))
//	Visibility                      domain on a relaxation of permutations
//	                                (records counted, no repeated maximum,
//	                                prefix maxima ≥ prefix length),
//	                                O(n²·seen·d); distinctness when fixed
//	LexLess, LexLessEq              domain (distinct variables)
//	AllDistinctRows                 domain per pair of rows
//	Count, Among                    domain
//	CountVar (variable value)       domain on xs, value and n
//	Increasing, Decreasing          domain (distinct variables), one pass
//	                                each way
//	DistinctSum                     sound: total from the best and worst
//	                                weights still available, O(|w| + Σ|dom|)
//	DistinctSumRegular              sound: heaviest walk through the DFA's
//	                                layered graph with Lagrangian charges
//	                                for revisits (ROGO's points bound)
//	BoolClause                      domain (two watched literals)
//	BoolAnd, BoolOr, BoolClauseReif domain (counts of true and false
//	                                literals)
//	BoolXor                         domain (parity once one variable is left)
//	ReifLinear, one term            domain (b ⇔ x = v, b ⇔ x ≤ v, negations)
//	ReifLinear, x - y rel c         domain (b ⇔ x = y + c, b ⇔ x ≤ y + c)
//	ReifLinear, general             b: entailment and disentailment from the
//	                                bounds of the sum; once b is fixed,
//	                                Linear's level for the sum or its
//	                                negation (bounds(R) =, bounds(Z) ≤ ≥,
//	                                domain ≠)
//	ReifIn                          domain
//	LineRuns                        domain (a nonogram line: forward and
//	                                backward placement passes, O(n·k))
//	Connected                       domain (the 1-nodes of a graph connected:
//	                                split components fail, articulation
//	                                points in, others out; O(V + E))
//
// Booleans are variables with domains within {0,1}; the boolean and
// reified post functions reject (ErrArgs) a boolean argument with a wider
// domain. Reif selects full reification (Equiv, b ⇔ C) or half
// reification (Implies, b ⇒ C). FlatZinc's builtins map onto them:
// bool_clause → BoolClause; array_bool_and/or, bool_and/or → BoolAnd,
// BoolOr; bool_clause_reif → BoolClauseReif; array_bool_xor, bool_xor →
// BoolXor (against a variable fixed to 1 for the array form); bool_not →
// NotEqual; bool_eq/le/lt(_reif/_imp), int_eq/ne/le/lt(_reif/_imp) and
// int_lin_*(_reif/_imp) → Equal, LessEq, Linear, ReifLinear; set_in_reif/
// _imp → ReifIn; bool2int → Equal (or the same variable); bool_lin_* →
// Linear; the half-reified and/or/clause forms are clauses (b ⇒ ∧xs is
// ¬b ∨ xᵢ for each i, b ⇒ ∨xs is ¬b ∨ xs).
//
// MiniZinc's globals map onto the others: global_cardinality(_closed) and
// the _low_up forms (counts over their bounds) → GlobalCardinality;
// inverse → Inverse with offset 1; nvalue → NValue; alldifferent_except_0
// → AllDifferentExcept with except 0; count_eq with a variable value →
// CountVar; increasing, decreasing and the strictly_ forms → Increasing,
// Decreasing.
//
// Interval variables (cp.Store.IsInterval: a domain kept as bounds only)
// are accepted by NotEqual, Equal, LessEq, Linear, AllDifferent(Value,
// Bounds), ReifLinear (every reified and half-reified sum and comparison;
// x = v and x = y + c find a common value without stepping through an
// interval, and x ≠ v waits for an inner v to become a bound), Times,
// Div, AbsDiff and Max, Min (bounds(Z) with one in the scope), TruncDiv, Mod and Pow (their interval rules), LexLess, LexLessEq, Element's value and the total of DistinctSum
// and DistinctSumRegular. Such a propagator reads their bounds only, never
// counts on the removal of an inner value, and fails at every assignment
// that violates its constraint; every other post function refuses them with
// an error wrapping ErrArgs (checkVars does it by default). Constants added
// to values (the c of x ≤ y + c) must lie within ±2^62.
//
// Aliased arguments (one variable in several positions: x[x[i]],
// a[i] = i, x·y = x, |x − y| = x) are accepted by ElementVar, Times,
// AbsDiff, TruncDiv, Mod, Pow, Cage, CumulativeVar and DisjunctiveVar
// through a fresh copy tied by Equal (aliasCopy, distinctArgs), and
// natively by Linear, ReifLinear (b among its terms), Element, Max, Min,
// Equal, LessEq, NotEqual, Table, LexLess(Eq) and Increasing. Count,
// Among, CountVar, NValue, GlobalCardinality and AllDifferentExcept take
// each variable once: their callers (the FlatZinc builder) pass repeats
// through distinctArgs-like copies. FuzzAliasedArguments checks every one
// of these families against brute force.
//
// Reasons (cp.Explainer, see cp's "Facts and reasons" and
// docs/REASONS.md): every pruning and failure can be explained as a
// conjunction of literals over the model's variables, precisely where the
// family's Explain method says how, else by the coarse reason (the
// scope's domains at the time):
//
//	precise                         the reason
//	NotEqual, Equal, LessEq         one literal on the other side
//	AllDifferent(Value)             the fixed neighbour
//	AllDifferent(Bounds)            the Hall interval, and the bound it cuts
//	AllDifferent(Domain), Except,   the Hall set (a matching over the
//	Offset, Inverse                 domains then): each of its variables
//	                                within its values; Inverse: the channel;
//	                                Domain: first a variable fixed to v;
//	                                up to 64 values, by words, from the
//	                                matching of the domains now
//	Table, Cage                     a support cut: the one variable (or a
//	                                minimal set of them) whose lost values
//	                                kill every support, read from per-value
//	                                projections (tables too wide for them:
//	                                a greedy cover)
//	NegativeTable                   the others' domains
//	Regular                         an irreducible cut of the layered graph
//	                                (the smaller frontier, shrunk greedily;
//	                                distinct variables and at most 64
//	                                states: by words, the cells farthest
//	                                from the fact tried first)
//	CyclicRegular                   a cut of the layered graph, one per
//	                                value of x₁ (coarse past 2^22 steps)
//	Linear, ReifLinear, + cages     the other terms' bounds, lifted; NE:
//	                                the fixed values
//	Element, ElementVar, Element2D  the lost values killing every support
//	Count, Among                    the variables in (or out) and the count
//	DistinctSum, AllDifferentSum    the fixed values and the weights kept out
//	Bool*, Reif*                    clauses: the other literals; b's value
//	AllDistinctRows, Increasing     the equal positions; the neighbour
//	Cumulative(Var)                 time-table points, each by the fewest
//	                                tasks covering it (lifted bounds); a
//	                                profile or energy-window overload
//	Disjunctive(Var)                detectable precedences (lifted), edge
//	                                finding, not-first/last, window overload
//	                                (a bound chained within one call: coarse)
//	Circuit, Subcircuit, Path       a fixed chain (subtours); a cut: the
//	                                edges lost out of a node set the cycle
//	                                must enter and leave (reachability,
//	                                components, forced edges); Subcircuit
//	                                adds its mandatory nodes; Path's end:
//	                                the one channel literal
//	GlobalCardinality (partly)      a Hall set against the counts' upper
//	                                bounds; a count from the fixed or
//	                                excluded xs (lower-bound prunings and
//	                                the sum rule: coarse)
//
//	coarse                          NValue, CountVar,
//	                                PathOrder's and CircuitOrder's order
//	                                channel,
//	                                Times, Div,
//	                                AbsDiff, Max, Min, the × and ÷ cage
//	                                decompositions, LexLess(Eq),
//	                                DistinctSumRegular
//
// The reason oracle (oracle_reason_test.go) checks every row: reasons
// hold and imply, failures are conflicts, precise ones are no longer than
// the coarse ones.
//
// Every propagator is checked by one oracle harness against brute force on
// small domains (see oracle_test.go), and allocates nothing in Propagate;
// the rows of those that accept interval variables run again with one in
// the scope (oracle_interval_test.go).
package propagators
