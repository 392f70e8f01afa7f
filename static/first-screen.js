// The first screen before Python is ready: index.html draws the games' panels, an empty Wordle
// board and the keyboard; this script shows the remembered tab and board size at once, and keeps
// what the person types, taps or submits meanwhile. When the game code is ready it calls
// wordGamesFirstScreen.takeOver() (wordgames/web/app.py), and the kept input is played to it in
// order, as if it came now. (The game code decides everything again: this only guesses ahead.)
(function () {
  "use strict";
  var TABS = window.wordGamesTabs.tabs;  // static/tabs.js, written by the build from wordgames/web/tabs.py
  var MAX_KEPT = 64;  // inputs kept before ready; a flood beyond that is dropped
  var kept = [];  // one function per input, replaying it
  var waiting = true;
  var typed = "";  // letters echoed on the static board's first row
  // The language pack's keyboard (static/tabs.js, from the pack's alphabet); English's is index.html's own.
  var PACK = (window.wordGamesKeyboards || {})[(window.wordGamesI18n || {}).code] || null;
  // What a key typed means in the pack's letters (é -> e, œ -> oe, ё -> е), as the game code folds it.
  var FOLDS = {};
  ((PACK && PACK.folds) || "").split(" ").forEach(function (pair) { if (pair) FOLDS[pair[0]] = pair.slice(1); });

  // A pack's keys in place of index.html's QWERTY: its rows, Enter first on the last row and Backspace last
  // (as wordgames/web/wordle/board.py draws them).
  function drawKeys() {
    var keyboard = document.getElementById("w-keyboard");
    var enter = keyboard.querySelector('[data-key="Enter"]'), back = keyboard.querySelector('[data-key="Backspace"]');
    var letter = keyboard.querySelector('[data-key="q"]');
    if (!enter || !back || !letter) return;
    keyboard.replaceChildren.apply(keyboard, PACK.rows.map(function (row, r) {
      var line = document.createElement("div");
      line.className = "keys";
      var keys = Array.from(row).map(function (ch) {
        var key = letter.cloneNode(false);
        key.setAttribute("data-key", ch);
        key.setAttribute("aria-label", ch);
        key.textContent = capital(ch);
        return key;
      });
      if (r === PACK.rows.length - 1) keys = [enter].concat(keys, [back]);
      line.replaceChildren.apply(line, keys);
      return line;
    }));
  }
  function capital(letter) {  // one tile a letter: never ß -> SS
    return PACK && PACK.capitals[letter] ? PACK.capitals[letter] : letter.toUpperCase();
  }
  function isLetter(key) {
    return PACK ? key.length === 1 && folded(key).length > 0 : /^[a-z]$/i.test(key);
  }
  function folded(key) {  // the pack's letters a key stands for ("" for none)
    var lower = key.toLowerCase();
    var meant = FOLDS[lower] || lower;
    return Array.from(meant).every(function (ch) { return PACK.rows.join("").indexOf(ch) >= 0; }) ? meant : "";
  }

  function remembered() {
    try {
      return JSON.parse(localStorage.getItem("wordgames.prefs") || "{}") || {};
    } catch (error) {
      return {};  // unreadable: the game code says so
    }
  }

  // The tab the game code will open, by the rule of wordgames/web/tabs.py: the URL's tab, else the
  // first tab a parameter of the URL opens (openedBy), else the remembered tab, else the first.
  function firstTab(prefs) {
    var query = new URLSearchParams(location.search);
    if (TABS.indexOf(query.get("tab")) >= 0) return query.get("tab");
    var rules = window.wordGamesTabs.openedBy;
    for (var i = 0; i < rules.length; i++) {
      var tab = rules[i][0], key = rules[i][1], unless = rules[i][2];
      if (query.has(key) && query.get(key).trim().toLowerCase() !== unless) return tab;
    }
    if (TABS.indexOf(prefs.tab) >= 0) return prefs.tab;
    return firstVisit() ? window.wordGamesTabs.firstVisit : TABS[0];  // the daily Wordle (app.py, App.welcome)
  }

  function firstVisit() {
    try {
      for (var i = 0; i < localStorage.length; i++) if (localStorage.key(i).indexOf("wordgames.") === 0) return false;
      return true;
    } catch (error) {
      return false;
    }
  }

  // As App.show_tab (wordgames/web/app.py): the panel, and the header's tools that belong to a tab.
  function showTab(name) {
    if (document.getElementById("panel-" + name).querySelector(":scope > script[data-later]")) unfold();  // its markup
    TABS.forEach(function (tab) {
      var button = document.getElementById("tab-" + tab);
      button.setAttribute("aria-selected", String(tab === name));
      button.setAttribute("tabindex", tab === name ? "0" : "-1");
      document.getElementById("panel-" + tab).hidden = tab !== name;
    });
    document.querySelectorAll("header [data-tab]").forEach(function (tools) {
      tools.hidden = tools.getAttribute("data-tab") !== name;
    });
  }

  // The built page's markup the first screen does not draw, kept as text (static/i18n.js, unfold).
  function unfold() {
    if (window.wordGamesI18n && window.wordGamesI18n.unfold) window.wordGamesI18n.unfold();
  }

  function board() {
    return document.getElementById("w-board");
  }

  // The remembered guesser game's length and rows (the settings of the game in progress too).
  function shapeBoard(settings) {
    if (!settings || settings.mode !== "guesser" || location.search) return;
    var length = Number(settings.length), rows = Number(settings.guesses) || 6;
    if (!(length >= 3 && length <= 20) || !(rows >= 1 && rows <= 30) || (length === 5 && rows === 6)) return;
    var grid = board();
    grid.style.setProperty("--len", length);
    grid.style.setProperty("--rows", rows);
    grid.classList.toggle("long", length > 10);
    var row = grid.querySelector(".row"), tile = row.querySelector(".tile");
    row.replaceChildren.apply(row, Array.from({length: length}, function () { return tile.cloneNode(); }));
    grid.replaceChildren.apply(grid, Array.from({length: rows}, function (_, i) {
      var copy = row.cloneNode(true);
      copy.setAttribute("aria-rowindex", i + 1);
      return copy;
    }));
  }

  // Typed letters show on the board's first row at once (the game code redraws the board).
  function echo(key) {
    if (document.getElementById("panel-wordle").hidden) return;
    var tiles = board().querySelectorAll(".row:first-child .tile");
    if (key === "Backspace") typed = typed.slice(0, -1);
    else if (isLetter(key) && typed.length < tiles.length) typed = (typed + (PACK ? folded(key) : key.toLowerCase())).slice(0, tiles.length);
    else return;
    tiles.forEach(function (tile, i) {
      var letter = typed[i] || "";
      tile.className = letter ? "tile typed" : "tile";
      tile.setAttribute("aria-label", letter ? letter + ", typed" : "empty");
      tile.textContent = capital(letter);
    });
  }

  function keep(replay) {
    if (kept.length < MAX_KEPT) kept.push(replay);
  }

  function isTextField(target) {
    var tag = target.tagName;
    return tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable ||
      (tag === "INPUT" && !/^(checkbox|radio|button|submit|reset|range|color|file)$/.test(target.type));
  }

  function onKey(event) {
    var key = event.key, target = event.target;
    if (event.ctrlKey || event.metaKey || event.altKey || isTextField(target)) return;
    if (key.length !== 1 && key !== "Enter" && key !== "Backspace" && key !== "Escape") return;
    if (key === "Escape" && document.querySelector("dialog[open]")) return;  // the browser closes it
    // A click follows on a button or link, kept there; not on one left focused in a closed dialog (a closed How to play).
    if ((key === "Enter" || key === " ") && target.closest("button, a") && !target.closest("dialog:not([open])")) return;
    var help = document.getElementById("help-dialog");
    if (help.open && key !== "Escape") {  // typing a guess over How to play: the player plays
      help.close();
      // The focus would stay on the closed dialog's Close button, and an Enter typed next would press it, lost.
      if (help.contains(document.activeElement)) document.activeElement.blur();
    }
    event.preventDefault();
    echo(key);
    keep(function () {
      document.body.dispatchEvent(new KeyboardEvent("keydown", {key: key, bubbles: true, cancelable: true}));
    });
  }

  function onClick(event) {
    var button = event.target.closest("button");
    if (!button || (button.form && button.type === "submit")) return;  // a submission: kept there
    event.preventDefault();
    if (button.getAttribute("role") === "tab") showTab(button.id.replace("tab-", ""));
    if (button.hasAttribute("data-key")) echo(button.getAttribute("data-key"));
    keep(function () { current(button).click(); });
  }

  // The button as the game code drew it (it redraws the keyboard): the same key or the same id.
  function current(button) {
    if (button.isConnected) return button;
    var key = button.getAttribute("data-key");
    return (key && document.querySelector('#w-keyboard [data-key="' + key + '"]')) ||
      document.getElementById(button.id) || button;
  }

  function onSubmit(event) {
    var form = event.target;
    if (form.method === "dialog") return;
    event.preventDefault();  // never the browser's own submission, which would reload the page
    keep(function () { form.requestSubmit(); });
  }

  // Without static/loader.js nothing else would say why the page never gets going: say it here, in the page's
  // language once its table has come (static/i18n.js; the messages are extracted as the loader's are). It
  // loads async, so it may still be on its way: wait for it while nothing says it came.
  function say(msgid, values) {
    var table = (window.wordGamesI18n || {}).table;
    return ((table && table[msgid]) || msgid).replace(/\{(\w+)\}/g, function (field, name) {
      return name in (values || {}) ? String(values[name]) : field;
    });
  }
  var SITE_ADVICE = "The page's own files are incomplete or damaged. If you serve this page yourself, build " +
    "it again and copy every file (`python3 build.py site` writes them into _site/; `python3 build.py serve` " +
    "serves a checkout); otherwise reload the page later.";
  var CONNECTION_ADVICE = "Check your connection and reload the page. If you serve this page yourself, " +
    "check that the server is still running.";
  function sayLoaderMissing(what, advice) {
    if (window.wordGamesLoader) return;
    var box = document.getElementById("failure"), title = document.createElement("strong");
    var help = document.createElement("p");
    title.textContent = what;
    help.textContent = say(advice);
    box.replaceChildren(title, help);
    box.hidden = false;
    var loading = document.getElementById("loading");
    if (loading) loading.hidden = true;
  }
  var loaderAsked = 0;  // performance.now() when static/loader.js was asked for (as the page began, or laterRequests)
  function awaitLoader() {
    var script = document.querySelector('script[src$="static/loader.js"]');
    var came = script && performance.getEntriesByName(script.src).length > 0;
    if (window.wordGamesLoader) return;
    if (came || !script) {
      return setTimeout(function () {
        sayLoaderMissing(say("The page is missing a file: static/loader.js did not load."), SITE_ADVICE);
      }, 100);
    }
    if (performance.now() - loaderAsked >= 8000) {
      return sayLoaderMissing(say("The page is missing a file: static/loader.js stopped arriving (no data for {seconds} " +
                                  "seconds).", { seconds: 8 }), CONNECTION_ADVICE);
    }
    setTimeout(awaitLoader, 250);
  }

  // A first visit opening on the daily Wordle shows How to play at once, as the game code would at ready
  // (App.welcome in wordgames/web/app.py, which then leaves it be): the player reads while the runtime loads.
  function welcome(tab) {
    var help = document.getElementById("help-dialog");
    if (!firstVisit() || new URLSearchParams(location.search).has("tab") || tab !== window.wordGamesTabs.firstVisit ||
        !help.showModal) return false;
    help.showModal();
    return true;
  }

  var prefs = remembered();
  var tab = firstTab(prefs);
  showTab(tab);
  shapeBoard(prefs.settings);
  if (PACK) drawKeys();
  var welcomed = welcome(tab);
  performance.mark("first-screen");  // drawn: bench/page_visit.py and tests/e2e/test_boot.py read when
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);

  // static/loader.js starts PyScript; should it fail to load, the page starts it here, so the games still play.
  var startedWithoutLoader = false;
  function startWithoutLoader() {
    if (window.wordGamesLoader || startedWithoutLoader) return;
    startedWithoutLoader = true;
    unfold();  // the game code finds the whole page
    var core = document.createElement("script");
    core.type = "module";
    core.src = "./static/vendor/pyscript/core.js";
    document.head.appendChild(core);
  }
  // The built page's head keeps its requests the first screen does not need (static/loader.js, the runtime's
  // modules, the deferred scripts) in a <template> (wordgames_build/site.py, later_requests): each is added now, as
  // its own element (a template's copy would not run), a script in the order the page wrote them. Nothing on a
  // checkout: they are in its head, asked for as the page began.
  function laterRequests() {
    var later = document.getElementById("later-requests");
    if (!later) return;
    later.remove();
    loaderAsked = performance.now();
    Array.prototype.forEach.call(later.content.children, function (written) {
      var element = document.createElement(written.tagName);
      Array.prototype.forEach.call(written.attributes, function (attribute) {
        element.setAttribute(attribute.name, attribute.value);
      });
      if (element.tagName === "SCRIPT") {
        element.async = written.hasAttribute("async");  // a deferred one keeps its place in the order
        // loaded (and run) or failed: the page's load event may have come before it was asked for
        if (/static\/loader\.js$/.test(written.getAttribute("src"))) {
          element.addEventListener("load", startWithoutLoader);
          element.addEventListener("error", startWithoutLoader);
        }
      }
      document.head.appendChild(element);
    });
  }
  var painted = false;
  function afterFirstPaint() {
    if (painted) return;
    painted = true;
    laterRequests();
    awaitLoader();
    unfold();
  }
  // Once the first screen is painted; at once in a tab that is not shown (it paints no frame).
  if (document.hidden) afterFirstPaint();
  else requestAnimationFrame(function () { setTimeout(afterFirstPaint, 0); });
  document.addEventListener("visibilitychange", afterFirstPaint);
  addEventListener("load", function () {
    if (!document.getElementById("later-requests")) startWithoutLoader();
  });

  window.wordGamesFirstScreen = {
    welcomed: welcomed,  // How to play was shown (and maybe read and closed) before the game code ran
    // The game code is ready: stop keeping input and play what was kept, in order.
    takeOver: function () {
      if (!waiting) return;
      waiting = false;
      document.removeEventListener("keydown", onKey, true);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      setTimeout(function () {
        kept.splice(0).forEach(function (replay) { replay(); });
      }, 0);
    },
  };
})();
