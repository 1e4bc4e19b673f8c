package killer

import "embed"

// Bundled holds the bundled Killer Sudoku instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
