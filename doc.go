// Package tessera is the modelling layer of the Tessera constraint
// engine: the package a Go program imports to state a problem and solve
// it. A Model holds named variables and the constraints on them; Solve,
// Count, All and Optimize search it. The layer is thin: every constraint is
// posted through package propagators and every search is run by package
// search, on the cp.Store the model exposes (Model.Store), so anything the
// layer does not offer can be done by hand on the same store.
//
// # Variables
//
// IntVar(lo, hi, name), IntVars, IntVarValues, IntVarsValues, IntGrid (with
// Row, Col, Rows, Cols, Block, Boxes, Diagonal, AntiDiagonal, Cells,
// Neighbours, Regions), GridOf, Const, BoolVar, BoolVars, BoolGrid. A
// domain wider than cp.MaxDomainWidth values is an interval (bounds-only)
// variable, for costs and sums of large weights. An IntVar is a small
// value naming a store variable; a BoolVar is a 0/1 variable or its
// negation (Not), usable as its 0/1 value in sums (bool2int is the
// identity; Int gives the IntVar).
//
// # Constraints
//
// Go has no operator overloading, so arithmetic reads left to right:
//
//	m.Add(tessera.Sum(row...).Eq(15)).Named("row 3")
//	m.Add(x.Plus(y).Eq(z))
//	m.Add(x.Lt(y))                      // x < y, posted as x ≤ y - 1
//	m.Add(d.Eq(mark[j].Minus(mark[i])))
//	m.Add(x.Ne(y.Plus(k)))              // x ≠ y + k
//
// Operands are integers, IntVars, BoolVars and LinExprs. A comparison is a
// Constraint value; Model.Add posts it after normalising it once (repeated
// variables merged, constants folded, < and > made ≤ and ≥) to the
// strongest fitting propagator: x ≠ y + c, x = y + c and x ≤ y + c to the
// binary propagators, one variable to a domain operation, longer sums to
// propagators.Linear (which divides by the gcd). Define turns an
// expression into a variable.
//
// Booleans and reification: And, Or, Xor, Clause, BoolVar.Implies and
// Iff, x.In(values...) and NotIn; any of these and any linear comparison
// can be reified (Model.Reify(c) returns b with b ⇔ c; c.Iff(b) ties it to
// a given b) or half-reified (c.OnlyIf(b) posts b ⇒ c).
//
// The global constraints are methods of Model (AllDifferent, Element,
// Table, Regular, Circuit, Max, Times, Cage, …), each posting the
// propagator of package propagators of the same name; see there for the
// consistency each reaches. Model.Post runs any post function of package
// propagators as one named constraint.
//
// # Names and errors
//
// Every post returns a Posted; Named (or Namedf) names the constraint, and
// the name labels all the propagators the post created, so the
// statistics' "by constraint" table (search.Stats.ByConstraint,
// WriteTable), errors and the report of a failure at the root say
// "row 3" or "cage C (12+)". An unnamed constraint is labelled with its
// description ("x + y == z", "AllDifferent(q[0], q[1], …)").
//
// A post never panics on bad arguments: the first mistake (sizes that do
// not match, an overflowing coefficient, an empty scope, a variable of
// another model or the zero IntVar, a bound past ±(2^62-1), a set with
// holes on an interval variable) is
// kept as a *PostError with the constraint's name, and Err, Solve, Count,
// All and Optimize return it.
//
// # Search
//
// Solve finds one solution, Count counts them, All iterates over them and
// Optimize runs branch and bound on an Objective built by Minimize or
// Maximize (there is no other way to build one, so an optimisation always
// names what it optimises). Options set the branching (Branch, several of
// them being search phases), limits (Timeout, MaxNodes, MaxFailures,
// MaxSolutions), a Context, a Seed, Restarts and Progress. Without Branch
// the search branches on the variables the user created, first fail;
// whatever variables the phases leave out are branched on last, so that a
// solution fixes every variable of the model.
//
// The Result holds the status (Unknown, Solved, Optimal, Unsatisfiable),
// the search's Reason and Stats, the name of the constraint that failed at
// the root if the model is unsatisfiable that early, and a snapshot of
// every variable at the last (best) solution: Value, Values, Bool,
// Objective. Reading a value from a result without a solution, or a
// variable the solution does not hold, panics with a message that says so
// (as reading past the end of a slice does); Solve and Optimize return
// ErrUnsatisfiable or ErrLimit in that case, so checking their error is
// enough.
//
// The examples of this package are complete models: SEND + MORE = MONEY,
// a Golomb ruler, closed knight's tours, N queens, Killer Sudoku, a
// nonogram, Hidato and a job shop. docs/models holds the same models in
// MiniZinc, and the README compares their lengths.
package tessera
