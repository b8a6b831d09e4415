//go:build linux && !android

package render

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// // quietALSA is an ALSA error handler that says nothing: the probe says why in one line of its own.
// static void quietALSA(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// // quiet sets ALSA's error handler to quietALSA (on) or back to ALSA's own (off).
// static void quiet(int on) { snd_lib_error_set_handler(on ? quietALSA : NULL); }
import "C"

import (
	"fmt"
	"strings"
	"unsafe"

	"github.com/cleave-game/cleave/render/sound"
)

// probeDevice opens ALSA's default playback device as Ebitengine's audio will (float samples, stereo, the
// effects' rate), then closes it: an error when there is none (no sound card, and no null device set by
// ALSA_CONFIG_PATH as the tests set it).
func probeDevice() error {
	C.quiet(1) // ALSA writes its own lines to stderr on each failure: the one line below says it all
	defer C.quiet(0)
	var errs []string
	for _, name := range []string{"default", "plug:default"} {
		err := probeALSA(name)
		if err == nil {
			return nil
		}
		errs = append(errs, fmt.Sprintf("%q: %v", name, err))
	}
	return fmt.Errorf("%w: ALSA: %s", errNoDevice, strings.Join(errs, ", "))
}

// probeALSA opens ALSA's device name, without waiting for it when busy, and sets its parameters.
func probeALSA(name string) error {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	var h *C.snd_pcm_t
	if e := C.snd_pcm_open(&h, cname, C.SND_PCM_STREAM_PLAYBACK, C.SND_PCM_NONBLOCK); e < 0 {
		return fmt.Errorf("snd_pcm_open: %s", C.GoString(C.snd_strerror(e)))
	}
	defer C.snd_pcm_close(h)
	var params *C.snd_pcm_hw_params_t
	if e := C.snd_pcm_hw_params_malloc(&params); e < 0 {
		return fmt.Errorf("snd_pcm_hw_params_malloc: %s", C.GoString(C.snd_strerror(e)))
	}
	defer C.snd_pcm_hw_params_free(params)
	rate := C.uint(sound.SampleRate)
	for _, step := range []struct {
		name string
		e    func() C.int
	}{
		{"snd_pcm_hw_params_any", func() C.int { return C.snd_pcm_hw_params_any(h, params) }},
		{"snd_pcm_hw_params_set_access", func() C.int {
			return C.snd_pcm_hw_params_set_access(h, params, C.SND_PCM_ACCESS_RW_INTERLEAVED)
		}},
		{"snd_pcm_hw_params_set_format", func() C.int { return C.snd_pcm_hw_params_set_format(h, params, C.SND_PCM_FORMAT_FLOAT_LE) }},
		{"snd_pcm_hw_params_set_channels", func() C.int { return C.snd_pcm_hw_params_set_channels(h, params, 2) }},
		{"snd_pcm_hw_params_set_rate_resample", func() C.int { return C.snd_pcm_hw_params_set_rate_resample(h, params, 1) }},
		{"snd_pcm_hw_params_set_rate_near", func() C.int { return C.snd_pcm_hw_params_set_rate_near(h, params, &rate, nil) }},
	} {
		if e := step.e(); e < 0 {
			return fmt.Errorf("%s: %s", step.name, C.GoString(C.snd_strerror(e)))
		}
	}
	return nil
}
