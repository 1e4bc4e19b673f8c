// Package rendertest holds the checks every kind's renderer tests run: the
// golden files of its pictures (testdata/render/NAME.svg, rewritten with
// 'go test -update'), and an independent reading of each picture with
// encoding/xml that counts its elements, so that a golden file is never
// trusted on its own. It is imported by _test.go files only.
package rendertest

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/render")

// Element is one element of a parsed picture.
type Element struct {
	Name    string
	Classes []string
	Attrs   map[string]string
	Text    string // the character data directly inside it
}

// Has reports whether e has the class.
func (e *Element) Has(class string) bool { return slices.Contains(e.Classes, class) }

// Doc is a parsed picture: its elements in document order.
type Doc struct {
	Width, Height float64
	Elements      []*Element
}

// Parse reads svg as XML (strictly: one root element, every tag closed,
// every entity known) and checks the root: an <svg> in the SVG namespace
// with a positive width and height and a matching viewBox. It fails t on
// any problem.
func Parse(t testing.TB, svg []byte) *Doc {
	t.Helper()
	doc, err := parse(svg)
	if err != nil {
		t.Fatalf("the picture is not a valid SVG document: %v\n%s", err, head(svg))
	}
	return doc
}

func head(b []byte) []byte {
	if len(b) > 600 {
		return b[:600]
	}
	return b
}

func parse(svg []byte) (*Doc, error) {
	dec := xml.NewDecoder(bytes.NewReader(svg))
	dec.Strict = true
	doc := &Doc{}
	var stack []*Element
	roots := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &Element{Name: tok.Name.Local, Attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.Attrs[a.Name.Local] = a.Value
				if a.Name.Local == "class" {
					e.Classes = strings.Fields(a.Value)
				}
			}
			if len(stack) == 0 {
				roots++
				if tok.Name.Space != "http://www.w3.org/2000/svg" || tok.Name.Local != "svg" {
					return nil, errors.New("the root is not an <svg> element in the SVG namespace")
				}
				w, errW := strconv.ParseFloat(e.Attrs["width"], 64)
				h, errH := strconv.ParseFloat(e.Attrs["height"], 64)
				if errW != nil || errH != nil || !(w > 0) || !(h > 0) || math.IsInf(w, 0) || math.IsInf(h, 0) {
					return nil, errors.New("the root has no positive width and height")
				}
				if e.Attrs["viewBox"] != "0 0 "+e.Attrs["width"]+" "+e.Attrs["height"] {
					return nil, errors.New("the viewBox does not match the width and height")
				}
				doc.Width, doc.Height = w, h
			}
			for name, v := range e.Attrs {
				if strings.Contains(v, "NaN") || strings.Contains(v, "Inf") {
					return nil, errors.New("<" + e.Name + "> has " + name + "=" + strconv.Quote(v))
				}
			}
			doc.Elements = append(doc.Elements, e)
			stack = append(stack, e)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].Text += string(tok)
			}
		}
	}
	if roots != 1 {
		return nil, errors.New("expected exactly one root element, found " + strconv.Itoa(roots))
	}
	return doc, nil
}

// All lists the elements named name ("" for any) with the class ("" for
// any), in document order.
func (d *Doc) All(name, class string) []*Element {
	var out []*Element
	for _, e := range d.Elements {
		if (name == "" || e.Name == name) && (class == "" || e.Has(class)) {
			out = append(out, e)
		}
	}
	return out
}

// Count counts the elements All lists.
func (d *Doc) Count(name, class string) int { return len(d.All(name, class)) }

// Texts lists the texts of the <text> elements with the class.
func (d *Doc) Texts(class string) []string {
	var out []string
	for _, e := range d.All("text", class) {
		out = append(out, e.Text)
	}
	return out
}

// Golden compares got with testdata/render/NAME.svg (rewriting it first
// with -update).
func Golden(t testing.TB, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "render", name+".svg")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run 'go test -update' to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the picture differs from %s (run 'go test -update' to rewrite it, and look at it)", path)
	}
}

// GoldenText is Golden for a text drawing, in testdata/render/NAME.txt.
func GoldenText(t testing.TB, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "render", name+".txt")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run 'go test -update' to write it)", err)
	}
	if got != string(want) {
		t.Errorf("the drawing differs from %s (run 'go test -update' to rewrite it):\n--- got\n%s--- want\n%s", path, got, want)
	}
}

// num reads a numeric attribute, NaN when absent or malformed.
func (e *Element) num(name string) float64 {
	v, err := strconv.ParseFloat(e.Attrs[name], 64)
	if err != nil {
		return math.NaN()
	}
	return v
}

// CellOf returns the cell (data-row, data-col) of the hit target whose
// square holds the point (x, y).
func (d *Doc) CellOf(x, y float64) (r, c int, ok bool) {
	for _, h := range d.All("rect", "hit") {
		if _, has := h.Attrs["data-row"]; !has {
			continue
		}
		hx, hy, w, ht := h.num("x"), h.num("y"), h.num("width"), h.num("height")
		if x >= hx && x < hx+w && y >= hy && y < hy+ht {
			r, _ = strconv.Atoi(h.Attrs["data-row"])
			c, _ = strconv.Atoi(h.Attrs["data-col"])
			return r, c, true
		}
	}
	return 0, 0, false
}

// TextsByCell maps the cell each <text> of the class stands in (by its
// anchor point) to its text; texts outside every cell go under {-1, -1}.
func (d *Doc) TextsByCell(class string) map[[2]int]string {
	out := map[[2]int]string{}
	for _, e := range d.All("text", class) {
		key := [2]int{-1, -1}
		if r, c, ok := d.CellOf(e.num("x"), e.num("y")); ok {
			key = [2]int{r, c}
		}
		out[key] += e.Text
	}
	return out
}
