// The service worker of the deployed site (`python3 build.py site` writes the BUILD line):
// it precaches every file of the build under a cache named by the build's content hash, answers
// from that cache first, drops older caches once active, and takes over from an older worker
// only when the page asks (static/offline.js offers "Update available — reload").
// static/offline.js registers it once the page is ready and its downloads are done, so that a first
// visit's precache takes what the page fetched from the HTTP cache: no file crosses the network twice.
"use strict";

const BUILD = { version: "dev", files: [] };
const PREFIX = "word-games-";
const CACHE = PREFIX + BUILD.version;
const INTEGRITY = BUILD.integrity || {};  // file: "sha256-…" of this build's bytes
const PACK = /\/static\/dictionary-[a-z]{2}\.bin$/;  // wordgames_build/site.py leaves these out of BUILD.files

// One file of the build into the cache. A first visit takes the copy the page has just downloaded
// ("force-cache"); an update revalidates ("no-cache": a 304 when unchanged), as the HTTP cache may hold
// the previous build. A copy of another build fails its integrity check and is fetched again.
async function store(cache, file, first) {
  const integrity = INTEGRITY[file] || "";
  let response = null;
  for (const url of first ? await visited(file) : [file]) {
    try {
      response = await fetch(new Request(url, { cache: first ? "force-cache" : "no-cache", integrity }));
      if (response.ok) break;
    } catch (error) {
      response = null;  // another build's copy (integrity) or a network error: once more from the server
    }
  }
  if (!response || !response.ok) response = await fetch(new Request(file, { cache: "reload", integrity }));
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  await cache.put(file, response.clone());
  if (file === "./") await cache.put("index.html", response);  // the same page, asked for by its name
}

// The URLs under which the page may hold ``file``: the page itself ("./") was visited by a link that
// may carry a query (?seed=1), and the HTTP cache keeps it under that URL.
async function visited(file) {
  if (file !== "./") return [file];
  const page = new URL("./", self.location.href).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const links = windows.map((client) => client.url.replace(/#.*$/, "")).filter((url) => url.split("?")[0] === page);
  return [...new Set([...links, page])];
}

async function precache() {
  const first = !(await caches.keys()).some((name) => name.startsWith(PREFIX));
  const cache = await caches.open(CACHE);
  await Promise.all(BUILD.files.map((file) => store(cache, file, first)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
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

// The cache, opened once for every request this worker answers (a failure is not kept: the next request tries again).
let opened = null;
function ourCache() {
  if (!opened) {
    opened = caches.open(CACHE);
    opened.catch(() => { opened = null; });
  }
  return opened;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  // ignoreSearch only for a URL with parameters (the page's ?seed=1 names the same file): a match that ignores
  // them reads every entry of the cache (some 70) where an exact one looks up one, and the page's own files have none.
  event.respondWith(
    ourCache().then(async (cache) => {
      const cached = await cache.match(request, { ignoreSearch: url.search !== "" });
      if (cached) return cached;
      const response = await fetch(request);
      // A language pack is left out of the precache (ten of them); the one played is kept for offline play.
      if (PACK.test(url.pathname) && response.ok) await cache.put(request, response.clone());
      return response;
    }),
  );
});
