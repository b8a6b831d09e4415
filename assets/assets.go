// Package assets holds Cleave's data files, embedded as the defaults, and loads them.
package assets

import "embed"

// Files is the embedded default data: TOML tables and level texts.
//
//go:embed vaults/*.txt *.toml
var Files embed.FS
