// Trying the X server of a local display: its socket in /tmp/.X11-unix (on Linux its abstract name too).
//go:build linux || freebsd || netbsd || openbsd || dragonfly

package display

import (
	"errors"
	"syscall"
)

// Reach tries to connect to the X server of display d when it is on this machine, and reports why none
// answers (nil when one does, or when d is another host's or the system refuses to say).
func Reach(d string) error {
	n, ok := localDisplay(d)
	if !ok {
		return nil
	}
	path := "/tmp/.X11-unix/X" + n
	var err error
	for _, name := range []string{"@" + path, path} { // "@": Linux's abstract socket, where Xvfb listens too
		if err = connect(name); err == nil {
			return nil
		}
		if !errors.Is(err, syscall.ENOENT) && !errors.Is(err, syscall.ECONNREFUSED) && !errors.Is(err, syscall.EINVAL) {
			return nil // something else (a sandbox's EPERM, EACCES): let Ebitengine try
		}
	}
	return errors.New("connect " + path + ": " + err.Error()) // the socket's own error: "no such file or directory"
}

// connect opens a Unix socket to name ("@..." abstract) and closes it.
func connect(name string) error {
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM, 0)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	syscall.CloseOnExec(fd)
	return syscall.Connect(fd, &syscall.SockaddrUnix{Name: name})
}
