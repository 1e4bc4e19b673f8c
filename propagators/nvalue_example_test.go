package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// NValue: four rooms painted with at most two colours. The first two rooms
// are fixed to different colours, so the others must reuse them.
func ExampleNValue() {
	s := cp.NewStore()
	rooms := make([]cp.VarID, 4)
	for i := range rooms {
		rooms[i] = s.NewVar(1, 5)
	}
	colours := s.NewVar(0, 2)
	if err := propagators.NValue(s, rooms, colours); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("colours:", s.String(colours))
	s.Assign(rooms[0], 2)
	s.Assign(rooms[1], 4)
	s.Propagate()
	fmt.Println("room 3:", s.String(rooms[2]), "colours:", s.String(colours))
	// Output:
	// colours: {1,2}
	// room 3: {2,4} colours: {2}
}
