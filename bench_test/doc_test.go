// Package bench_test is Tessera's benchmark suite: every bundled puzzle
// (outside the stretch folders) and scaling series drawn by the
// generators of puzzles/generate with fixed seeds.
//
// Each sub-benchmark solves its puzzles in every iteration through
// puzzles.Solve, as a program calling it would, so ns/op and allocs/op
// include the model building (posting the constraints, tuple and DFA
// construction) as well as the search, and every solution found has
// passed the puzzle's Verify. The kinds with a Template (Sudoku, Takuzu,
// Hidato, Futoshiki, Skyscrapers) are the exception to the building: Solve
// keeps each shape's propagated model between calls (a shape is the
// puzzle without its givens, so a case that solves one puzzle per
// iteration builds it once) and solves a puzzle on a copy of it (nodes and
// fails as on the puzzle's own model; props/op counts the givens'
// propagation there). Besides ns/op, B/op and allocs/op, each reports the search's
// nodes/op, fails/op (failed nodes), props/op (propagator runs) and
// unsolved/op: the share of solves a limit stopped before their answer (no
// solution yet, or for ROGO an optimum not proven). A solve is limited to
// 10 s (the -limit flag) so that a hard instance cannot hang CI; an
// unsolved solve is reported, not failed.
//
// Run the whole suite once (what CI does):
//
//	go test -run '^$' -bench . -benchtime 1x ./bench_test/
//
// Compare a change with the committed baseline (BASELINE.txt, made with
// the command and count its header names, on the machine it names; use the
// same machine, with nothing else running):
//
//	go test -run '^$' -bench . -skip Frontier -count 3 ./bench_test/ > new.txt
//	benchstat bench_test/BASELINE.txt new.txt
//
// One family, or one series point: -bench 'RogoSeries/rows=12' and the like;
// another limit per solve (the comparisons with other solvers use 60 s):
// -limit 60s. The generated instances of a series point are solved for
// three fixed seeds, each its own sub-benchmark (seed=K). The hard 9x9
// Sudoku sets are the bundled collections top95 and hardest
// (BenchmarkSudoku/top95, BenchmarkSudoku/hardest, all their puzzles in
// each iteration); SudokuSeries adds generated 16x16 ones.
// SudokuCollections solves the 9x9 collections counting to two and times
// each puzzle (us/puzzle-median, the figure set beside tdoku's by
// bench_test/peers/tdoku/compare.sh; docs/SUDOKU_SPEED.md), with the model
// built per puzzle and cached per shape (benchstat -col /model).
//
// -workers 1,2,4,8,16 solves every case with the parallel search on each
// of those worker counts (puzzles.Options.Workers; 0 is the sequential
// search), one sub-benchmark each (case/workers=N), and each reports
// cpu-ns/op, the CPU time of all cores together. The scaling table is one
// command:
//
//	go test ./bench_test/ -run '^$' -bench 'RogoSeries|TetravexSeries' -count 5 -workers 1,2,4,8,16 > scale.txt
//	benchstat -col /workers scale.txt
//
// The suite's own flags (-workers, -limit) go after the package: go test
// takes every argument after the first flag it does not know as the test
// binary's, the package included.
package bench_test
