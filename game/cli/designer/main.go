// Command designer runs Cleave's designer commands (odds, balance, arena) without the game: it links no
// Ebitengine, so it runs on a headless machine with no X server and no C compiler:
//
//	CGO_ENABLED=0 go run ./game/cli/designer odds --weapon "long sword" --str 15 --rank 2 --target kobold
//	go run ./game/cli/designer balance --target "cave beetle" --assets mydata
//
// The game's own binary takes the same commands (`cleave odds ...`) where a display is at hand.
package main

import (
	"os"

	"github.com/cleave-game/cleave/game/cli"
	"github.com/cleave-game/cleave/game/cli/chart/gonumchart"
)

func main() {
	status, ok := cli.RunDrawing("designer", os.Args[1:], os.Stdout, os.Stderr, gonumchart.Drawer{})
	if !ok {
		cli.Usage(os.Stderr, "designer")
		status = cli.ExitUsage
	}
	os.Exit(status)
}
