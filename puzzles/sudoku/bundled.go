package sudoku

import "embed"

// Bundled holds the bundled Sudoku instances: testdata/*.txt (9×9 and 16×16,
// single puzzles and collections) and testdata/stretch/*.txt (25×25, for
// stretch goals and timing). Read collections with ParseAll.
//
//go:embed testdata/*.txt testdata/stretch/*.txt
var Bundled embed.FS
