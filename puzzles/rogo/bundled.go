package rogo

import "embed"

// Bundled holds the bundled rogo instances (testdata/*.txt), in the format
// Parse reads.
//
//go:embed testdata/*.txt
var Bundled embed.FS
