package kenken

import "embed"

// Bundled holds the bundled KenKen instances (testdata/*.txt).
//
//go:embed testdata/*.txt
var Bundled embed.FS
