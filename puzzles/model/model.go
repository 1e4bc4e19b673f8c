// Package model is the shape every puzzle kind's Build returns: the store
// with its constraints posted, the variables to branch on, the objective if
// the puzzle has one, and the decoder from a solved store to the kind's
// Solution. The registry in package puzzles runs the search on it.
package model

import "github.com/tessera-cp/tessera/cp"

// Model is a puzzle's constraint model on a store.
type Model[S any] struct {
	Store *cp.Store
	// Vars are the decision variables; when all are fixed (and the store is
	// at its fixpoint) Decode gives a solution.
	Vars []cp.VarID
	// Names, when set, names each of Vars in the puzzle's words
	// (Names[i] for Vars[i]: "r2c5", "the top of r1c1"): hints of a kind
	// without Words say "r2c5 = 7" with them. nil: hints name only the
	// constraints' labels (never a model variable such as x4).
	Names []string
	// Objective is the variable to optimise, or NoObjective.
	Objective cp.VarID
	// Maximize says the objective is maximised (else minimised).
	Maximize bool
	// Decode reads the solution from a store whose Vars are all fixed.
	Decode func(s *cp.Store) *S
}

// NoObjective marks a satisfaction model.
const NoObjective cp.VarID = -1
