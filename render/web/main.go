// Command web builds Cleave for the browser (GOOS=js GOARCH=wasm) into a folder of static files any web
// host can serve, and serves it on 127.0.0.1 (or only builds it: --out DIR).
//
// The folder: index.html (the page: loading bar, saves, the end screen, the tab lock), the module as
// cleave.<hash>.wasm, wasm_exec.<hash>.js, a web manifest (each text file and the module with .gz and .br
// copies beside it, which the server sends as the browser accepts), icons made from the
// game's own pixel art, and sw.js, a service worker that keeps them all so the game plays offline after
// the first visit. The content hash in the names lets a browser keep the large files for good while a new
// build, with new names, is picked up at once; the page and the worker are revalidated (ETag) every visit.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"mime"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/andybalholm/brotli"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render/art"
)

//go:embed index.html
var indexHTML string

//go:embed sw.js
var swJS string

//go:embed designer.html
var designerHTML string

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to serve on")
	out := flag.String("out", "", "build the site into this directory and stop, serving nothing (for a static host)")
	size := flag.Bool("size", false, "build the game's module and the empty Ebitengine program's (render/internal/emptygame) with the same flags, print their sizes and ratios, and stop")
	flag.Parse()
	if *size {
		s, err := MeasureSizes(context.Background())
		if err != nil {
			fmt.Fprintln(os.Stderr, "web:", err)
			os.Exit(1)
		}
		fmt.Println(s)
		return
	}
	if err := run(*addr, *out); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

// run builds the site into out (a temporary directory when "") and serves it on addr unless out is given.
func run(addr, out string) error {
	dir := out
	if dir == "" {
		tmp, err := os.MkdirTemp("", "cleave-web")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	fmt.Println("Building cleave.wasm ...")
	site, err := BuildSite(context.Background(), dir)
	if err != nil {
		return err
	}
	fmt.Println(site.Sizes())
	fmt.Println(site.Designer.Sizes())
	if out != "" {
		fmt.Printf("The site is in %s: publish that folder on any static web host.\n", out)
		return nil
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("Cleave is served at http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	if err := http.Serve(ln, Handler(dir)); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// Site is a built site: the module's file name and its sizes, raw and compressed.
type Site struct {
	Wasm              string   // "cleave.<hash>.wasm"
	Raw, Gzip, Brotli int      // the module's size in bytes: raw, gzip and brotli
	WasmExec          string   // "wasm_exec.<hash>.js"
	Version           string   // the build's hash, which names the service worker's cache
	Build             string   // the build's name in the game (save.Build): its replays say it
	Files             []string // what the service worker keeps ("./" is the page)
	Designer          *Site    // the designer page's module (designer.html; its Wasm, sizes and WasmExec)
	gzipLevel         int
	brotliLvl         int
}

// Sizes is a line that says how large the module is, raw and as sent.
func (s Site) Sizes() string {
	mb := func(n int) string { return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB" }
	return fmt.Sprintf("%s: %s raw (%d bytes), %s gzip -%d (%d bytes), %s brotli -q %d (%d bytes)",
		s.Wasm, mb(s.Raw), s.Raw, mb(s.Gzip), s.gzipLevel, s.Gzip, mb(s.Brotli), s.brotliLvl, s.Brotli)
}

// moduleRoot is the directory of Cleave's go.mod.
func moduleRoot(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", errors.New("run this from inside Cleave's module")
	}
	return filepath.Dir(mod), nil
}

// hashName is name with the first 12 hex digits of data's SHA-256 before its extension.
func hashName(name string, data []byte) string {
	sum := sha256.Sum256(data)
	ext := path.Ext(name)
	return strings.TrimSuffix(name, ext) + "." + hex.EncodeToString(sum[:6]) + ext
}

// BuildOptions change how the module is built: Build names the build (save.Build: the replays it records
// say it; "": the commit of the source, with a hash of what is not committed, buildName), Tags are build
// tags (go build -tags).
type BuildOptions struct {
	Build string
	Tags  []string
}

// BuildSite builds the site into dir: a fresh cleave.wasm (named by its hash, with .gz and .br copies),
// wasm_exec.js, index.html, the manifest, the icons and the service worker.
func BuildSite(ctx context.Context, dir string) (Site, error) {
	return BuildSiteWith(ctx, dir, BuildOptions{})
}

// BuildSiteWith is BuildSite with the module built as o says.
func BuildSiteWith(ctx context.Context, dir string, o BuildOptions) (Site, error) {
	var s Site
	root, err := moduleRoot(ctx)
	if err != nil {
		return s, err
	}
	if o.Build == "" {
		o.Build = buildName(ctx, root)
	}
	s.Build = o.Build
	args := []string{"-ldflags=-s -w -X " + save.BuildIDVar + "=" + o.Build}
	if len(o.Tags) > 0 {
		args = append(args, "-tags", strings.Join(o.Tags, ","))
	}
	wasm, wasmExec, gz, br, err := buildModule(ctx, root, dir, "cleave.wasm", ".", args, &s)
	if err != nil {
		return s, err
	}
	icons, err := iconFiles()
	if err != nil {
		return s, err
	}
	files := map[string][]byte{s.Wasm: wasm, s.Wasm + ".gz": gz, s.Wasm + ".br": br, s.WasmExec: wasmExec}
	for name, data := range icons {
		files[name] = data
	}
	files["manifest.webmanifest"] = manifest()
	all := sha256.New()
	for _, name := range []string{s.Wasm, s.WasmExec} {
		all.Write([]byte(name))
	}
	texts, noscript, err := pageTexts()
	if err != nil {
		return s, err
	}
	all.Write([]byte(indexHTML))
	all.Write([]byte(texts)) // the page's words are the page's: a new translation is a new version
	all.Write([]byte(swJS))
	s.Version = hex.EncodeToString(all.Sum(nil)[:6])
	designer, err := BuildDesigner(ctx, dir)
	if err != nil {
		return s, err
	}
	s.Designer = &designer
	page := strings.NewReplacer("{{WASM}}", s.Wasm, "{{WASM_EXEC}}", s.WasmExec, "{{WASM_SIZE}}", strconv.Itoa(s.Raw),
		"{{VERSION}}", s.Version, "{{BUILD}}", s.Build, "{{TEXTS}}", texts, "{{NOSCRIPT}}", noscript).Replace(indexHTML)
	files["index.html"] = []byte(page)
	// the worker keeps what the page needs to start offline (not the .gz and .br: the browser asks for the
	// module by its plain name and is sent one of them)
	s.Files = []string{"./", s.WasmExec, s.Wasm, "manifest.webmanifest"}
	for name := range icons {
		s.Files = append(s.Files, name)
	}
	list, err := json.Marshal(s.Files)
	if err != nil {
		return s, err
	}
	files["sw.js"] = []byte(strings.NewReplacer("{{VERSION}}", s.Version, "{{FILES}}", string(list)).Replace(swJS))
	if err := compressText(files, s.gzipLevel, s.brotliLvl, "index.html", s.WasmExec, "sw.js", "manifest.webmanifest"); err != nil {
		return s, err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return s, fmt.Errorf("writing the site: %w", err)
		}
	}
	return s, nil
}

// BuildDesigner builds the designer page into dir: designer.html, which runs the designer commands (odds,
// compare, balance, arena) in the browser, and its module designer.<hash>.wasm (with .gz and .br copies),
// built from game/cli/designer/web, which links no Ebitengine: the page does not download the game to
// answer. The page is served as /designer (Handler) and is designer.html on a static host.
func BuildDesigner(ctx context.Context, dir string) (Site, error) {
	var s Site
	root, err := moduleRoot(ctx)
	if err != nil {
		return s, err
	}
	wasm, wasmExec, gz, br, err := buildModule(ctx, root, dir, "designer.wasm", "./game/cli/designer/web", []string{"-ldflags=-s -w"}, &s)
	if err != nil {
		return s, err
	}
	page := strings.NewReplacer("{{WASM}}", s.Wasm, "{{WASM_EXEC}}", s.WasmExec, "{{WASM_SIZE}}", strconv.Itoa(s.Raw)).Replace(designerHTML)
	files := map[string][]byte{s.Wasm: wasm, s.Wasm + ".gz": gz, s.Wasm + ".br": br, s.WasmExec: wasmExec, "designer.html": []byte(page)}
	if err := compressText(files, s.gzipLevel, s.brotliLvl, "designer.html", s.WasmExec); err != nil {
		return s, err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return s, fmt.Errorf("writing the designer page: %w", err)
		}
	}
	return s, nil
}

// buildName names a build of the source in root: its commit (12 hex digits), and when files differ from it
// "+" and the first 8 hex digits of the SHA-256 of `git diff HEAD` (two builds of different changes are
// different builds); "dev" where git cannot say.
func buildName(ctx context.Context, root string) string {
	git := func(args ...string) ([]byte, error) {
		cmd := exec.CommandContext(ctx, "git", args...)
		cmd.Dir = root
		return cmd.Output()
	}
	rev, err := git("rev-parse", "--short=12", "HEAD")
	if err != nil {
		return "dev"
	}
	name := strings.TrimSpace(string(rev))
	if diff, err := git("diff", "HEAD"); err == nil && len(diff) > 0 {
		sum := sha256.Sum256(diff)
		name += "+" + hex.EncodeToString(sum[:4])
	}
	return name
}

// compressText puts beside each of the text files names of files its gzip and brotli copies (name.gz and
// name.br, as beside the module), so that Handler sends the page, wasm_exec.js, the worker and the
// manifest compressed too.
func compressText(files map[string][]byte, gzipLevel, brotliQ int, names ...string) error {
	for _, name := range names {
		gz, err := gzipped(files[name], gzipLevel)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		br, err := brotlied(files[name], brotliQ)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files[name+".gz"], files[name+".br"] = gz, br
	}
	return nil
}

// gzipped is data compressed by gzip at level.
func gzipped(data []byte, level int) ([]byte, error) {
	var b bytes.Buffer
	w, err := gzip.NewWriterLevel(&b, level)
	if err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	if _, err := w.Write(data); err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	return b.Bytes(), nil
}

// brotlied is data compressed by brotli at quality q.
func brotlied(data []byte, q int) ([]byte, error) {
	var b bytes.Buffer
	w := brotli.NewWriterLevel(&b, q)
	if _, err := w.Write(data); err != nil {
		return nil, fmt.Errorf("brotli: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("brotli: %w", err)
	}
	return b.Bytes(), nil
}

// iconFiles are the page's icons, the player drawn by the game's own pixel art on a floor tile, scaled by
// whole numbers: favicon.png (32 px) and the manifest's icon-192.png and icon-512.png.
func iconFiles() (map[string][]byte, error) {
	a, err := art.Parse("render/art/sprites.txt", art.Sprites)
	if err != nil {
		return nil, fmt.Errorf("icons: %w", err)
	}
	tile := art.Compose(a, "floor", "player", "armour_chain", "shield_small", "weapon_sword")
	out := map[string][]byte{}
	for name, size := range map[string]int{"favicon.png": 32, "icon-192.png": 192, "icon-512.png": 512} {
		img := image.NewRGBA(image.Rect(0, 0, size, size))
		draw.Draw(img, img.Bounds(), image.NewUniform(color.RGBA{0x0c, 0x0c, 0x12, 0xff}), image.Point{}, draw.Src)
		k := size / art.Size
		off := (size - k*art.Size) / 2
		for y := range size - 2*off {
			for x := range size - 2*off {
				img.Set(off+x, off+y, tile.At(x/k, y/k))
			}
		}
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			return nil, fmt.Errorf("icons: %w", err)
		}
		out[name] = b.Bytes()
	}
	return out, nil
}

// manifest is the web manifest: the game installs as an app of its own window.
func manifest() []byte {
	m := map[string]any{
		"name": "Cleave", "short_name": "Cleave", "description": lang.English().Say(webKey + "description"),
		"start_url": "./", "scope": "./", "display": "standalone", "background_color": "#0c0c12", "theme_color": "#0c0c12",
		"icons": []map[string]string{
			{"src": "icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
			{"src": "icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
		},
	}
	b, _ := json.MarshalIndent(m, "", "  ") // a map of strings: it cannot fail
	return b
}

// Handler serves the built site in dir: files named by their content hash are kept by the browser for a
// year; the page, the worker and the manifest are revalidated each visit by their ETag (a hash of their
// content), so that a new build is seen at once. A file with copies beside it (name.br, name.gz: the module,
// the page, wasm_exec.js, the worker, the manifest) goes compressed, brotli or gzip, as the browser accepts.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		switch name {
		case "":
			name = "index.html"
		case "designer": // the designer page's address, …/designer#odds?weapon=club
			name = "designer.html"
		}
		if strings.Contains(name, "/") || strings.HasPrefix(name, ".") {
			http.NotFound(w, r)
			return
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		ctype := mime.TypeByExtension(path.Ext(name))
		switch path.Ext(name) {
		case ".wasm":
			ctype = "application/wasm"
		case ".webmanifest":
			ctype = "application/manifest+json"
		case ".html":
			ctype = "text/html; charset=utf-8"
		}
		h.Set("Content-Type", ctype)
		if hashed(name) {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "no-cache")
		}
		h.Add("Vary", "Accept-Encoding")
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !accepts(r.Header.Get("Accept-Encoding"), enc.token) {
				continue
			}
			if z, err := os.ReadFile(filepath.Join(dir, name+enc.ext)); err == nil {
				h.Set("Content-Encoding", enc.token)
				data = z
				break
			}
		}
		sum := sha256.Sum256(data)
		h.Set("ETag", `"`+hex.EncodeToString(sum[:8])+`"`)
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(data))
	})
}

// hashed reports whether a file's name holds its content's hash ("cleave.<12 hex>.wasm" and its copies).
func hashed(name string) bool {
	parts := strings.Split(name, ".")
	for _, p := range parts[1:] {
		if len(p) == 12 && strings.Trim(p, "0123456789abcdef") == "" {
			return true
		}
	}
	return false
}

// accepts reports whether an Accept-Encoding header accepts the coding token (not with q=0).
func accepts(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		if strings.TrimSpace(fields[0]) != token {
			continue
		}
		for _, f := range fields[1:] {
			if q := strings.TrimSpace(f); q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
				return false
			}
		}
		return true
	}
	return false
}

// buildModule builds the package pkg of the module at root for js/wasm with the build flags args (and
// -trimpath), as name, and reads Go's wasm_exec.js; it compresses the module (gzip, brotli) and fills s's
// names, sizes and levels of it. The game's page and the designer's page are built by it.
func buildModule(ctx context.Context, root, dir, name, pkg string, args []string, s *Site) (wasm, wasmExec, gz, br []byte, err error) {
	tmp := filepath.Join(dir, name+".tmp")
	cmd := exec.CommandContext(ctx, "go", append(append([]string{"build", "-trimpath"}, args...), "-o", tmp, pkg)...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, nil, nil, nil, fmt.Errorf("building %s: %w\n%s", name, err, out)
	}
	if wasm, err = os.ReadFile(tmp); err != nil {
		return nil, nil, nil, nil, fmt.Errorf("reading %s: %w", name, err)
	}
	_ = os.Remove(tmp)
	goroot, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("go env GOROOT: %w", err)
	}
	wasmExec, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("reading wasm_exec.js: %w", err)
	}
	s.Wasm, s.WasmExec, s.Raw = hashName(name, wasm), hashName("wasm_exec.js", wasmExec), len(wasm)
	s.gzipLevel, s.brotliLvl = gzip.BestCompression, 9
	if gz, err = gzipped(wasm, s.gzipLevel); err != nil {
		return nil, nil, nil, nil, err
	}
	if br, err = brotlied(wasm, s.brotliLvl); err != nil {
		return nil, nil, nil, nil, err
	}
	s.Gzip, s.Brotli = len(gz), len(br)
	return wasm, wasmExec, gz, br, nil
}

// webKey begins the keys of the page's own words (assets/lang/*/render.toml's [web]).
const webKey = "render.web."

// pageTexts are the page's own words in every language, as the JSON index.html reads ({"en": {"loading":
// "Cleave is loading…", ...}, "ru": {...}}: a template's arguments left as {name} for the page to fill in),
// and the page's lines for a browser without JavaScript, every language's (it cannot choose).
func pageTexts() (texts, noscript string, err error) {
	en := lang.English()
	all := map[string]map[string]string{}
	var lines []string
	for _, tag := range lang.Tags() {
		l, err := lang.Load(tag)
		if err != nil {
			return "", "", fmt.Errorf("the page's words: %w", err)
		}
		words := map[string]string{}
		for _, k := range text.KeysOf(en) {
			name, ok := strings.CutPrefix(k, webKey)
			if !ok {
				continue
			}
			t, _ := en.Message(k)
			var args []text.Arg
			for a := range text.UsesOf(t).Args {
				args = append(args, text.S(a, "{"+a+"}"))
			}
			words[name] = l.Say(k, args...)
		}
		all[tag] = words
		lines = append(lines, fmt.Sprintf(`<p lang="%s" style="padding: 0 2em">%s</p>`, tag, html.EscapeString(words["noscript"])))
	}
	b, err := json.Marshal(all)
	if err != nil {
		return "", "", fmt.Errorf("the page's words: %w", err)
	}
	return string(b), strings.Join(lines, ""), nil
}
