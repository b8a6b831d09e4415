//go:build !js && !windows

package client

import "os/exec"

// hideWindow does nothing outside Windows: curl has no window of its own there.
func hideWindow(*exec.Cmd) {}
