package cp

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
)

// The slices a Clone hands out: each is the clone's own (a write or an
// append on one store never reaches the other), and the subscription
// lists carved out of one array are capped, so that appending to one
// cannot overwrite its neighbour's.

// subsOf copies every variable's subscription list.
func subsOf(s *Store) [][]subscription {
	out := make([][]subscription, len(s.subs))
	for x, sb := range s.subs {
		out[x] = slices.Clone(sb)
	}
	return out
}

// TestCloneSubscribeKeepsTheOtherLists: a Subscribe on a clone, on any
// variable, adds to that variable's list alone; every other list of the
// clone and every list of the original stay as they were; and the same
// for a Subscribe on the original after the clone.
func TestCloneSubscribeKeepsTheOtherLists(t *testing.T) {
	s, xs := cloneModel()
	s.Propagate()
	want := subsOf(s)
	extra := subscription{prop: 1, cond: OnDomain, tag: 99}
	for _, x := range xs {
		c, err := s.Clone()
		if err != nil {
			t.Fatal(err)
		}
		for y, sb := range c.subs {
			if len(sb) != cap(sb) {
				t.Errorf("clone: variable %d's subscriptions have room for %d more: not capped", y, cap(sb)-len(sb))
			}
		}
		c.Subscribe(extra.prop, x, extra.cond, extra.tag)
		c.Subscribe(extra.prop, x, extra.cond, extra.tag+1)
		for y := range want {
			w := want[y]
			if VarID(y) == x {
				w = append(slices.Clone(w), extra, subscription{extra.prop, extra.cond, extra.tag + 1, 0})
			}
			if !slices.Equal(c.subs[y], w) {
				t.Errorf("after Subscribe on the clone's variable %d: the clone's variable %d has %v, want %v", x, y, c.subs[y], w)
			}
		}
		if got := subsOf(s); !reflect.DeepEqual(got, want) {
			t.Errorf("after Subscribe on the clone's variable %d: the original changed: %v, want %v", x, got, want)
		}
		// The other way: the original subscribes, the clone is unchanged.
		before := subsOf(c)
		s2, _ := s.Clone() // a copy to write, keeping s for the next round
		d, _ := s2.Clone()
		s2.Subscribe(extra.prop, x, extra.cond, extra.tag)
		if got := subsOf(d); !reflect.DeepEqual(got, want) {
			t.Errorf("after Subscribe on the original's variable %d: its clone changed", x)
		}
		if got := subsOf(c); !reflect.DeepEqual(got, before) {
			t.Errorf("a Subscribe on another store changed the clone")
		}
	}
}

// TestCloneSharesNoSlice: no slice reachable from the clone's fields (its
// arenas, trail, tables, queue, subscription lists) shares a backing array
// with the original's, and each has the original's length and capacity, so
// that a write or an append on one store never shows in the other and the
// clone grows no sooner than its original.
func TestCloneSharesNoSlice(t *testing.T) {
	s, xs := cloneModel()
	s.Propagate()
	s.Push()
	s.SetMax(xs[3], 60)
	s.Propagate()
	c, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	var shared []string
	checked := 0
	sharedSlices(reflect.ValueOf(s).Elem(), reflect.ValueOf(c).Elem(), "Store", &shared, &checked)
	for _, p := range shared {
		t.Errorf("the clone shares %s with its original", p)
	}
	if checked < 20 {
		t.Errorf("only %d slices compared: the walk missed the store's fields", checked)
	}
	// The arrays copied with their length and capacity.
	for _, pair := range [][2]reflect.Value{
		{reflect.ValueOf(s.words), reflect.ValueOf(c.words)},
		{reflect.ValueOf(s.min), reflect.ValueOf(c.min)},
		{reflect.ValueOf(s.trail.ints), reflect.ValueOf(c.trail.ints)},
		{reflect.ValueOf(s.trail.bits), reflect.ValueOf(c.trail.bits)},
		{reflect.ValueOf(s.prio), reflect.ValueOf(c.prio)},
		{reflect.ValueOf(s.counters), reflect.ValueOf(c.counters)},
	} {
		if pair[0].Len() != pair[1].Len() || pair[0].Cap() != pair[1].Cap() {
			t.Errorf("%v: length %d cap %d, clone %d %d", pair[0].Type(), pair[0].Len(), pair[0].Cap(), pair[1].Len(), pair[1].Cap())
		}
	}
	// A sparse set's clone is its own.
	ss := s.NewSparseSet(4)
	sc := ss.Clone()
	sc.dense[0], sc.pos[0] = 3, 3
	if ss.dense[0] != 0 || ss.pos[0] != 0 {
		t.Error("a write to a sparse set's clone reached the original")
	}
}

// sharedSlices walks a and b (the same type) and records the paths of the
// slices with a non-empty backing array that both hold.
func sharedSlices(a, b reflect.Value, path string, out *[]string, checked *int) {
	switch a.Kind() {
	case reflect.Struct:
		for i := range a.NumField() {
			sharedSlices(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name, out, checked)
		}
	case reflect.Array:
		for i := range a.Len() {
			sharedSlices(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), out, checked)
		}
	case reflect.Slice:
		if a.Cap() == 0 || b.Cap() == 0 {
			return
		}
		*checked++
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
		}
		for i := range min(a.Len(), b.Len()) { // the trail's saves start empty
			sharedSlices(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), out, checked)
		}
	}
}
