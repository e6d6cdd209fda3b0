// Service worker of the battle map: network first, so a new build is used as
// soon as the server has it, and the cached copy when there is no network
// (a table without internet). It must be served from the page's folder
// (copy it beside index.html) to look after the page.
//
// The fonts (fonts/*.otf) are named by their contents, so a name never
// changes meaning: they are served from the cache first, and kept as they
// are fetched; the interface's fonts of every language are fetched at
// install, so switching the language works offline.
"use strict";

const CACHE = "battlemap-v1";
const FONTS = "battlemap-fonts-v1";
const FILES = [
  "./",
  "index.html",
  "wasm_exec.js",
  "battlemap.wasm",
  "web/manifest.webmanifest",
  "web/icon-192.png",
  "web/icon-512.png",
  "fonts/Go-Regular.ttf",
  "fonts/Go-Bold.ttf",
  "fonts/fonts.json",
  "lang/ja.json",
  "lang/zh.json",
  "lang/glossary.json",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => Promise.all(FILES.map((f) => cache.add(f).catch(() => {}))))
      .then(() => keepInterfaceFonts())
      .then(() => self.skipWaiting()),
  );
});

// pruneFonts drops the fonts that the build's index no longer names.
function pruneFonts() {
  return fetch("fonts/fonts.json")
    .then((r) => r.json())
    .then((ix) => {
      const names = new Set(ix.fonts.map((f) => f.file));
      return caches.open(FONTS).then((cache) => cache.keys().then((reqs) => Promise.all(reqs
        .filter((r) => !names.has(new URL(r.url).pathname.split("/").pop()))
        .map((r) => cache.delete(r)))));
    })
    .catch(() => {});
}

// keepInterfaceFonts puts the interface's fonts of every language in the
// font cache (the name slices are kept when a name first needs one).
function keepInterfaceFonts() {
  return fetch("fonts/fonts.json")
    .then((r) => r.json())
    .then((ix) => caches.open(FONTS).then((cache) => Promise.all(ix.fonts
      .filter((f) => f.kind === "ui")
      .map((f) => cache.match("fonts/" + f.file).then((hit) => hit || cache.add("fonts/" + f.file))))))
    .catch(() => {});
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE && k !== FONTS).map((k) => caches.delete(k))))
      .then(() => pruneFonts())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) {
    return;
  }
  if (url.pathname.endsWith(".otf")) {
    event.respondWith(caches.open(FONTS).then((cache) => cache.match(req).then((hit) => hit || fetch(req).then((resp) => {
      if (resp.ok) cache.put(req, resp.clone());
      return resp;
    }))));
    return;
  }
  event.respondWith(
    fetch(req)
      .then((resp) => {
        if (resp.ok) {
          const copy = resp.clone();
          caches.open(CACHE).then((cache) => cache.put(req, copy));
        }
        return resp;
      })
      .catch(() => caches.match(req, { ignoreSearch: true }).then((hit) => hit || Response.error())),
  );
});
