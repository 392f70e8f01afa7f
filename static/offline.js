// Offline use of the deployed site: registers its service worker (sw.js, written by
// `python3 build.py site`), and offers a reload when a new version is waiting. A checkout
// served as it is says build "dev" and registers nothing, so edits show on a reload.
(function () {
  "use strict";
  var build = document.querySelector('meta[name="wordgames-build"]');
  if (!build || build.content === "dev" || !("serviceWorker" in navigator)) return;
  var workers = navigator.serviceWorker;
  var updating = Boolean(workers.controller);  // a first visit's worker takes over without a reload

  // A message in the page's language (static/i18n.js's table; wordgames_build/messages.py extracts say's text).
  function say(msgid) {
    var i18n = window.wordGamesI18n;
    return (i18n && i18n.table && i18n.table[msgid]) || msgid;
  }

  function offer(worker) {
    if (document.getElementById("update")) return;
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = say("reload");
    button.addEventListener("click", function () { worker.postMessage("skip-waiting"); });
    var line = document.createElement("p");
    line.append(say("Update available") + " — ", button);
    var box = document.createElement("div");
    box.id = "update";
    box.className = "notices";
    box.setAttribute("role", "status");
    box.append(line);
    document.body.prepend(box);
  }

  // A first visit's language pack arrived before the worker took over, so the worker never kept it (sw.js
  // keeps a pack as it passes): asked for again through the worker (from the HTTP cache), it plays offline.
  var PACK = /\/static\/dictionary-[a-z]{2}\.bin$/;
  function keepPacks() {
    performance.getEntriesByType("resource").forEach(function (entry) {
      if (PACK.test(new URL(entry.name).pathname)) fetch(entry.name).catch(function () { /* kept on a later visit */ });
    });
  }

  workers.addEventListener("controllerchange", function () {
    if (updating) location.reload();  // the new version took over: load it
    else keepPacks();
    updating = true;
  });
  // The worker precaches the site once the page is ready and nothing has been downloading for a while (the
  // definitions come a second after ready): a first visit's files are then in the HTTP cache, where the
  // worker takes them, instead of a second copy over the network racing the page's own downloads.
  var QUIET_MS = 2500;
  function whenSettled(run) {
    var quiet = 0;
    (function wait() {
      var loader = window.wordGamesLoader;
      var ready = document.body && document.body.hasAttribute("data-ready");
      quiet = ready && !(loader && loader.busy()) ? quiet + 250 : 0;
      if (quiet >= QUIET_MS) run();
      else setTimeout(wait, 250);
    })();
  }
  whenSettled(function () {
    workers.register("./sw.js").then(function (registration) {
      if (registration.waiting && workers.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", function () {
        var worker = registration.installing;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && workers.controller) offer(worker);
        });
      });
    }).catch(function (error) {
      console.warn("This page will not work offline: " + error);
    });
  });
})();
