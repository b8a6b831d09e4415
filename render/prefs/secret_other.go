//go:build !js

package prefs

import "crypto/rand"

// secretBits fills b from crypto/rand.
func secretBits(b []byte) error {
	_, err := rand.Read(b)
	return err
}
