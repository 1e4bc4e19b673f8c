// Package flatzinc reads FlatZinc, the flat constraint language MiniZinc
// compiles to, and posts it on the Tessera engine. It is the library behind
// cmd/fzn-tessera; the tests and the fuzzer reach it here.
//
// # Pipeline
//
// A text goes through four stages, each in its own files:
//
//   - token.go: the lexer: identifiers, integer literals (decimal, 0x, 0o,
//     within ±(2^62-1)), floats, strings, punctuation; % comments.
//   - parse.go: a recursive-descent parser for the whole grammar of the
//     FlatZinc specification (predicate declarations, parameters, arrays,
//     variable declarations with ranges and sets of values, constraints
//     with annotations, the solve item with its search annotations). Float
//     and set types parse; Build rejects them.
//   - symbols.go: the symbol table, an ordered map (gods' linkedhashmap)
//     that keeps the declarations in the order of the file, so that every
//     walk over them (building, output) is deterministic.
//   - build.go and builtins_*.go: the builder. Declarations become store
//     variables (a bool is a 0/1 variable; a declaration assigned another
//     variable shares it); each constraint item is posted through the
//     engine's post functions (package propagators), the same API the
//     modelling layer posts through: FlatZinc is already flat, so nothing
//     is left for the layer's expressions to do. The layer names them
//     (tessera.Label: "int_lin_eq (line 12)"), for the statistics tables
//     and the report of an infeasible root. The search annotations
//     become search phases (annotations.go), the output annotations the
//     printed variables (output.go).
//
// Every error names the line (*Error, "FILE:LINE: problem"); ErrUnsupported
// marks valid FlatZinc outside what the engine solves (floats, set
// variables, unknown constraints).
//
// # Builtins and globals
//
// Builtins lists every constraint name the builder posts: all of
// FlatZinc's int and bool builtins (comparisons, int_lin_*, arithmetic,
// element, set_in, bool gates and clauses) with their _reif (r ⇔ C) and
// _imp (r ⇒ C) forms, and the globals of Tessera's mznlib
// (cmd/fzn-tessera/mznlib): MiniZinc's fzn_* predicates that the mznlib
// declares without a body, and tessera_* ones that carry an index offset
// 1-based FlatZinc arrays would lose (circuit, subcircuit, inverse).
//
// # Wide domains, aliased arguments, infeasible roots
//
// A var int without bounds, or a domain wider than cp.MaxDomainWidth, is
// an interval variable (bounds only). The propagators that reason on
// bounds take it as it is; a global that needs bitsets waits until the
// other constraints are posted and the root is propagated (narrow.go),
// then gets bitset copies of what has become narrow or what the global
// itself bounds (an index, a symbol, a successor, a count), and a
// decomposition on reified sums for what is still wide (decompose.go).
// A variable passed twice to a post function that takes each once goes
// through a fresh copy tied by Equal (builder.distinct). Each posted item
// records which propagators it created (failure.go), so that an
// infeasible root names the constraint or declaration whose propagation
// failed, with its MiniZinc site (Problem.FailureSite).
//
// # Solutions
//
// Problem.SearchOptions branches on the annotated variables first, then on
// every other variable but, in satisfaction, those a constraint defines,
// so that solutions count as MiniZinc counts them; Problem.Complete fixes
// what those leave open at each solution; Problem.Verify re-checks a
// solution against every constraint with plain arithmetic, apart from the
// propagators.
package flatzinc
