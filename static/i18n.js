// The page's language, before Python runs: the link's ?lang=, else the language chosen before, else the
// browser's first language with a catalog (navigator.languages), else English. It swaps index.html's
// text for the catalog's (static/locale/CODE/page.json, written by the build from the .po files) by the
// rule of wordgames_build/messages.py, and fills the language pickers. A pick goes to the game code
// (switchTo, wordgames/web/switch.py): it loads the language whole, then has apply() draw index.html's
// views afresh in it before it makes its own again; no reload (before the game code runs, a pick reloads).
// The game code reads window.wordGamesI18n.code and loads the same language's gettext catalog.
(function () {
  "use strict";
  var LANGUAGES = window.wordGamesLanguages || {names: {en: "English"}, catalogs: []};  // static/locale/languages.js
  // Not "wordgames.": a choice of language alone does not make a visit a returning player's (storage.py, is_empty).
  var KEY = "wordgames-language";
  var INLINE = {kbd: 1, i: 1, b: 1, em: 1, strong: 1, code: 1, abbr: 1, br: 1};
  var VOID = {br: 1, input: 1, img: 1, meta: 1, link: 1, source: 1, hr: 1, wbr: 1};
  var SKIPPED = {head: 1, script: 1, style: 1, svg: 1, noscript: 1, template: 1};
  var VALUES = {textarea: 1};  // its content is a value: only its attributes are text
  var ATTRIBUTES = ["aria-label", "title", "placeholder"];

  function offered(code) {
    return typeof code === "string" && (code === "en" || LANGUAGES.catalogs.indexOf(code) >= 0);
  }

  function stored() {
    try {
      return localStorage.getItem(KEY);
    } catch (error) {
      return null;
    }
  }

  function remember(code) {
    try {
      localStorage.setItem(KEY, code);
    } catch (error) { /* storage refused: the link's ?lang= still says it */ }
  }

  function chosen() {
    var asked = (new URLSearchParams(location.search).get("lang") || "").trim().toLowerCase().split(/[-_]/)[0];
    if (offered(asked)) return asked;
    if (offered(stored())) return stored();
    var browser = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < browser.length; i++) {
      var code = String(browser[i]).split("-")[0].toLowerCase();
      if (offered(code)) return code;
    }
    return "en";
  }

  function collapse(text) {
    return text.replace(/\s+/g, " ").trim();
  }

  function isText(text) {
    var letters = text.match(/\p{L}/gu);
    return letters !== null && letters.length >= 2;
  }

  function escapeText(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\u00a0/g, "&nbsp;");
  }

  // The content as wordgames_build/messages.py serializes it (the catalog's key for a whole unit).
  function serialized(element) {
    var parts = [];
    element.childNodes.forEach(function (child) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(escapeText(child.data));
      if (child.nodeType !== Node.ELEMENT_NODE) return;
      var attrs = Array.prototype.map.call(child.attributes, function (a) {
        return " " + a.name + '="' + a.value.replace(/&/g, "&amp;").replace(/"/g, "&quot;") + '"';
      }).join("");
      parts.push("<" + child.localName + attrs + ">" + (VOID[child.localName] ? "" : serialized(child) + "</" + child.localName + ">"));
    });
    return parts.join("");
  }

  function allInline(element) {
    return Array.prototype.every.call(element.childNodes, function (child) {
      return child.nodeType !== Node.ELEMENT_NODE || (INLINE[child.localName] && allInline(child));
    });
  }

  // Swap every unit the table translates; text outside the units (drawn by the game code) is left alone.
  function translate(node, table) {
    node.childNodes.forEach(function (child) {
      if (child.nodeType === Node.TEXT_NODE) {
        var key = collapse(child.data);
        if (isText(key) && table[key]) child.data = child.data.replace(/\S[\s\S]*\S|\S/, table[key]);
        return;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) return;
      if (SKIPPED[child.localName] || child.getAttribute("translate") === "no") return;
      ATTRIBUTES.forEach(function (name) {
        var value = child.getAttribute(name);
        if (value !== null && table[collapse(value)]) child.setAttribute(name, table[collapse(value)]);
      });
      if (VALUES[child.localName]) return;
      if (allInline(child) && collapse(child.textContent)) {
        var translation = table[collapse(serialized(child))];
        if (translation && translation.indexOf("<") < 0) child.textContent = translation;
        else if (translation) child.innerHTML = translation;  // the build's own catalog, inline markup only
        return;
      }
      translate(child, table);
    });
  }

  // index.html's views as written (English, nothing bound): apply() draws fresh copies of them in a language.
  var views = Array.prototype.filter.call(document.body.children, function (node) {
    return node.localName !== "script" && node.id !== "loading" && node.id !== "failure";
  });
  var written = views.map(function (node) { return node.cloneNode(true); });

  function fillPickers(code, root) {
    (root || document).querySelectorAll("select[data-language-picker]").forEach(function (picker) {
      picker.replaceChildren.apply(picker, ["en"].concat(LANGUAGES.catalogs).map(function (option) {
        var item = document.createElement("option");
        item.value = option;
        item.lang = option;
        item.setAttribute("translate", "no");  // a language is named in itself, in every language
        item.textContent = LANGUAGES.names[option] || option;
        item.selected = option === code;
        return item;
      }));
      picker.addEventListener("change", function () { choose(picker.value); });
    });
  }

  function resetPickers() {
    document.querySelectorAll("select[data-language-picker]").forEach(function (p) { p.value = api.code; });
  }

  // A pick: to the game code once it runs (it says false when the page stays as it was); before, the page
  // reloads in the language, remembered and written into the address (so a copied link keeps it).
  function choose(code) {
    if (!offered(code)) return;
    if (api.switchTo) {
      Promise.resolve(api.switchTo(code)).then(function (applied) { if (!applied) resetPickers(); });
      return;
    }
    if (code === api.code) return;
    remember(code);
    location.replace(address(code));
  }

  function address(code) {
    var url = new URL(location.href);
    url.searchParams.set("lang", code);
    return url.toString();
  }

  // The page's own text in a language: its code, the footer's credits, the pickers.
  function show(code) {
    api.code = code;
    document.documentElement.lang = code;
    // The footer credits the words played: this language's pack, its sources and their licences.
    var credits = document.getElementById("credits");
    if (credits && LANGUAGES.credits && LANGUAGES.credits[code]) credits.textContent = LANGUAGES.credits[code];
    fillPickers(code);
  }

  // The table of index.html's text in a language (page.json); a promise that fails when it cannot come.
  function loadTable(code) {
    if (code === "en") return Promise.resolve({});
    return fetch("./static/locale/" + code + "/page.json").then(function (response) {
      if (!response.ok) throw Object.assign(new Error("HTTP " + response.status), { status: response.status });
      return response.json();
    });
  }

  // The game code's switch: index.html's views replaced by fresh copies in the language (the old views' handlers
  // go with them), the choice remembered and written into the address without a reload.
  function apply(code, table) {
    var focused = document.activeElement && document.activeElement.id;  // a picker: focused again in its copy
    views = views.map(function (node, at) {
      var fresh = written[at].cloneNode(true);
      unfold(fresh);  // the views as written keep the built page's later markup as text
      node.replaceWith(fresh);
      return fresh;
    });
    api.table = table;
    translate({ childNodes: views }, table);
    show(code);
    remember(code);
    history.replaceState(history.state, "", address(code));
    var again = focused && document.getElementById(focused);
    if (again && again.checkVisibility && again.checkVisibility()) again.focus();
  }

  // The built site keeps the markup the first screen does not draw (the other panels, the dialogs but How to play) as
  // text the parser skims, in <script type="text/html" data-later> in its place (wordgames_build/site.py,
  // later_markup): unfold() draws it there, in the page's language, once the first screen is painted
  // (static/first-screen.js) and in any case before PyScript starts (static/loader.js). Nothing on a checkout.
  var LATER = 'script[type="text/html"][data-later]';

  // In the page (no root): translated if the page already is (else with it) and its pickers filled; in a copy of
  // the views as written (apply), English and nothing bound, as the rest of the copy.
  function unfold(root) {
    (root || document).querySelectorAll(LATER).forEach(function (block) {
      var markup = document.createElement("template");
      markup.innerHTML = block.textContent;
      if (!root && api.table && api.code !== "en") translate(markup.content, api.table);
      if (!root) fillPickers(api.code, markup.content);
      block.replaceWith(markup.content);
    });
  }

  var api = {
    code: chosen(),
    names: LANGUAGES.names,
    switchTo: null,  // set by the game code once it runs: (code) → a promise, false when the page stays as it was
    choose: choose,
    translate: translate,
    loadTable: loadTable,
    apply: apply,
    unfold: function () { unfold(); },
    applied: null,  // a promise: the first screen's text is in the chosen language (or stays English)
    table: null,  // msgid: translation (page.json), once it has come ({} in English or when it cannot come)
    failed: false,  // the table could not come: the page is not whole (said by static/loader.js)
  };
  window.wordGamesI18n = api;
  if (offered((new URLSearchParams(location.search).get("lang") || "").trim().toLowerCase())) remember(api.code);
  show(api.code);
  // The table also holds the loading screen's messages (static/loader.js, static/first-screen.js read api.table).
  api.table = api.code === "en" ? {} : null;
  var booted = api.code;
  api.applied = loadTable(booted)
    .then(function (table) {
      if (api.code !== booted) return;  // switched already (apply() drew the page in the new language)
      api.table = table;
      if (booted !== "en") translate(document.body, table);
    })
    .catch(function (error) {
      if (api.code !== booted) return;
      api.table = {};
      // The site's own file is missing or damaged: said as any such file is. The game code waits for this
      // promise before the page is ready, so a table that fails late is said all the same.
      api.failed = true;
      var loader = window.wordGamesLoader;
      if (loader) loader.lost(new URL("./static/locale/" + booted + "/page.json", location.href).href, error.status, error);
    });
})();
