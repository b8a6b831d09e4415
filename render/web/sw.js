// Cleave's service worker: keeps the page and the module so the game starts offline after the first visit.
// The build writes the version and the list of files in; a new build is a new cache, and the old one goes.
// The first worker takes the page at once; a new build's worker waits (installed, its files kept) until the
// player says when it loads: the page asks it its version ("version"), and lets it take over ("activate").
const VERSION = "{{VERSION}}";
const CACHE = "cleave-" + VERSION;
const FILES = {{FILES}};

self.addEventListener("install", (e) => {
  // the module is already in the browser's HTTP cache from the visit (its name holds its hash): no second download
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => {
    if (!self.registration.active) return self.skipWaiting(); // the first visit: offline from now on
  }));
});

self.addEventListener("message", (e) => {
  if (e.data === "version" && e.ports[0]) e.ports[0].postMessage(VERSION);
  if (e.data === "activate") self.skipWaiting();
});

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("cleave-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  if (req.mode === "navigate") {
    // the page from the network first, so that a new build is picked up; the kept page offline (any ?seed)
    e.respondWith(fetch(req).catch(() => caches.open(CACHE).then((c) => c.match("./", { ignoreSearch: true }))
      .then((r) => r || Response.error())));
    return;
  }
  e.respondWith(caches.open(CACHE).then((c) => c.match(req, { ignoreSearch: true })).then((r) => r || fetch(req)));
});
