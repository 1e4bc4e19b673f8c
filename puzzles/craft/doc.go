// Package craft grades puzzles by the reasoning they need, explains the
// next deduction of a position in the puzzle's words, and generates puzzles
// with exactly one solution at a requested grade — for every kind of the
// registry, from one mechanism: a ladder of reasoning over the constraint
// engine.
//
// # The ladder
//
// Every propagator of a puzzle's model sits on a rung (cp.Store.SetRung),
// and the store propagates only the rungs up to a limit
// (cp.Store.SetRungLimit). The rungs, weakest first:
//
//	1 Forward        forward checking: a value fixed in a constraint
//	                 leaves its other cells (naked singles follow)
//	2 Counting       a value with one place left in a unit goes there
//	                 (hidden singles), the bounds of a sum
//	3 Strength       each constraint alone at full strength (Régin's
//	                 AllDifferent, a cage's table, a line's automaton)
//	4 Combined       constraints taken together (redundant constraints a
//	                 kind adds) and full strengths a kind moves up
//	5 Lookahead      "if this cell were 5, the puzzle would break", seen by
//	                 forward checking (search.Singleton over rung 1)
//	6 DeepLookahead  the same over every propagation rung
//	7 Search         what is left: trial and error
//
// The ladder is defined once over the engine: FamilyRung gives each
// propagator family (cp.Store.Kind) its rung — value-level propagators are
// forward checking, bounds and counting propagators Counting, the
// domain-consistent globals Strength. A kind tunes it (Build, Tuner): it
// posts weaker companions of its constraints on the lower rungs (an
// AllDifferent at Value level with one Count per value for a Sudoku unit,
// LinearForward and Linear for a line's sum), redundant constraints on the
// higher ones (a Sudoku box against a line, a KenKen cage against a line),
// and moves families; it never writes a technique of its own: every
// deduction is a propagator's. A kind whose clues are cell values is built
// blank and then given its clues, so that nothing is deduced while the
// constraints are posted. Star Battle's tuning posts the techniques its
// solvers name: a star's 2×2 blocks, each line's count, and region/line
// counting over bands of lines (kind_starbattle.go); Nonogram's, each
// line's simple boxes and simple spaces below its automaton
// (kind_nonogram.go); Kakuro's, each run's forward checking and its
// bounds, digit sets and hidden single below the run's table
// (kind_kakuro.go). Kinds without tuning (Hidato, and any registered
// later) get the family rungs.
//
// # The walk and the grade
//
// Grade solves a puzzle with the least reasoning that works: propagate at
// rung 1 to a fixpoint; when stuck, take one deduction from the lowest rung
// that has one (one run of one held propagator, chosen from an agenda
// ordered by rung, a binary heap; or one refuted value of a
// lookahead), propagate its consequences at rung 1 (the higher rungs wait
// in the agenda), and start again from the bottom. The grade (Difficulty)
// is the highest rung a deduction needed and how often: a number (the rung
// plus a fraction that grows with the deductions on it) and a band in the
// kind's words (Bands: Sudoku trivial … unreasonable and KenKen easy …
// unreasonable after Simon Tatham's Solo and Keen, Killer Sudoku the same
// six as Sudoku after Solo's killer mode, Takuzu trivial, easy,
// normal after Unruly, Futoshiki after Unequal, Skyscrapers easy, hard,
// extreme, unreasonable after Towers, else easy, medium, hard, fiendish).
// Sudoku's extreme and unreasonable share the Lookahead rung and are split
// by the score: a step beyond a forcing chain (where Solo guesses) makes a
// puzzle unreasonable. KenKen's, Skyscrapers' and Futoshiki's lookahead
// steps weigh the same way where neither a forcing chain nor a fish exists
// (latinExtreme). Killer's score weighs the Combined steps outside Solo's
// killer techniques (a whole cage at full strength, the 45 rule over
// several units) with its lookahead steps (killerScore), and its bands
// past intermediate follow that score on either rung (killerSplit).
//
// The tunings were calibrated on puzzles made by the graded generators of
// Debian's sgt-puzzles (testdata/sgt: 40 per level on fixed seeds, the
// second 20 of each level held out, and sets added after the tuning;
// TestCalibration): the rank correlation (Spearman) of the grade with the
// generator's level is 0.98 for 9×9 Solo, 0.96–0.97 for Keen from 4×4 to
// 9×9, 0.96 for Unruly 8×8 to 14×14 (0.87 with the unique-rows rule,
// whose sets have two levels; 1.00 on the rung alone in both), 0.97
// for Unequal 5×5 and 6×6 (Futoshiki), 0.96–0.97 for Towers 5×5 and 6×6
// (Skyscrapers), 0.90–0.92 for Singles 6×6 and 8×8 (Hitori; 1.00 on
// the rung alone) and 0.96 for Solo's killer mode 9×9 (Killer Sudoku;
// held out 0.97). With two levels a score that tells puzzles apart cannot
// pass 0.866, so there the rung is the measure. docs/CALIBRATION.md keeps
// the table, with the two hardest levels apart.
// A 9×9 Sudoku graded at the Lookahead rung is walked again with each
// Lookahead step taken by the easiest probe (sudokuProbeWalk: one digit,
// a wing of 3 to 5 cells, then naked singles, then all singles, fewest
// waves first), and its Score ranks by the costliest of those steps
// (Difficulty.Probes); its band stays on the ladder's score.
// TestCalibration also reports the correlation with Sukaku Explainer's
// ratings (testdata/se, 431 puzzles rated 1.2 to 9.3): 0.913 overall,
// 0.794 above SE 5.4.
// TestPublishedDifficulties reports the correlations with the
// difficulties the bundled puzzles' sources publish.
//
// # Hints
//
// Explain returns the next deduction from a position: the first cell the
// walk places from there, with the deductions that lead to it. They come
// from the propagators' own reasons (cp.Store.Reason, the fact trail of
// docs/REASONS.md): the placement's reason is followed back through the
// facts of the derivation, each fact's propagator names its constraint by
// its label ("row 4", "cage C (12+)") and its family says what kind of
// reason it is ("row 4 needs a 7 and only r4c2 can take it"). A lookahead
// is replayed as a probe: the assumption, the chain of deductions it
// causes, and the constraint that breaks. Each hint is walked on a fresh
// model from the state the last one left, so it is taken at the lowest
// rung that places a cell from there. Walkthrough is the repeated hint.
// A kind's view names its variables and values: cells and digits, ABC
// Path's letters at cells, Kakurasu's shaded and crossed cells, Hidato's
// numbers, Tetravex's pieces by their 1-based number in the file. Values
// are written in order, runs as ranges, cells that lose the same values
// together; a literal on an auxiliary variable (a count, a partial sum)
// has no words and is left out, so no hint names a model variable.
//
// A hint's Text is at most three sentences and 400 characters: the last
// step with its lists cut short, the constraints of the earlier steps,
// the view's note (how Tetravex's pieces are numbered); Steps keep every
// step in full. ROGO is played by drawing, and its model's steps mean
// nothing to a player: its hints are segments of the one optimal loop
// from the drawn position (explain_loop.go): a drawn end with one way on,
// else the best loop's next segment from a drawn end, else a segment at
// its richest cell. Where the puzzle states its target score, such a
// segment is given with its reason in points: without it no loop through
// the drawn path reaches the target (an exhaustive walk over the loops,
// cut by the points still collectable; explain_loop_bound.go); where it
// states none, the hint says so and rests on search. Explain proves the solution unique before any hint:
// a puzzle with none gives a *NoSolutionError naming the constraint that
// fails before any guess, one with several ErrNotUnique. ExplainContext
// stops when its context is done.
//
// # Generators
//
// Generate makes puzzles with exactly one solution (ROGO: one optimal
// loop) in a requested band, deterministically per seed: Sudoku, Takuzu
// and Kakurasu by removing clues from a full solution while the ladder
// still solves the puzzle below the band's ceiling (solving by sound
// deductions proves uniqueness; at the Search rung a count to two does),
// KenKen, ABC Path, ROGO and Tetravex by drawing whole puzzles until one
// is solved within the ceiling, Skyscrapers, Futoshiki, Killer Sudoku
// and Star Battle the same way from their kinds' own unique generators,
// and Hitori, Nonogram, Hidato and Kakuro through their kinds' Generator
// (puzzles.Kind.Generator: whole Hitori, Nonogram and Kakuro draws; a
// Hidato path whose givens are removed; Hitori's draws at Singles' bands
// judged on one ladder model per size, generate_hitori.go). TestCalibration reports the
// Tatham sets the newer kinds match (Towers, Unequal, Singles, Solo's
// killer mode, Pattern); a candidate easier than the band is
// thrown away. A band out of reach ends with ErrUnreachable and the grades
// drawn instead.
//
// The package never prints; its randomness comes from seeded PCG streams.
package craft
