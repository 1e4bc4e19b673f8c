package bench_test

import "testing"

// One benchmark per bundled kind: a sub-benchmark per bundled file (see
// families and bundledCases).

func BenchmarkSudoku(b *testing.B)   { runFamily(b, "Sudoku") }
func BenchmarkTakuzu(b *testing.B)   { runFamily(b, "Takuzu") }
func BenchmarkKenKen(b *testing.B)   { runFamily(b, "KenKen") }
func BenchmarkKakurasu(b *testing.B) { runFamily(b, "Kakurasu") }
func BenchmarkABCPath(b *testing.B)  { runFamily(b, "ABCPath") }
func BenchmarkRogo(b *testing.B)     { runFamily(b, "Rogo") }
func BenchmarkTetravex(b *testing.B) { runFamily(b, "Tetravex") }

// Scaling series from the generators, fixed seeds (see the *Series
// functions of suite_test.go).

func BenchmarkSudokuSeries(b *testing.B)   { runFamily(b, "SudokuSeries") }
func BenchmarkTakuzuSeries(b *testing.B)   { runFamily(b, "TakuzuSeries") }
func BenchmarkKenKenSeries(b *testing.B)   { runFamily(b, "KenKenSeries") }
func BenchmarkRogoSeries(b *testing.B)     { runFamily(b, "RogoSeries") }
func BenchmarkTetravexSeries(b *testing.B) { runFamily(b, "TetravexSeries") }

// The kinds written on the modelling layer, one sub-benchmark per bundled
// file (outside the stretch folders).

func BenchmarkHidato(b *testing.B)      { runFamily(b, "Hidato") }
func BenchmarkSkyscrapers(b *testing.B) { runFamily(b, "Skyscrapers") }
func BenchmarkKiller(b *testing.B)      { runFamily(b, "Killer") }
func BenchmarkKakuro(b *testing.B)      { runFamily(b, "Kakuro") }
func BenchmarkFutoshiki(b *testing.B)   { runFamily(b, "Futoshiki") }

func BenchmarkSkyscrapersSeries(b *testing.B) { runFamily(b, "SkyscrapersSeries") }

func BenchmarkNonogram(b *testing.B)   { runFamily(b, "Nonogram") }
func BenchmarkHitori(b *testing.B)     { runFamily(b, "Hitori") }
func BenchmarkStarBattle(b *testing.B) { runFamily(b, "StarBattle") }

// The hard classes of issue 15, learning off and on (see frontier).

func BenchmarkFrontier(b *testing.B) { runFamily(b, "Frontier") }

// The 9x9 collections counted to two, timed per puzzle, for the ratio to
// tdoku (see collections_test.go).

func BenchmarkSudokuCollections(b *testing.B) { runFamily(b, "SudokuCollections") }
