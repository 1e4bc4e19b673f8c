package hitori

import "embed"

// Bundled holds the bundled Hitori instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
