package render

import (
	"html"
	"strconv"
	"strings"
)

// baseStyle is the style sheet every picture starts with; a kind appends
// its own rules. Sizes are attributes, not style, so that a picture scales
// with its cells.
const baseStyle = `svg{background:#fff}
text{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;text-anchor:middle}
.bg{fill:#fff}
.thin{stroke:#999;stroke-width:1;fill:none}
.thick{stroke:#000;stroke-width:3.5;fill:none;stroke-linejoin:miter;stroke-linecap:square}
.frame{stroke:#000;stroke-width:4;fill:none}
.given{fill:#000;font-weight:bold}
.entry{fill:#1f5fbf}
.clue{fill:#000}
.hl-cell{fill:#ffe066;fill-opacity:.75}
.hl-scope{stroke:#e8590c;stroke-width:3;fill:none;stroke-dasharray:7 4}
.ruled{fill:#c92a2a}
.strike{stroke:#c92a2a;stroke-width:1.5}
.caption{fill:#333;text-anchor:start}
.start{text-anchor:start}
.hit{fill:transparent;stroke:none}
`

// SVG collects the elements of one picture. Attribute values and texts are
// escaped; numbers are written with at most two decimals. The zero value
// is not usable: start with NewSVG.
type SVG struct {
	w, h    float64
	title   string
	style   string
	body    strings.Builder
	caption string
}

// NewSVG starts a picture of width×height pixels (the viewBox too), with a
// <title> and the kind's style rules appended to the base style sheet.
func NewSVG(width, height float64, title, style string) *SVG {
	return &SVG{w: width, h: height, title: title, style: style}
}

// Width and Height are the picture's size, before any caption.
func (s *SVG) Width() float64  { return s.w }
func (s *SVG) Height() float64 { return s.h }

// Num writes a coordinate: an integer when it is one, else two decimals.
func Num(v float64) string {
	if v == float64(int64(v)) {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}

// element writes <tag a1="v1" …/> or, with text, <tag …>text</tag>.
// attrs are name, value pairs; an empty value drops its attribute.
func (s *SVG) element(tag, text string, closed bool, attrs ...string) {
	s.body.WriteByte('<')
	s.body.WriteString(tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		if attrs[i+1] == "" {
			continue
		}
		s.body.WriteByte(' ')
		s.body.WriteString(attrs[i])
		s.body.WriteString(`="`)
		s.body.WriteString(html.EscapeString(attrs[i+1]))
		s.body.WriteByte('"')
	}
	switch {
	case closed:
		s.body.WriteString("/>\n")
	case text != "":
		s.body.WriteByte('>')
		s.body.WriteString(html.EscapeString(text))
		s.body.WriteString("</")
		s.body.WriteString(tag)
		s.body.WriteString(">\n")
	default:
		s.body.WriteString(">\n")
	}
}

// Open starts a group (<g>) with a class and more name, value attribute
// pairs; Close ends it.
func (s *SVG) Open(class string, attrs ...string) {
	s.element("g", "", false, append([]string{"class", class}, attrs...)...)
}

// Close ends the group that Open started.
func (s *SVG) Close() { s.body.WriteString("</g>\n") }

// Rect draws a rectangle; attrs are more name, value pairs.
func (s *SVG) Rect(x, y, w, h float64, class string, attrs ...string) {
	s.element("rect", "", true, append([]string{"x", Num(x), "y", Num(y), "width", Num(w), "height", Num(h), "class", class}, attrs...)...)
}

// Line draws a segment.
func (s *SVG) Line(x1, y1, x2, y2 float64, class string, attrs ...string) {
	s.element("line", "", true, append([]string{"x1", Num(x1), "y1", Num(y1), "x2", Num(x2), "y2", Num(y2), "class", class}, attrs...)...)
}

// Circle draws a circle.
func (s *SVG) Circle(cx, cy, r float64, class string, attrs ...string) {
	s.element("circle", "", true, append([]string{"cx", Num(cx), "cy", Num(cy), "r", Num(r), "class", class}, attrs...)...)
}

// Path draws a path; d is its path data (see PathData).
func (s *SVG) Path(d, class string, attrs ...string) {
	s.element("path", "", true, append([]string{"d", d, "class", class}, attrs...)...)
}

// Polygon draws a closed polygon through the points (x0, y0, x1, y1, …).
func (s *SVG) Polygon(class string, points []float64, attrs ...string) {
	var b strings.Builder
	for i := 0; i+1 < len(points); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Num(points[i]))
		b.WriteByte(',')
		b.WriteString(Num(points[i+1]))
	}
	s.element("polygon", "", true, append([]string{"points", b.String(), "class", class}, attrs...)...)
}

// Text writes text whose middle (text-anchor middle, the base style) is at
// x and whose letters are vertically centred on y, at the font size size.
func (s *SVG) Text(x, y, size float64, text, class string, attrs ...string) {
	if text == "" {
		return
	}
	// 0.35 em below the centre is the baseline of centred digits and
	// capitals; dominant-baseline is not honoured by every renderer.
	s.element("text", text, false, append([]string{"x", Num(x), "y", Num(y + 0.35*size), "font-size", Num(size), "class", class}, attrs...)...)
}

// Caption sets the text written under the picture (a hint or a broken
// rule); it is wrapped to the picture's width, and Bytes makes the picture
// taller to hold it.
func (s *SVG) Caption(text string) { s.caption = strings.TrimSpace(text) }

// captionSize is the font size of the caption, and its line height.
const captionSize, captionLine = 15.0, 20.0

// Bytes returns the picture: an XML declaration-free, standalone <svg>
// document.
func (s *SVG) Bytes() []byte {
	h := s.h
	lines := wrap(s.caption, int(max(10, (s.w-16)/(0.56*captionSize))))
	if len(lines) > 0 {
		h += 8 + captionLine*float64(len(lines))
	}
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="` + Num(s.w) + `" height="` + Num(h) + `" viewBox="0 0 ` + Num(s.w) + " " + Num(h) + `">` + "\n")
	b.WriteString("<title>" + html.EscapeString(s.title) + "</title>\n")
	b.WriteString("<style>\n" + baseStyle + s.style + "</style>\n")
	b.WriteString(`<rect class="bg" x="0" y="0" width="` + Num(s.w) + `" height="` + Num(h) + `"/>` + "\n")
	b.WriteString(s.body.String())
	for i, l := range lines {
		y := s.h + 4 + captionLine*float64(i+1) - 5
		b.WriteString(`<text class="caption" x="8" y="` + Num(y) + `" font-size="` + Num(captionSize) + `">` + html.EscapeString(l) + "</text>\n")
	}
	b.WriteString("</svg>\n")
	return []byte(b.String())
}

// wrap splits text into lines of at most width characters, at spaces.
func wrap(text string, width int) []string {
	var lines []string
	var cur []string
	n := 0
	for _, w := range strings.Fields(text) {
		l := len([]rune(w))
		if len(cur) > 0 && n+1+l > width {
			lines = append(lines, strings.Join(cur, " "))
			cur, n = nil, 0
		}
		if len(cur) > 0 {
			n++
		}
		cur = append(cur, w)
		n += l
	}
	if len(cur) > 0 {
		lines = append(lines, strings.Join(cur, " "))
	}
	return lines
}
