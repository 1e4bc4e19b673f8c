package abcpath

import "embed"

// Bundled holds the bundled abcpath instances (testdata/*.txt), in the format
// Parse reads.
//
//go:embed testdata/*.txt
var Bundled embed.FS
