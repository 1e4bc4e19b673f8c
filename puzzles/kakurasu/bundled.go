package kakurasu

import "embed"

// Bundled holds the bundled Kakurasu instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
