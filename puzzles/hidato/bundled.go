package hidato

import "embed"

// Bundled holds the bundled Hidato and Numbrix instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
