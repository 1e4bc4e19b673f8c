// Package draw holds what the kinds' random generators share: one PCG
// stream per generator (RNG, whose raw words it turns into numbers itself,
// so that a seed draws the same puzzle on every platform and Go release),
// the random full grids two or more kinds plant (Latin squares, Sudoku
// grids), a count of solutions to two on a kind's model, and the errors a
// generator returns (ErrArgument, ErrEffort).
//
// Each kind's package (puzzles/<kind>/generate.go) owns what it draws;
// package puzzles/craft makes puzzles unique and graded from them.
package draw
