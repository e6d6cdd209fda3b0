//go:build ignore

// Serve is a tiny static file server for the web build, with nothing but
// the standard library:
//
//	go run scripts/serve.go [-dir build/web] [-addr localhost:8080]
//
// It sends every file with no-cache headers, so a reload always shows the
// latest build, and .wasm files as application/wasm, which browsers need to
// compile them while they download.
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net/http"
	"os"
	"time"
)

func main() {
	dir := flag.String("dir", "build/web", "folder to serve")
	addr := flag.String("addr", "localhost:8080", "address to listen on (:8080 for every network interface)")
	flag.Parse()

	if _, err := os.Stat(*dir); err != nil {
		log.Fatalf("serve: %v (build it first: make web)", err)
	}
	_ = mime.AddExtensionType(".wasm", "application/wasm")

	files := http.FileServer(http.Dir(*dir))
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		log.Printf("%s %s", r.Method, r.URL.Path)
		files.ServeHTTP(w, r)
	})
	server := &http.Server{Addr: *addr, Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	fmt.Printf("serving %s on http://%s/ (Ctrl-C stops)\n", *dir, displayAddr(*addr))
	log.Fatal(server.ListenAndServe())
}

// displayAddr turns ":8080" into "localhost:8080" for the printed link.
func displayAddr(addr string) string {
	if len(addr) > 0 && addr[0] == ':' {
		return "localhost" + addr
	}
	return addr
}
