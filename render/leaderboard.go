// Where a daily run is submitted (issue 37, part 3; README "Submitting a daily run").

package render

import "github.com/cleave-game/cleave/game/leaderboard/client"

// LeaderboardURL is the leaderboard server a browser build submits to, set at build time
// (-ldflags "-X github.com/cleave-game/cleave/render.LeaderboardURL=https://..."); "" (the default): the
// origin that served the page. The desktop reads --leaderboard or settings.toml instead.
var LeaderboardURL string

// Leaderboard is the server a daily run may be submitted to: asked (--leaderboard), else the settings'
// (settings.toml's leaderboard), else in the browser the build's (LeaderboardURL) or the page's origin; ""
// when there is none, or it is no http(s) address (a page opened from a file).
func Leaderboard(asked, setting string) string {
	for _, base := range []string{asked, setting, LeaderboardURL, pageOrigin()} {
		if base != "" {
			if client.CheckBase(base) != nil {
				return ""
			}
			return base
		}
	}
	return ""
}
