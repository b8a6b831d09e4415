// What a save costs in the browser, a turn (the browser saves every turn): built for the desktop and for
// js/wasm alike, so that it runs as the page runs it (README: GOOS=js GOARCH=wasm with Node).

package save

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// benchKV is a keyValue in memory, as localStorage is in the browser.
type benchKV map[string]string

func (m benchKV) get(key string) (string, bool, error) { v, ok := m[key]; return v, ok, nil }
func (m benchKV) set(key, value string) error          { m[key] = value; return nil }
func (m benchKV) remove(key string) error              { delete(m, key); return nil }

// BenchmarkSaveBrowserStore is the cost of a save in the browser, a turn: encoding the game 700 turns in,
// base64, and the store (a map here; localStorage's own copy is measured in the page,
// window.cleaveState.saveMs), by one Encoder as the AutoSaver keeps one.
func BenchmarkSaveBrowserStore(b *testing.B) {
	g := playBot(b, 1, 700)
	st := kvStore{kv: benchKV{}, key: "cleave.save"}
	data, err := Encode(g)
	require.NoError(b, err)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	var enc Encoder
	for b.Loop() {
		if err := enc.Save(st, g); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "save-bytes")
}
