package takuzu

import "embed"

// Bundled holds the bundled Takuzu instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
