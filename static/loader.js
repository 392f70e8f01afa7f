// Loading screen for Word Games: marks the stages PyScript reports before any Python runs,
// watches every download, and turns a runtime that fails to load into a readable message within
// seconds instead of a blank page or a spinner. It loads async, first: no script or style sheet
// it watches can hold it up (static/first-screen.js says so if this file itself never comes). (Everything after the runtime starts is done by
// the Python in wordgames/web/; it reads the dictionary and the opening book through the same
// watched fetch, so a stalled one ends in a clear error there too.)
(function () {
  "use strict";
  var STAGES = ["runtime", "code", "dictionary", "games"];
  var STALL_SECONDS = 8;  // a download that gets no data for this long is stalled: it is aborted
  var SLOW_SECONDS = 20;  // then the page says the connection is slow, while data still arrives
  var GIVE_UP_SECONDS = 90;  // the runtime neither started nor failed, and nothing is arriving
  // Every message is say(English text with {placeholders}, values): wordgames_build/messages.py extracts the text
  // into the catalogs, and it shows in the page's language (static/locale/CODE/page.json, read by static/i18n.js).
  function say(msgid, values) {
    return { id: msgid, values: values || {} };
  }
  var RUNTIME_ADVICE = say("The Python runtime (static/vendor) could not be started. If you serve this page " +
    "yourself, run `python3 build.py` first so the runtime is in static/vendor, then reload. " +
    "Otherwise try reloading the page or another up-to-date browser.");
  var SITE_ADVICE = say("The page's own files are incomplete or damaged. If you serve this page yourself, build " +
    "it again and copy every file (`python3 build.py site` writes them into _site/; `python3 build.py serve` " +
    "serves a checkout); otherwise reload the page later.");
  var CONNECTION_ADVICE = say("Check your connection and reload the page. If you serve this page yourself, " +
    "check that the server is still running.");
  var failed = false;
  var started = Date.now();
  var OWN_URL = document.currentScript ? document.currentScript.src : "";
  var early = {};  // url: the response promise of a file asked for before Python runs (see fetchEarly)
  var handOver = {};  // url: the same, for the runtime's own next request of that url

  function stage(name) {
    var items = document.querySelectorAll("#loading-stages li[data-stage]");
    var index = STAGES.indexOf(name);
    for (var i = 0; i < items.length; i++) {
      items[i].className = i < index ? "done" : i === index ? "active" : "";
    }
    var bar = document.getElementById("loading-bar");
    // Each stage moves the bar most of the way towards the next one (slowly: see style.css).
    if (bar) bar.style.transform = "scaleX(" + ((index + 0.9) / STAGES.length).toFixed(3) + ")";
  }

  // The message box, or (stuck: the parser waits for a stalled script above it) one of its own.
  function failureBox(stuck) {
    var box = document.getElementById("failure");
    if (box || !stuck) return box;
    box = document.createElement("div");
    box.id = "failure";
    box.className = "failure";
    box.setAttribute("role", "alert");
    if (document.body) document.body.prepend(box);
    else document.documentElement.appendChild(box);
    return box;
  }

  // A message in the page's language, its {placeholders} filled in one pass (a value is never read as one);
  // English while the language's table has not come (or never will: it may be the file that failed).
  function words(message, table) {
    if (typeof message === "string") return message;  // the game code's own, in the language already (web/dom.py)
    var text = (table && table[message.id]) || message.id;
    return text.replace(/\{(\w+)\}/g, function (field, name) {
      return name in message.values ? String(message.values[name]) : field;
    });
  }
  function language() {
    var i18n = window.wordGamesI18n;
    return i18n ? { table: i18n.table, code: i18n.code } : { table: null, code: "" };
  }

  // What Python or the runtime said, in a player's words (the console keeps the original): issue 43.
  function inWords(what) {
    var text = words(what);
    if (/BadZipFile/.test(text)) {  // the one archive Python unpacks itself is the page's code, pyscript.toml's [files]
      return say("The page's code could not be unpacked: static/wordgames.zip is damaged.");
    }
    var exit = /Program terminated with exit\((\d+)\)|SystemExit: (\d+)/.exec(text);
    if (exit) return say("The page's Python stopped while starting (with status {status}).", { status: exit[1] || exit[2] });
    return what;
  }

  // Shows what went wrong (a message) and what to do (a message, or several read one after the other).
  function fail(what, advice, stuck) {
    var box = failureBox(stuck);
    if (!box) {  // not parsed yet
      return setTimeout(function () { fail(what, advice); }, 100);
    }
    if (failed || (document.body && document.body.hasAttribute("data-ready"))) return;
    failed = true;
    what = inWords(what);
    advice = [].concat(advice);
    var tries = 0;
    (function draw() {
      var now = language(), table = now.table;
      var text = words(what, table);
      var title = document.createElement("strong");
      title.textContent = text.length > 400 ? text.slice(0, 400) + "…" : text;
      var help = document.createElement("p");
      help.textContent = advice.map(function (message) { return words(message, table); }).join(" ");
      box.replaceChildren(title, help);
      // The language's table may still be on its way: said again in the language once it has come.
      if (!table && now.code !== "en" && tries++ < 40) setTimeout(draw, 250);
    })();
    box.hidden = false;
    var loading = document.getElementById("loading");
    if (loading) loading.hidden = true;
    var app = document.getElementById("app");  // the first screen, drawn before the game code ran
    if (app) app.hidden = true;
  }

  function pythonStarted() {
    return document.documentElement.hasAttribute("data-python-started");
  }

  // A URL as the site's own path ("static/vendor/pyodide/pyodide.asm.wasm") and who can mend it.
  function sitePath(url) {
    var base = location.href.replace(/[?#].*$/, "").replace(/[^/]*$/, "");
    return String(url).indexOf(base) === 0 ? String(url).slice(base.length) : String(url);
  }
  function isRuntime(text) {
    return /static\/vendor\//.test(text) || /\.wasm\b/.test(text);
  }
  function adviceFor(text) {
    return isRuntime(text) ? RUNTIME_ADVICE : /\.py\b|pyscript\.toml|index\.html|wordgames\.zip|static\/locale\//.test(text) ? SITE_ADVICE
      : RUNTIME_ADVICE;
  }
  function missing(url, status) {
    var path = sitePath(url);
    var values = { path: path, status: status };
    fail(isRuntime(path) ? say("The Python runtime is missing a file: {path} (HTTP {status})", values)
      : say("The page is missing a file: {path} (HTTP {status})", values), adviceFor(path));
  }
  // A file that did not come whole: answered with an error status, not JSON where JSON was read, or not at all.
  function lost(url, status, error) {
    if (status) return missing(url, status);
    if (error && error.name === "SyntaxError") {
      return fail(say("The page has a damaged file: {path} is not valid JSON ({error})",
                      { path: sitePath(url), error: error.message }), SITE_ADVICE);
    }
    fail(say("A file the page needs did not arrive: {path} ({error})", { path: sitePath(url), error: error && error.message }),
         CONNECTION_ADVICE);
  }

  // ----- every download: its status, a stall timeout, and whether data is still arriving -----

  var downloads = [];  // in flight: {url, quiet: ms without data, controller, stalled}
  var lastData = 0;  // when the last bytes arrived (any download)
  var received = 0;  // bytes so far, every download
  var expected = 0;  // bytes announced (Content-Length) by the downloads started before Python runs
  var firstAsked = 0;  // when the first of them was asked for
  var shownAt = 0;  // when the progress line was last drawn

  function heard(download, bytes) {
    download.quiet = 0;
    lastData = Date.now();
    received += bytes || 0;
    elements.quiet = 0;
    if (lastData - shownAt >= 200) progress(shownAt = lastData);
  }
  function done(download) {
    var at = downloads.indexOf(download);
    if (at >= 0) downloads.splice(at, 1);
  }
  // What the runtime cannot report itself: a damaged file it reads whole (Pyodide hangs on bad
  // JSON; a truncated archive ends in a traceback). "" when the bytes look whole.
  function jsonProblem(bytes, path) {
    try {
      JSON.parse(new TextDecoder().decode(bytes));
      return null;
    } catch (error) {
      var values = { path: path, error: error.message };
      return isRuntime(path) ? say("The Python runtime has a damaged file: {path} is not valid JSON ({error})", values)
        : say("The page has a damaged file: {path} is not valid JSON ({error})", values);
    }
  }
  function zipProblem(bytes, path) {  // a whole archive ends with the record "PK\5\6", then at most 64 KB of comment
    for (var i = bytes.length - 22; i >= 0 && i >= bytes.length - 22 - 65535; i--) {
      if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 5 && bytes[i + 3] === 6) return null;
    }
    var values = { path: path, bytes: bytes.length };
    return isRuntime(path) ? say("The Python runtime has a damaged file: {path} is not a whole zip archive ({bytes} bytes)", values)
      : say("The page has a damaged file: {path} is not a whole zip archive ({bytes} bytes)", values);
  }
  function joined(chunks) {
    var bytes = new Uint8Array(chunks.reduce(function (sum, chunk) { return sum + chunk.length; }, 0));
    chunks.reduce(function (at, chunk) { bytes.set(chunk, at); return at + chunk.length; }, 0);
    return bytes;
  }

  function watchBody(download, copy) {
    var path = sitePath(download.url).replace(/[?#].*$/, "");
    var check = /\.json$/.test(path) ? jsonProblem : /\.zip$/.test(path) ? zipProblem : null;
    var chunks = [];
    var reader = copy.body.getReader();
    (function next() {
      reader.read().then(function (chunk) {
        if (!chunk.done) {
          heard(download, chunk.value.length);
          if (check) chunks.push(chunk.value);
          return next();
        }
        done(download);
        var problem = check && !pythonStarted() ? check(joined(chunks), path) : null;
        if (problem) fail(problem, adviceFor(path));
      }, function () { done(download); });
    })();
  }

  var nativeFetch = window.fetch;
  window.fetch = function (resource, options) {
    var url = new URL(resource && resource.url ? resource.url : String(resource), location.href).href;
    var ahead = handOver[url];
    if (ahead) {  // the runtime asks for a file this script asked for first: that download is its
      handOver[url] = undefined;
      return ahead;
    }
    var download = { url: url, quiet: 0, controller: new AbortController(), stalled: false };
    var theirs = (options && options.signal) || (resource && resource.signal);
    var init = Object.assign({}, options);
    if (!theirs) init.signal = download.controller.signal;
    else if (AbortSignal.any) init.signal = AbortSignal.any([theirs, download.controller.signal]);
    downloads.push(download);
    firstAsked = firstAsked || Date.now();
    tick.start();
    return nativeFetch.call(this, resource, init).then(function (response) {
      heard(download, 0);
      if (!pythonStarted()) expected += Number(response.headers.get("content-length")) || 0;
      if (!response.ok && !pythonStarted() && !(url in early)) missing(url, response.status);
      if (response.body) watchBody(download, response.clone());
      else done(download);
      return response;
    }, function (error) {
      done(download);
      if (!download.stalled && !pythonStarted() && !(url in early)) lost(url, 0, error);
      throw error;
    });
  };

  // Every half second: abort what has stalled, say whether the connection is slow, and as a last
  // resort give up on a runtime that never starts. A main thread busy for a long time (compiling
  // the runtime on a slow phone) counts as one second, not as a stall.
  var tick = (function () {
    var running = false;
    var last = 0;
    function run() {
      var now = Date.now();
      var step = Math.min(now - last, 1000);
      last = now;
      downloads.slice().forEach(function (download) {
        download.quiet += step;
        if (download.quiet >= STALL_SECONDS * 1000 && !download.stalled) {
          download.stalled = true;
          var path = sitePath(download.url);
          done(download);
          download.controller.abort(new Error("stalled: no data for " + STALL_SECONDS + " seconds"));
          if (download.url === DICTIONARY_URL) {  // said now, as the game code would once it has started
            fail(say("The dictionary could not be loaded: ./{path} did not arrive (stalled: no data for {seconds} seconds).",
                     { path: path, seconds: STALL_SECONDS }), CONNECTION_ADVICE);
          } else if (!pythonStarted()) {
            fail(stoppedArriving(path), CONNECTION_ADVICE);
          }
        }
      });
      var ready = document.body && document.body.hasAttribute("data-ready");
      if (!ready && !failed) {
        watchElements(step);
        watchdog(now);
      }
      running = downloads.length > 0 || (!ready && !failed);
      if (running) setTimeout(run, 500);
    }
    return {
      start: function () {
        if (!running) {
          running = true;
          last = Date.now();
          setTimeout(run, 500);
        }
      }
    };
  })();

  // ----- files loaded as elements: scripts, modules, style sheets -----

  // The browser tells nothing of these until one has arrived (its resource timing entry), and a
  // stalled one holds the parser, the style or the runtime. One awaited for STALL_SECONDS while
  // nothing at all has arrived for QUIET_SECONDS is stalled: the runtime's big files, watched
  // above, outlast any of these on a slow connection. A style sheet is dropped, so the page goes on.
  var QUIET_SECONDS = 2;
  var elements = { arrived: {}, awaited: {}, quiet: 0 };  // awaited: url → ms
  var ELEMENTS = 'script[src], link[rel="stylesheet"], link[rel="modulepreload"]';

  function arrived(entries) {
    entries.forEach(function (entry) {
      elements.arrived[entry.name] = true;
      elements.quiet = 0;
    });
  }
  function awaited() {
    return Array.prototype.filter.call(document.querySelectorAll(ELEMENTS), function (element) {
      var script = element.tagName === "SCRIPT";
      if (script && element.type && element.type !== "module" && !/javascript/.test(element.type)) return false;
      var url = script ? element.src : element.href;
      return url !== OWN_URL && !elements.arrived[url];
    });
  }
  function watchElements(step) {
    elements.quiet += step;
    var stalled = awaited().filter(function (element) {
      var url = element.src || element.href;
      elements.awaited[url] = (elements.awaited[url] || 0) + step;
      return elements.awaited[url] >= STALL_SECONDS * 1000;
    });
    if (!stalled.length || elements.quiet < QUIET_SECONDS * 1000) return;
    var element = stalled[0];
    var path = sitePath(element.src || element.href);
    var stuck = element.tagName === "SCRIPT" && !element.async && !element.defer && element.type !== "module";
    if (element.tagName === "LINK") element.remove();  // a style sheet holds the page's drawing and scripts
    fail(stoppedArriving(path), CONNECTION_ADVICE, stuck);
  }
  function stoppedArriving(path) {
    return say("A file the page needs stopped arriving: {path} (no data for {seconds} seconds)",
               { path: path, seconds: STALL_SECONDS });
  }

  // The progress line: bytes so far of those announced, and on a slow link the time left at the rate so far.
  function progress(now) {
    var line = document.getElementById("loading-bytes");
    if (!line || !expected || pythonStarted()) return;
    var total = Math.max(expected, received), elapsed = (now - firstAsked) / 1000, lang = language();
    function megabytes(bytes) {  // 1.5 MB, or 1,5 MB in the page's language
      return (bytes / 1e6).toLocaleString(lang.code || undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    }
    var text = words(say("{received} of {total} MB", { received: megabytes(received), total: megabytes(total) }), lang.table);
    var left = elapsed >= 3 && received > 0 ? (total - received) / (received / elapsed) : 0;
    if (left >= 10) {
      text += " · " + words(left < 60 ? say("about {seconds} s left", { seconds: Math.ceil(left / 5) * 5 })
        : say("about {minutes} min left", { minutes: Math.round(left / 60) }), lang.table);
    }
    line.textContent = text;
  }

  function watchdog(now) {
    progress(now);
    var seconds = (now - started) / 1000;
    var arriving = now - lastData < 3000 && downloads.length > 0;
    var stages = document.getElementById("loading-stages");
    var slow = document.getElementById("loading-slow");
    if (stages && !slow && seconds > SLOW_SECONDS) {
      slow = document.createElement("li");
      slow.id = "loading-slow";
      stages.appendChild(slow);
    }
    if (slow) {
      slow.hidden = !arriving;
      slow.textContent = words(say("This is taking unusually long; the connection may be slow ({megabytes} MB so far).",
                                   { megabytes: (received / 1048576).toFixed(1) }), language().table);
    }
    if (seconds > GIVE_UP_SECONDS && !pythonStarted() && !arriving) {
      fail(say("The Python runtime did not start within {seconds} seconds.", { seconds: GIVE_UP_SECONDS }), RUNTIME_ADVICE);
    }
  }

  // ----- failures the runtime reports in its own ways -----

  // Pyodide catches a failed WebAssembly compile (a truncated runtime, a wrong MIME type), warns
  // on the console and waits forever: see the failure on its way.
  ["instantiate", "instantiateStreaming"].forEach(function (name) {
    var original = window.WebAssembly && WebAssembly[name];
    if (!original) return;
    WebAssembly[name] = function () {
      return original.apply(WebAssembly, arguments).catch(function (error) {
        if (!pythonStarted()) {
          fail(say("The Python runtime could not be started: static/vendor/pyodide/pyodide.asm.wasm is damaged or " +
                   "served wrongly ({error})", { error: error.message }), RUNTIME_ADVICE);
        }
        throw error;
      });
    };
  });

  // PyScript reports its own errors (a missing or invalid pyscript.toml, a file it could not
  // fetch: PY1000, PY0404, ...) by appending a box at the end of the page, below the footer.
  function pyscriptError(node) {
    if (!node.classList || !node.classList.contains("py-error")) return;
    var text = node.textContent.trim();
    var code = /\((PY\d{4})\)/.exec(text);
    var values = { error: withoutTraceback(text) };
    fail(code && code[1] === "PY1000" ? say("The page's configuration (pyscript.toml) is invalid: {error}", values)
      : say("PyScript could not start the page: {error}", values), adviceFor(text));
    if (failed) node.hidden = true;  // said in the failure box (a person has no use for a traceback)
  }
  // A Python traceback's last line says what went wrong; the rest is for developers (the console has it).
  function withoutTraceback(text) {
    var at = text.indexOf("Traceback (most recent call last)");
    if (at < 0) return text;
    var lines = text.slice(at).trim().split("\n").filter(function (line) { return line.trim(); });
    return (text.slice(0, at).trim() + " " + lines[lines.length - 1].trim()).trim();
  }
  function whenParsed(run) {  // this script is async: the page may be parsed already
    if (document.readyState === "loading") addEventListener("DOMContentLoaded", run);
    else run();
  }
  whenParsed(function () {
    stage("runtime");
    document.querySelectorAll(".py-error").forEach(pyscriptError);
    new MutationObserver(function (records) {
      records.forEach(function (record) { record.addedNodes.forEach(pyscriptError); });
    }).observe(document.body, { childList: true });
  });

  // The dictionary is asked for at once, so that it arrives while Python starts and imports the
  // game instead of after; the game code takes the response (fetch_asset in wordgames/web/app.py)
  // and says itself what went wrong with it, as with every file it fetches (so this one's
  // failures are left to it, above).
  function fetchEarly(path) {
    var url = new URL(path, location.href).href;
    early[url] = window.fetch(url);
    early[url].catch(function () {});  // handled where it is taken: no unhandled rejection meanwhile
  }
  function take(path) {  // the early response promise for path, once; undefined if there is none
    var url = new URL(path, location.href).href;
    var response = early[url];
    early[url] = undefined;
    return response || undefined;
  }
  // The language pack the page plays (English's dictionary.bin, else dictionary-<code>.bin: wordgames/languages.py),
  // known once static/i18n.js, at the page's end, has picked the language; only that one is downloaded.
  var DICTIONARY_URL = new URL("./static/dictionary.bin", location.href).href;
  function packPath() {
    var i18n = window.wordGamesI18n;
    var code = i18n && typeof i18n.code === "string" ? i18n.code : "en";
    return /^[a-z]{2}$/.test(code) && code !== "en" ? "./static/dictionary-" + code + ".bin" : "./static/dictionary.bin";
  }
  // The big downloads, asked for once the page is parsed (its first screen drawn, not queued behind them).
  function startDownloads() {
    DICTIONARY_URL = new URL(packPath(), location.href).href;
    fetchEarly(DICTIONARY_URL);
    // The runtime's two big files, asked for now (rather than preloaded by the page) so that their
    // bytes are watched while the runtime's scripts arrive; Pyodide's own requests take these.
    ["./static/vendor/pyodide/pyodide.asm.wasm", "./static/vendor/pyodide/python_stdlib.zip"].forEach(function (path) {
      var url = new URL(path, location.href).href;
      handOver[url] = window.fetch(url);
      handOver[url].catch(function () {});  // said by the watch above; Pyodide's request gets the same failure
    });
    // The runtime's scripts, at once rather than after PyScript has read its config; the engine's archive,
    // which PyScript asks for (pyscript.toml's [files]) only once the runtime has started: preloaded, it
    // downloads beside the runtime, and PyScript's request takes that download.
    ["pyodide.mjs", "pyodide.asm.mjs"].forEach(function (name) {
      preload("modulepreload", "./static/vendor/pyodide/" + name);
    });
    preload("preload", "./static/wordgames.zip", "fetch");
  }
  function preload(rel, href, as) {
    var link = document.createElement("link");
    link.rel = rel;
    if (as) link.as = as;  // before it joins the page, which reads it then
    link.crossOrigin = "anonymous";
    link.href = href;
    return document.head.appendChild(link);
  }

  // PyScript (core.js, preloaded by the page) runs only with a whole pyscript.toml: without its interpreter line
  // PyScript would ask a CDN for a runtime. PyScript's own parser (its preloaded toml chunk) reads it here, and
  // PyScript's request for it takes this download.
  function startPyScript() {
    var script = document.querySelector('script[type="py"][config]');
    var parser = document.querySelector('link[rel="modulepreload"][href*="/pyscript/toml-"]');
    var core = document.querySelector('link[rel="modulepreload"][href$="/pyscript/core.js"]');
    if (!script || !parser || !core) {
      return fail(say("The page's own files are damaged: index.html does not load PyScript."), SITE_ADVICE);
    }
    var url = new URL(script.getAttribute("config"), location.href).href;
    var response = window.fetch(url);
    handOver[url] = response.then(function (copy) { return copy.clone(); });
    handOver[url].catch(function () {});  // said by the watch (an HTTP error, a stall)
    Promise.all([response.then(function (got) { return got.ok ? got.text() : null; }), import(parser.href)])
      .then(function (results) {
        if (results[0] === null) return;  // an HTTP error: said by the watch, naming the file
        var problem = configProblem(results[0], results[1].parse, url);
        if (problem) return fail(problem, SITE_ADVICE);
        // The built page's markup kept as text until the first screen was painted (static/i18n.js, unfold): drawn
        // now at the latest, so that the game code finds the whole page (a hidden tab paints no frame).
        if (window.wordGamesI18n && window.wordGamesI18n.unfold) window.wordGamesI18n.unfold();
        var start = document.createElement("script");
        start.type = "module";
        start.src = core.href;
        document.head.appendChild(start);
      }, function () {});  // a download that failed or stalled: said by the watch
  }
  // What keeps PyScript from starting the page's own runtime, in a player's words; null when nothing does.
  function configProblem(text, parse, base) {
    var config;
    try {
      config = parse(text);
    } catch (error) {
      return say("The page's settings file (pyscript.toml) is damaged: its text cannot be read.");
    }
    if (!config || typeof config.interpreter !== "string" || !/\.m?js$/.test(config.interpreter)) {
      return say("The page's settings file (pyscript.toml) is damaged: it does not say where the Python runtime is.");
    }
    var files = config.files && typeof config.files === "object" ? Object.keys(config.files) : [];
    var elsewhere = [config.interpreter].concat(files).some(function (address) {
      try {
        return new URL(address, base).origin !== location.origin;
      } catch (error) {
        return true;
      }
    });
    return elsewhere ? say("The page's settings file (pyscript.toml) is damaged: it asks another site for the game's " +
                           "files, which this page never does.") : null;
  }
  // Once the parser is done (readyState "interactive"): the first screen is drawn then, while DOMContentLoaded
  // also waits for the deferred scripts, one of which may have stalled (said by the watch above).
  function whenInteractive(run) {
    if (document.readyState !== "loading") return run();
    document.addEventListener("readystatechange", function once() {
      document.removeEventListener("readystatechange", once);
      run();
    });
  }
  // pyscript.toml first: its few bytes hold up PyScript, and on a warm visit the big files asked for before it, read
  // from the cache at once, held its body up by some 40 ms (bench/journal/29-warm-visits.md).
  whenInteractive(function () {
    startPyScript();
    startDownloads();
  });

  // busy(): downloads in flight (static/offline.js waits for none before the worker precaches the site).
  window.wordGamesLoader = { stage: stage, fail: fail, lost: lost, take: take, busy: function () { return downloads.length; } };
  tick.start();

  addEventListener("py:progress", function (event) {
    var text = String(event.detail || "");
    if (/^Loaded pyodide|^Loading files|^Loading config/i.test(text)) stage("code");
  });
  // Files loaded other than by fetch (scripts, modules, styles): a missing one shows in its
  // resource timing, where browsers report the status.
  if (window.PerformanceObserver) {
    try {
      new PerformanceObserver(function (list) {
        arrived(list.getEntries());
        list.getEntries().forEach(function (entry) {
          if (entry.responseStatus >= 400 && !pythonStarted() && !(entry.name in early)) {
            missing(entry.name, entry.responseStatus);
          }
        });
      }).observe({ type: "resource", buffered: true });
    } catch (error) { /* an old browser: the watchdog covers it */ }
  }
  // Resource errors (a script or preload that did not load) do not bubble; listen while capturing.
  // They do not say why, so a moment is left for the reports that do (an HTTP status, a fetch error).
  addEventListener("error", function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      var path = sitePath(target.src || target.href);
      setTimeout(function () {
        fail(say("A file the page needs did not arrive: {path}", { path: path }), [CONNECTION_ADVICE, adviceFor(path)]);
      }, 500);
    } else if (event.message && !pythonStarted()) {
      var file = event.filename ? sitePath(event.filename) : "";
      fail(file ? say("The page has a damaged file: {path} ({error})", { path: file, error: event.message })
        : say("The page could not start: {error}", { error: withoutTraceback(event.message) }),
           file ? adviceFor(file) : adviceFor(event.message));
    }
  }, true);
  addEventListener("unhandledrejection", function (event) {
    if (pythonStarted()) return;
    var reason = String(event.reason && (event.reason.message || event.reason)).trim();
    var lines = reason.split("\n");  // a Python traceback: its last line says what went wrong
    var what = /^Traceback/.test(reason) ? lines[lines.length - 1] : reason;
    fail(say("The Python runtime failed to load: {error}", { error: what }), adviceFor(reason));
  });
})();
