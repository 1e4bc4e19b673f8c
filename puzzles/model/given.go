package model

// Given is a value a puzzle fixes, on a model built for the puzzle's shape
// without it: Var indexes the model's Vars. A kind that writes its puzzles
// as a template and givens lets a collection reuse one model per shape.
type Given struct {
	Var   int
	Value int
}
