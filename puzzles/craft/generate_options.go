package craft

import "fmt"

// badf is an ErrBadOptions error.
func badf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadOptions, fmt.Sprintf(format, args...))
}

// onlySize refuses the options a kind with a size alone does not take.
func onlySize(kind string, o *GenOptions, def int) error {
	if o.Rows != 0 || o.Cols != 0 || o.Steps != 0 || o.Colours != 0 || o.Stars != 0 {
		return badf("%s takes a size only", kind)
	}
	if o.UniqueRule && kind != "takuzu" {
		return badf("the unique rule is Takuzu's")
	}
	if o.Size == 0 {
		o.Size = def
	}
	return nil
}

// name is the generated puzzle's name: kind, size, band, seed.
func (r *genRun) name() string {
	band := r.opt.Band
	if band == "" {
		band = "any"
	}
	return fmt.Sprintf("generated:%s-%s-%s-s%d", r.kind, r.sizeText(), band, r.opt.Seed)
}
