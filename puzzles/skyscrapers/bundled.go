package skyscrapers

import "embed"

// Bundled holds the bundled Skyscrapers instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
