// Package render draws puzzles: SVG pictures for pages and files, and
// box-drawing text for terminals. It holds what every kind's renderer shares
// (the kind packages have a render.go each that draws the genre as it is
// printed), so that a new kind's renderer is a page of code:
//
//   - State is a position of play as plain data: a value per cell (0 for an
//     empty cell; the meaning of other values is the kind's) and, for loop
//     puzzles, the segments drawn between neighbouring cells or the lines
//     and crosses on the grid's edges. A solution is a full State.
//   - Highlight is the hint layer, also plain data: the cells a deduction
//     touches, the cells of the constraint it comes from, (cell, value)
//     pairs it rules out, and a caption in the puzzle's words.
//   - SVG writes the elements of a picture (rectangles, lines, paths, text)
//     with the attributes escaped, inside one <svg> with a style sheet.
//   - Grid places an n×m grid of square cells on an SVG: cell lines, the
//     frame, thick outlines of regions (boxes, cages), centred values and
//     corner clues, the highlight layer, and invisible hit targets that
//     carry data-row/data-col attributes for a page to click on.
//   - Input says how a person plays a kind on a page (type a value, cycle
//     through values, draw a loop, place pieces) and which values a cell
//     takes; RowCells, ColCells, BlockCells and Repeats help a kind name
//     the rules a position breaks.
//   - TextGrid draws a grid of cells with box-drawing walls of three
//     weights (none, light, heavy), joined correctly at every crossing;
//     Canvas is a page of runes for drawings that are not walled grids.
//
// A renderer for a new kind follows the pattern of the seven existing ones
// (puzzles/kenken/render.go is a good model): SVG draws the puzzle with a
// state and a highlight, Draw the solution for a terminal, SolutionState
// and StateSolution convert between the kind's Solution and a State,
// Conflicts names the rules a position breaks already, Input says how the
// kind is played; the kind's registration hands them to package puzzles
// (puzzles.Kind.Picture), a built-in kind's and another module's alike.
// A kind played on the grid's edges (a loop between the dots: Slitherlink)
// keeps its lines and crosses in State.Edges and State.Crosses and draws
// them with Grid.Dots, DrawEdges, HighlightEdges and EdgeHits (edges.go).
// The core of an SVG:
//
//	func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
//		if err := st.Check(p.N, p.N, p.N); err != nil { // size and values
//			return nil, err
//		}
//		if err := opt.Highlight.Check(p.N, p.N, p.N); err != nil {
//			return nil, err
//		}
//		size := render.CellSize(opt, p.N, p.N)
//		s := render.NewSVG(float64(p.N)*size+8, float64(p.N)*size+8, p.Name, kindStyle)
//		g := render.NewGrid(s, p.N, p.N, size, 4, 4)
//		g.HighlightCells(opt.Highlight) // under the contents
//		...                             // clues, givens, the state's values
//		g.Lines("thin")                 // cell lines
//		g.Regions(regionOf, "thick")    // boxes, cages: one outline each
//		g.Frame("frame")
//		g.HighlightScope(opt.Highlight) // the constraint's outline, the caption
//		g.RuledOut(opt.Highlight, p.N, strconv.Itoa)
//		g.Hits()                        // on top: data-row, data-col for clicks
//		return s.Bytes(), nil
//	}
//
// The class names are part of the contract: tests and the page count and
// find elements by them (hit, given, entry, clue, thick, hl-cell,
// hl-scope, ruled, caption; a kind adds its own, such as cage, box, loop,
// piece).
//
// Every picture is a standalone SVG document (it parses as XML; the tests
// of each kind check that, and count its cells, outlines or segments). The
// package never prints; it imports the standard library only.
package render
