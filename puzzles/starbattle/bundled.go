package starbattle

import "embed"

// Bundled holds the bundled Star Battle instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
