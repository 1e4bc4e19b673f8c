package killer

import "embed"

// Bundled holds the bundled Killer Sudoku instances (testdata/*.txt, and
// the two hardest, which take the solver tens of seconds, in
// testdata/stretch).
//
//go:embed testdata/*.txt testdata/stretch/*.txt
var Bundled embed.FS
