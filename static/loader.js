// Loading screen for Word Games: marks the stages PyScript reports before any Python runs,
// and turns a runtime that fails to load into a readable message instead of a blank page.
// (Everything after the runtime starts is done by the Python in wordgames/web/.)
(function () {
  "use strict";
  var STAGES = ["runtime", "code", "dictionary", "games"];
  var failed = false;

  function stage(name) {
    var items = document.querySelectorAll("#loading-stages li");
    var index = STAGES.indexOf(name);
    for (var i = 0; i < items.length; i++) {
      items[i].className = i < index ? "done" : i === index ? "active" : "";
    }
    var bar = document.getElementById("loading-bar");
    // Each stage moves the bar most of the way towards the next one (slowly: see style.css).
    if (bar) bar.style.width = Math.round((100 * (index + 0.9)) / STAGES.length) + "%";
  }

  function fail(what, advice) {
    if (document.readyState === "loading") {  // the message box is not parsed yet
      return addEventListener("DOMContentLoaded", function () { fail(what, advice); });
    }
    if (failed || document.body.hasAttribute("data-ready")) return;
    failed = true;
    var box = document.getElementById("failure");
    var title = document.createElement("strong");
    title.textContent = what;
    var help = document.createElement("p");
    help.textContent = advice;
    box.replaceChildren(title, help);
    box.hidden = false;
    var loading = document.getElementById("loading");
    if (loading) loading.hidden = true;
  }

  var RUNTIME_ADVICE = "The Python runtime (static/vendor) could not be started. If you serve this page " +
    "yourself, run `python3 build.py` first so the runtime is in static/vendor, then reload. " +
    "Otherwise try reloading the page or another up-to-date browser.";

  window.wordGamesLoader = { stage: stage, fail: fail };
  addEventListener("DOMContentLoaded", function () { stage("runtime"); });

  addEventListener("py:progress", function (event) {
    var text = String(event.detail || "");
    if (/^Loaded pyodide|^Loading files|^Loading config/i.test(text)) stage("code");
  });
  // A runtime file that is missing makes Pyodide stall rather than fail, so watch the HTTP
  // status of every download from static/vendor (where browsers report it; elsewhere the
  // watchdog below still ends the wait).
  if (window.PerformanceObserver) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          if (entry.responseStatus >= 400 && entry.name.indexOf("/static/vendor/") >= 0) {
            fail("The Python runtime is missing a file: " + entry.name + " (HTTP " + entry.responseStatus + ")",
                 RUNTIME_ADVICE);
          }
        });
      }).observe({ type: "resource", buffered: true });
    } catch (error) { /* an old browser: the watchdog covers it */ }
  }
  // Resource errors (a script that did not load) do not bubble; listen while capturing.
  addEventListener("error", function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      fail("A file the page needs did not load: " + (target.src || target.href), RUNTIME_ADVICE);
    } else if (!document.body.hasAttribute("data-ready") && event.message &&
               !document.documentElement.hasAttribute("data-python-started")) {
      fail("The page could not start: " + event.message, RUNTIME_ADVICE);
    }
  }, true);
  addEventListener("unhandledrejection", function (event) {
    if (document.documentElement.hasAttribute("data-python-started")) return;
    var reason = event.reason && (event.reason.message || String(event.reason));
    fail("The Python runtime failed to load: " + reason, RUNTIME_ADVICE);
  });
  var started = Date.now();
  var watchdog = setInterval(function () {
    if (document.body.hasAttribute("data-ready") || failed) return clearInterval(watchdog);
    var seconds = (Date.now() - started) / 1000;
    var stages = document.getElementById("loading-stages");
    if (seconds > 20 && stages && !document.getElementById("loading-slow")) {
      var slow = document.createElement("li");
      slow.id = "loading-slow";
      slow.textContent = "This is taking unusually long; the connection may be slow.";
      stages.appendChild(slow);
    }
    if (seconds > 90 && !document.documentElement.hasAttribute("data-python-started")) {
      clearInterval(watchdog);
      fail("The Python runtime did not start within 90 seconds.", RUNTIME_ADVICE);
    }
  }, 1000);
})();
