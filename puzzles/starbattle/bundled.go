package starbattle

import "embed"

// Bundled holds the bundled Star Battle instances: testdata/*.txt and
// testdata/stretch/*.txt (the 21×21 and 25×25 grids, which the
// recommended search does not settle within seconds; TestStretch tries
// them on demand).
//
//go:embed testdata/*.txt testdata/stretch/*.txt
var Bundled embed.FS
