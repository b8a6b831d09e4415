package save

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSHA256AsCrypto: the saves' SHA-256 (sha256.go) sums as crypto/sha256 does — the empty input, every
// length from 0 to 300 bytes (each padding case: a block ending at 55, 56, 63 and 64 bytes), a few long
// inputs, each written whole and in random pieces, and a Sum taken midway that leaves the hash going — and
// FIPS 180-4's example "abc". Save fingerprints and state hashes made before it are the same (the golden
// state hashes of the bot tests check that too).
func TestSHA256AsCrypto(t *testing.T) {
	abc := sha256Sum([]byte("abc"))
	require.Equal(t, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", hex.EncodeToString(abc[:]))
	rng := rand.New(rand.NewPCG(35, 1))
	lengths := []int{1000, 4096, 65537}
	for n := range 301 {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.UintN(256))
		}
		want := sha256.Sum256(b)
		require.Equal(t, want, sha256Sum(b), "%d bytes whole", n)
		d := newSHA256()
		for rest := b; len(rest) > 0; {
			k := min(len(rest), 1+rng.IntN(130))
			_, _ = d.Write(rest[:k])
			rest = rest[k:]
		}
		require.Equal(t, want, d.Sum(), "%d bytes in pieces", n)
		d = newSHA256()
		_, _ = d.Write(b[:n/2])
		require.Equal(t, sha256.Sum256(b[:n/2]), d.Sum(), "%d bytes: the sum of the first half, midway", n)
		_, _ = d.Write(b[n/2:])
		require.Equal(t, want, d.Sum(), "%d bytes: the whole after a sum midway", n)
	}
}
