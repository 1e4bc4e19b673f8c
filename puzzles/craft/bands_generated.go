package craft

// The bands of the kinds whose generators came last (Hitori, Nonogram),
// set where a published generator's levels give them a meaning.

// hitoriBands follow Tatham's Singles, whose levels are Easy and Tricky
// (testdata/sgt/singles_6x6.txt): the ladder grades 36 of its 40 6×6
// puzzles "full strength", Easy and Tricky alike, so the line between the
// two cannot be drawn from the rungs yet (the Hitori rungs are being tuned
// to Singles); up to full strength is "easy", lookahead is "tricky", and
// what needs search, which Singles never makes, is "recursive".
var hitoriBands = []Band{{"easy", Strength}, {"tricky", DeepLookahead}, {"recursive", Search}}

// nonogramBands: Tatham's Pattern has no levels, and every puzzle it makes
// is solved line by line (testdata/sgt/pattern_10x10.txt, all graded
// "line" by TestPatternIsLineSolvable); a line taken with its crossing
// lines' cells is the "line" band, lookahead "hard", search "fiendish".
// The bundled webpbn puzzles give no difficulty label to calibrate the
// upper bands against.
var nonogramBands = []Band{{"line", Combined}, {"hard", DeepLookahead}, {"fiendish", Search}}
