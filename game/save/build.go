// The build: which build of Cleave is running, named in the replays it records so that a replay played by
// another build says it may not play back exactly.

package save

import (
	"runtime/debug"
	"sync"
)

// buildID names this build when the linker sets it: go build -ldflags "-X
// github.com/cleave-game/cleave/game/save.buildID=ID" (the web build sets it to the commit, with a hash of
// the uncommitted changes: render/web's BuildSite).
var buildID string

// BuildIDVar is the name the linker's -X sets buildID by.
const BuildIDVar = "github.com/cleave-game/cleave/game/save.buildID"

// Build names this build: the linker's buildID when set, else the commit the Go tool stamped (12 hex
// digits, "+dirty" when the tree had changes), else the module's version, else "dev".
func Build() string { return buildOnce() }

var buildOnce = sync.OnceValue(func() string {
	if buildID != "" {
		return buildID
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	return buildOf(info)
})

// buildOf is the name of the build info describes, when the linker set none.
func buildOf(info *debug.BuildInfo) string {
	var rev string
	var dirty bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	switch {
	case rev != "":
		rev = rev[:min(len(rev), 12)]
		if dirty {
			rev += "+dirty"
		}
		return rev
	case info.Main.Version != "" && info.Main.Version != "(devel)":
		return info.Main.Version
	}
	return "dev"
}
