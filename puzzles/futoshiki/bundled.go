package futoshiki

import "embed"

// Bundled holds the bundled Futoshiki instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
