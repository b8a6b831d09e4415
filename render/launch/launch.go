// Package launch is what the game's binary does besides playing that differs between the desktop and the
// browser. On the desktop (launch_desktop.go) it runs the designer commands (`cleave odds ...`, game/cli) and
// writes the screenshot's PNG file (--screenshot). The browser's module (launch_js.go) links neither game/cli
// nor image/png (issue 35: the download): its page starts the game with its flags alone and never names a
// command (the designer's page has its own module, game/cli/designer/web), and render/flags refuses
// --screenshot there.
package launch
