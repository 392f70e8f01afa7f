// The service worker of the deployed site (`python3 build.py site` writes the BUILD line):
// it precaches every file of the build under a cache named by the build's content hash, answers
// from that cache first, drops older caches once active, and takes over from an older worker
// only when the page asks (static/offline.js offers "Update available — reload").
"use strict";

const BUILD = { version: "dev", files: [] };
const PREFIX = "word-games-";
const CACHE = PREFIX + BUILD.version;

self.addEventListener("install", (event) => {
  // "no-cache": revalidate what the page has just downloaded (a 304 when unchanged) rather
  // than trust an HTTP cache that may still hold the previous build.
  const requests = BUILD.files.map((file) => new Request(file, { cache: "no-cache" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  const old = (name) => name.startsWith(PREFIX) && name !== CACHE;
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter(old).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // ignoreSearch: the page's URL parameters (?seed=1) name the same file.
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((cached) => cached || fetch(request)),
  );
});
