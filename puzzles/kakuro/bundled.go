package kakuro

import "embed"

// Bundled holds the bundled Kakuro instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
