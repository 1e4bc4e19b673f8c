package cp

import (
	"math"
	"strings"
	"testing"
)

func TestNewVarPicksInterval(t *testing.T) {
	s := NewStore()
	narrow := s.NewVar(0, MaxDomainWidth-1)
	wide := s.NewVar(0, MaxDomainWidth)
	explicit := s.NewIntervalVar(3, 5)
	if s.IsInterval(narrow) || !s.IsInterval(wide) || !s.IsInterval(explicit) {
		t.Fatalf("IsInterval: %v %v %v, want false true true", s.IsInterval(narrow), s.IsInterval(wide), s.IsInterval(explicit))
	}
	if s.Size(narrow) != MaxDomainWidth || s.Size(wide) != MaxDomainWidth+1 || s.Size(explicit) != 3 {
		t.Fatalf("sizes %d %d %d", s.Size(narrow), s.Size(wide), s.Size(explicit))
	}
	if len(s.Words(wide)) != 0 {
		t.Fatalf("an interval variable has %d words", len(s.Words(wide)))
	}
	full := s.NewVar(MinValue, MaxValue)
	if !s.IsInterval(full) || s.Size(full) != math.MaxInt64 || s.Min(full) != MinValue || s.Max(full) != MaxValue {
		t.Fatalf("NewVar(MinValue, MaxValue): interval %v, size %d, %d..%d", s.IsInterval(full), s.Size(full), s.Min(full), s.Max(full))
	}
	if got := s.String(explicit); got != "{3..5}" {
		t.Errorf("String = %s, want {3..5}", got)
	}
}

func TestNewVarRejectsOutOfRange(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func(s *Store)
		want string
	}{
		{"full int range", func(s *Store) { s.NewVar(math.MinInt64, math.MaxInt64) }, "cp.MinValue..cp.MaxValue"},
		{"above MaxValue", func(s *Store) { s.NewVar(0, MaxValue+1) }, "cp.MinValue..cp.MaxValue"},
		{"below MinValue", func(s *Store) { s.NewIntervalVar(MinValue-1, 0) }, "cp.MinValue..cp.MaxValue"},
		{"-2^62", func(s *Store) { s.NewVar(-1<<62, -1<<62+1) }, "cp.MinValue..cp.MaxValue"},
		{"empty", func(s *Store) { s.NewVar(2, 1) }, "empty domain"},
		{"values out of range", func(s *Store) { s.NewVarValues([]int{0, math.MaxInt64}) }, "cp.MinValue..cp.MaxValue"},
		{"values too wide", func(s *Store) { s.NewVarValues([]int{0, MaxDomainWidth}) }, "a domain with holes needs a bitset"},
		{"bitset write on an interval", func(s *Store) { s.IntersectWords(s.NewVar(0, MaxValue), nil) }, "interval variable"},
	} {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				r := recover()
				msg, _ := r.(string)
				if !strings.Contains(msg, c.want) {
					t.Fatalf("panic %v, want a message containing %q", r, c.want)
				}
			}()
			c.f(NewStore())
		})
	}
}

func TestIntervalWritesAndEvents(t *testing.T) {
	s := NewStore()
	x := s.NewIntervalVar(0, 9)
	var recs [3]*recorder
	for c := OnFixed; c <= OnDomain; c++ {
		recs[c] = &recorder{status: Fix}
		s.Subscribe(s.Post(recs[c], Unary, "rec"), x, c, 0)
	}
	s.Propagate()
	fp := s.Fingerprint()
	s.Push()
	steps := []struct {
		write    func() bool
		ev       Event
		min, max int
	}{
		{func() bool { return s.Remove(x, 5) }, EventNone, 0, 9}, // interior: ignored
		{func() bool { return s.Remove(x, 0) }, EventBounds, 1, 9},
		{func() bool { return s.Remove(x, 9) }, EventBounds, 1, 8},
		{func() bool { return s.SetMin(x, 3) }, EventBounds, 3, 8},
		{func() bool { return s.SetMax(x, 100) }, EventNone, 3, 8},
		{func() bool { return s.SetMax(x, 4) }, EventBounds, 3, 4},
		{func() bool { return s.Remove(x, 4) }, EventFixed, 3, 3},
	}
	for i, st := range steps {
		before := [3]int{len(recs[0].events), len(recs[1].events), len(recs[2].events)}
		if !st.write() {
			t.Fatalf("step %d failed", i)
		}
		if s.Min(x) != st.min || s.Max(x) != st.max || s.Size(x) != st.max-st.min+1 {
			t.Fatalf("step %d: %s size %d, want %d..%d", i, s.String(x), s.Size(x), st.min, st.max)
		}
		for c := OnFixed; c <= OnDomain; c++ {
			got := len(recs[c].events) - before[c]
			want := 0
			if c.Matches(st.ev) {
				want = 1
			}
			if got != want {
				t.Errorf("step %d (%v): condition %d notified %d times, want %d", i, st.ev, c, got, want)
			}
		}
	}
	if !s.Contains(x, 3) || s.Contains(x, 4) || s.Assign(x, 4) {
		t.Fatal("x must be {3}")
	}
	s.PopTo(0)
	if s.Fingerprint() != fp || s.Size(x) != 10 {
		t.Fatalf("PopTo did not restore x: %s", s.String(x))
	}
	s.Push()
	if !s.Assign(x, 6) || s.Min(x) != 6 || s.Max(x) != 6 || !s.Fixed(x) || s.Remove(x, 6) {
		t.Fatalf("Assign then Remove of the last value: %s", s.String(x))
	}
	s.PopTo(0)
	if s.Fingerprint() != fp {
		t.Fatal("PopTo after a failure did not restore the state")
	}
}

func TestIntervalIterationAndExtremes(t *testing.T) {
	s := NewStore()
	x := s.NewVar(MaxValue-MaxDomainWidth-5, MaxValue)
	if v, ok := s.Next(x, MaxValue-2); !ok || v != MaxValue-1 {
		t.Errorf("Next = %d, %v", v, ok)
	}
	if _, ok := s.Next(x, MaxValue); ok {
		t.Error("Next past the max")
	}
	if v, ok := s.Prev(x, MaxValue); !ok || v != MaxValue-1 {
		t.Errorf("Prev = %d, %v", v, ok)
	}
	s.Push()
	if !s.Remove(x, MaxValue) || s.Max(x) != MaxValue-1 || s.Contains(x, MaxValue) {
		t.Fatalf("Remove(MaxValue): %s", s.String(x))
	}
	if !s.Contains(x, MaxValue-7) {
		t.Fatal("an interior value must stay")
	}
	s.PopTo(0)
	y := s.NewVar(MinValue, MaxValue)
	s.Push()
	if !s.SetMin(y, 0) || s.Size(y) != MaxValue+1 {
		t.Fatalf("SetMin(0) on the full range: size %d", s.Size(y))
	}
	s.PopTo(0)
	if s.Size(y) != math.MaxInt64 {
		t.Fatalf("PopTo: size %d", s.Size(y))
	}
}

// Writes on interval variables allocate nothing, like those on bitsets.
func TestIntervalWritesNoAllocs(t *testing.T) {
	s := NewStore()
	x, y := s.NewVar(0, 1<<40), s.NewIntervalVar(-5, 5)
	p := s.Post(&counterProp{}, Unary, "count")
	s.Subscribe(p, x, OnBounds, 0)
	s.Subscribe(p, y, OnDomain, 1)
	run := func() {
		s.Push()
		s.Remove(x, 0)
		s.Remove(x, 7)
		s.SetMax(x, 1<<30)
		s.Assign(y, 2)
		s.Propagate()
		s.PopTo(0)
	}
	run()
	if a := testing.AllocsPerRun(200, run); a != 0 {
		t.Fatalf("interval writes allocate %.1f times per run", a)
	}
}
