package nonogram

import "embed"

// Bundled holds the bundled nonograms: testdata/*.txt (the webpbn survey
// puzzles that the tests solve and count) and testdata/stretch/*.txt (the
// survey's hardest, which the recommended search does not settle within
// seconds; TestStretch tries them on demand).
//
//go:embed testdata/*.txt testdata/stretch/*.txt
var Bundled embed.FS
