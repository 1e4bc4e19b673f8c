package craft

// The bands of the kinds whose generators came last (Hitori, Nonogram),
// set where a published generator's levels give them a meaning.

// hitoriBands follow Tatham's Singles, whose levels are Easy and Tricky
// (testdata/sgt/singles_6x6.txt, singles_8x8.txt): with Singles' easy
// techniques on the counting rung (kind_hitori.go) every Easy puzzle
// grades there and every Tricky one at full strength, so up to counting
// is "easy", up to the deep lookahead "tricky", and what needs search,
// which Singles never makes, "recursive".
var hitoriBands = []Band{{"easy", Counting}, {"tricky", DeepLookahead}, {"recursive", Search}}

// nonogramBands: Tatham's Pattern has no levels, and every puzzle it makes
// is solved line by line (testdata/sgt/pattern_10x10.txt, all graded
// "line" by TestPatternIsLineSolvable); a line taken with its crossing
// lines' cells is the "line" band, lookahead "hard", search "fiendish".
// The bundled webpbn puzzles give no difficulty label to calibrate the
// upper bands against.
var nonogramBands = []Band{{"line", Combined}, {"hard", DeepLookahead}, {"fiendish", Search}}
