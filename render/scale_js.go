// Scaling in the browser: the page decides the canvas's size, and the game fills it.
//go:build js

package render

// wholeScaling is false in the browser: below twice the logical size the screen is scaled to fill the page.
const wholeScaling = false
