package files

import (
	"crypto/sha256"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSum256MatchesTheStandardLibrary holds the hand-written SHA-256 to
// crypto/sha256 on every length round the block size and on random data.
func TestSum256MatchesTheStandardLibrary(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 300; n++ {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		assert.Equal(t, sha256.Sum256(b), sum256(b), "%d bytes", n)
	}
	big := make([]byte, 1<<20+13)
	for i := range big {
		big[i] = byte(i * 7)
	}
	assert.Equal(t, sha256.Sum256(big), sum256(big))
}
