package tessera

import "github.com/tessera-cp/tessera/cp"

// Label runs post, which posts constraints on s directly (through package
// propagators), and labels every propagator it created with name; it
// returns post's error. It names the constraints of a model that does not
// use a Model; on a Model use Posted.Named (or Model.Post) instead.
func Label(s *cp.Store, name string, post func() error) error {
	first := s.NumProps()
	err := post()
	for p := first; p < s.NumProps(); p++ {
		s.SetLabel(cp.PropID(p), name)
	}
	return err
}
