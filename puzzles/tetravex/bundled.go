package tetravex

import "embed"

// Bundled holds the bundled tetravex instances (testdata/*.txt), in the format
// Parse reads.
//
//go:embed testdata/*.txt
var Bundled embed.FS
