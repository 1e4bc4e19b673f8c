// Package dfa provides the deterministic finite automaton value type that
// models hand to the Regular constraint, together with the build-time tools
// to make one: validation ([New]), minimisation ([DFA.Minimize]),
// construction from a transition function ([FromFunc]), from a regular
// expression over integer symbols ([FromRegex]) and from a nonogram clue
// ([Runs]), and intersection ([Product]).
//
// A DFA has states 0..NumStates()-1, one start state, a set of accepting
// states and a partial transition function over integer symbols: a missing
// transition rejects the word, so there is no explicit dead state. Symbols
// may be negative; the symbol range [MinSymbol, MaxSymbol] is the smallest
// interval holding every symbol of a transition (empty, as [0, -1], when
// there are no transitions). A DFA is immutable once built, so it may be
// shared freely, also between goroutines.
//
// The package is build-time only: it runs while a model is posted, never
// inside propagation or search. It is still written to be cheap: transitions
// are kept in flat, per-state arrays sorted by symbol (Next is a binary search
// over the state's row, Accepts does not allocate), and Minimize runs the
// partial-transition-function version of Hopcroft's algorithm by Valmari and
// Lehtinen in O(m log n) time for n states and m transitions, with a handful
// of allocations.
//
// Minimised automata are canonical: states are numbered in breadth-first
// order from the start state (which is state 0), exploring each state's
// transitions by ascending symbol, so two automata accept the same language
// if and only if their minimised forms are [DFA.Equal].
package dfa
