package flatzinc

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
)

// output is a declaration to print with each solution: a scalar
// (output_var) or an array with its index sets (output_array).
type output struct {
	name   string
	dims   []Range // nil for a scalar
	isBool bool
	val    arg
}

// outputDecl records d if it carries output_var or output_array.
func (b *builder) outputDecl(d *Decl, v arg) error {
	if _, ok := d.Ann("output_var"); ok {
		if d.Type.Array {
			return errorf(d.Line, "%s: output_var on an array (use output_array)", d.Name)
		}
		b.p.outputs = append(b.p.outputs, output{name: d.Name, isBool: d.Type.Base == TypeBool, val: v})
		b.markOutput(v)
	}
	a, ok := d.Ann("output_array")
	if !ok {
		return nil
	}
	if !d.Type.Array {
		return errorf(d.Line, "%s: output_array on a scalar (use output_var)", d.Name)
	}
	if a.Kind != ExprCall || len(a.Elems) != 1 || a.Elems[0].Kind != ExprArray {
		return errorf(d.Line, "%s: output_array takes one array of index sets, as output_array([1..3, 1..2])", d.Name)
	}
	out := output{name: d.Name, isBool: d.Type.Base == TypeBool, val: v}
	n := 1
	for _, e := range a.Elems[0].Elems {
		if e.Kind != ExprSet || !e.Set.IsRange() {
			return errorf(d.Line, "%s: output_array index sets must be ranges lo..hi, found %v", d.Name, e)
		}
		r := Range{1, 0}
		if !e.Set.Empty() {
			r = e.Set.Ranges[0]
		}
		out.dims = append(out.dims, r)
		n = satMul(n, r.Hi-r.Lo+1)
	}
	if len(out.dims) == 0 || n != len(v.elems) {
		return errorf(d.Line, "%s: output_array index sets hold %d elements, the array %d", d.Name, n, len(v.elems))
	}
	b.p.outputs = append(b.p.outputs, out)
	b.markOutput(v)
	return nil
}

// markOutput flags the variables of an output declaration.
func (b *builder) markOutput(v arg) {
	for _, a := range append([]arg{v}, v.elems...) {
		if a.kind == argVar {
			b.p.vars[a.x].output = true
		}
	}
}

// satMul multiplies non-negative sizes, saturating far above any array.
func satMul(a, b int) int {
	if a == 0 || b <= 0 {
		return 0
	}
	if a > (1<<40)/b {
		return 1 << 40
	}
	return a * b
}

// WriteSolution writes the output variables at the store's current
// (solution) state in FlatZinc output syntax, one "name = value;" line
// each, in declaration order; the caller writes the "----------" after.
func (p *Problem) WriteSolution(w io.Writer, s *cp.Store) error {
	bw := bufio.NewWriter(w)
	var buf []byte
	for _, o := range p.outputs {
		buf = append(buf[:0], o.name...)
		buf = append(buf, " = "...)
		if o.dims == nil {
			buf = appendValue(buf, o.val, o.isBool, s)
		} else {
			buf = append(buf, "array"...)
			buf = strconv.AppendInt(buf, int64(len(o.dims)), 10)
			buf = append(buf, "d("...)
			for _, r := range o.dims {
				buf = fmt.Appendf(buf, "%d..%d, ", r.Lo, r.Hi)
			}
			buf = append(buf, '[')
			for i, e := range o.val.elems {
				if i > 0 {
					buf = append(buf, ", "...)
				}
				buf = appendValue(buf, e, o.isBool, s)
			}
			buf = append(buf, "])"...)
		}
		buf = append(buf, ";\n"...)
		if _, err := bw.Write(buf); err != nil {
			return err
		}
	}
	return bw.Flush()
}

func appendValue(buf []byte, a arg, isBool bool, s *cp.Store) []byte {
	if a.kind == argSet { // a set parameter marked for output
		return append(buf, a.set.String()...)
	}
	v := a.val
	if a.kind == argVar {
		v = s.Value(a.x)
	}
	if isBool {
		return strconv.AppendBool(buf, v != 0)
	}
	return strconv.AppendInt(buf, int64(v), 10)
}
