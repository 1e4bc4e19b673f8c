package slitherlink_test

import "flag"

var bigPuzzles = flag.Bool("slitherlink.big", false, "TestBundledSolved: solve the bundled puzzles past 15x15 too")
