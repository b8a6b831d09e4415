// Command web builds Cleave for the browser (GOOS=js GOARCH=wasm) and serves it on 127.0.0.1.
package main

import (
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

//go:embed index.html
var indexHTML []byte

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to serve on")
	flag.Parse()
	dir, err := os.MkdirTemp("", "cleave-web")
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(dir)
	fmt.Println("Building cleave.wasm ...")
	if err := BuildSite(context.Background(), dir); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
	fmt.Printf("Cleave is served at http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	if err := http.Serve(ln, Handler(dir)); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
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

// BuildSite writes index.html, wasm_exec.js and a fresh cleave.wasm into dir.
func BuildSite(ctx context.Context, dir string) error {
	root, err := moduleRoot(ctx)
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "cleave.wasm"), ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building cleave.wasm: %w\n%s", err, out)
	}
	goroot, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	if err := copyFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js")); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "index.html"), indexHTML, 0o644)
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return fmt.Errorf("copying wasm_exec.js: %w", err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return fmt.Errorf("copying wasm_exec.js: %w", err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("copying wasm_exec.js: %w", err)
	}
	return out.Close()
}

// Handler serves the built site from dir, with the WebAssembly content type.
func Handler(dir string) http.Handler {
	fs := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
		}
		w.Header().Set("Cache-Control", "no-store")
		fs.ServeHTTP(w, r)
	})
}
