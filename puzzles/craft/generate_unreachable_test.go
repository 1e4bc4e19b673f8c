package craft

import (
	"errors"
	"strings"
	"testing"
)

// TestUnreachableSearchBandSays: a band that is the search rung alone
// (Hidato's fiendish) says, when it is not reached, that it takes a
// puzzle only search finishes, which drawn puzzles seldom are; a band
// missed for want of attempts keeps the plain advice.
func TestUnreachableSearchBandSays(t *testing.T) {
	const says = "only search finishes"
	_, err := Generate("hidato", GenOptions{Size: 4, Band: "fiendish", Seed: 1, MaxAttempts: 3})
	if !errors.Is(err, ErrUnreachable) || !strings.Contains(err.Error(), says) {
		t.Errorf("hidato 4x4 fiendish: %v, want ErrUnreachable saying %q", err, says)
	}
	_, err = Generate("killer", GenOptions{Size: 4, Band: "unreasonable", Seed: 1, MaxAttempts: 1})
	if !errors.Is(err, ErrUnreachable) || strings.Contains(err.Error(), says) || !strings.Contains(err.Error(), "try another seed") {
		t.Errorf("killer 4x4 unreasonable: %v, want ErrUnreachable with the plain advice", err)
	}
}
