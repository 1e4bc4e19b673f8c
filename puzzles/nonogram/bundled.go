package nonogram

import "embed"

// Bundled holds the bundled nonograms (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
