package craft

// ROGO's grades all sit on the deep lookahead rung: its rules are a loop
// of distinct neighbouring cells and a bound on the points it can still
// collect, all at full strength, so the lookahead over forward checking
// and counting refutes nothing, and with the stated best the deep
// lookahead finishes every puzzle drawn so far without search. Its steps
// there are mostly "the loop's best cell is not this one", about one per
// open cell, taken with the whole loop open; the ladder's score thus grows
// with the board and the loop's length (Open sums the loop's steps over
// the deep steps). The bands split that rung by the score, calibrated on
// the bundled set (puzzles/rogo/testdata/hakank_*, the ones with one
// optimal loop): the rogopuzzle.co.nz introductory puzzles Intro 2
// (Open 420, easy) and Intro 7 (740, medium), below the 2011 dailies of
// 07-13 (804) and 07-10 (880) and Intro 8 (1555, 9×9 with 20 steps),
// which are hard. An 8×8 board with 12 steps (Open 600-684) is easy or
// medium, 10×10 with 20 steps (1540-1900) hard; fiendish is a ROGO the
// deep lookahead cannot finish.
var rogoBands = []Band{{"easy", DeepLookahead}, {"medium", DeepLookahead}, {"hard", DeepLookahead}, {"fiendish", Search}}

// The splits, on score (Lookahead rungs: 6 + k/(k+8), k = Open/8): easy
// below Open 640, medium below Open 780.
const (
	rogoEasyBelow   = 6.909
	rogoMediumBelow = 6.924
)

func init() {
	kinds["rogo"] = &kindCraft{
		bands: rogoBands,
		split: scoreSplit{band: "easy", below: rogoEasyBelow, next: &scoreSplit{band: "medium", below: rogoMediumBelow}},
	}
}
