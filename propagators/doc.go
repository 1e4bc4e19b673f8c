// Package propagators holds the constraints of Tessera: a post function per
// constraint that validates its arguments, rewrites small cases to cheaper
// propagators, prunes once and subscribes, and the unexported propagator
// types behind them, one family per file.
//
// Each propagator's doc comment states its consistency level and its cost.
// Post functions return an error only for malformed arguments (wrapping
// ErrArgs); an unsatisfiable constraint is not an error, it makes the next
// Store.Propagate fail.
package propagators
