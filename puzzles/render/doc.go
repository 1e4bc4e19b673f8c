// Package render draws puzzles: SVG pictures for pages and files, and
// box-drawing text for terminals. It holds what every kind's renderer shares
// (the kind packages have a render.go each that draws the genre as it is
// printed), so that a new kind's renderer is a page of code:
//
//   - State is a position of play as plain data: a value per cell (0 for an
//     empty cell; the meaning of other values is the kind's) and, for loop
//     puzzles, the segments drawn between neighbouring cells. A solution is
//     a full State.
//   - Highlight is the hint layer, also plain data: the cells a deduction
//     touches, the cells of the constraint it comes from, (cell, value)
//     pairs it rules out, and a caption in the puzzle's words.
//   - SVG writes the elements of a picture (rectangles, lines, paths, text)
//     with the attributes escaped, inside one <svg> with a style sheet.
//   - Grid places an n×m grid of square cells on an SVG: cell lines, the
//     frame, thick outlines of regions (boxes, cages), centred values and
//     corner clues, the highlight layer, and invisible hit targets that
//     carry data-row/data-col attributes for a page to click on.
//   - TextGrid draws a grid of cells with box-drawing walls of three
//     weights (none, light, heavy), joined correctly at every crossing.
//
// A renderer for a new kind follows the pattern of the seven existing ones
// (puzzles/kenken/render.go is a good model):
//
//	func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
//		if err := st.Check(p.N, p.N, p.N); err != nil {
//			return nil, err
//		}
//		g := render.NewGrid(p.N, p.N, opt)
//		s := render.NewSVG(g.Width(), g.Height(), p.Name, kindStyle)
//		g.Highlight(s, opt.Highlight)     // under the contents
//		...                               // the genre's clues and entries
//		g.Lines(s, "thin")                // cell lines
//		g.Regions(s, regionOf, "thick")   // boxes, cages
//		g.Frame(s, "frame")
//		g.RuledOut(s, opt.Highlight, label)
//		g.Hits(s)                         // on top, for clicks
//		return s.Bytes(opt.Highlight), nil
//	}
//
// Every picture is a standalone SVG document (it parses as XML; the tests
// of each kind check that, and count its cells, outlines or segments). The
// package never prints; it imports the standard library only.
package render
