// The page's language, before Python runs: the link's ?lang=, else the language chosen before, else the
// browser's first language with a catalog (navigator.languages), else English. It swaps index.html's
// text for the catalog's (static/locale/CODE/page.json, written by the build from the .po files) by the
// rule of wordgames_build/messages.py, fills the language pickers, and on a pick remembers the choice
// and reloads in it (each language keeps its games; Python checks a pick first: an uncached pack offline, a round).
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
    var asked = (new URLSearchParams(location.search).get("lang") || "").trim().toLowerCase();
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
      if (SKIPPED[child.localName] || child.getAttribute("translate") === "no" || child.id === "panel-lab") return;
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

  function fillPickers(code) {
    document.querySelectorAll("select[data-language-picker]").forEach(function (picker) {
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

  // A pick: remembered, written into the address (so a copied link keeps it), then the page reloads in it.
  function choose(code) {
    if (!offered(code) || code === api.code) return;
    var asking = api.confirmSwitch ? Promise.resolve(api.confirmSwitch(code)) : Promise.resolve(true);
    asking.then(function (agreed) {
      if (!agreed) {
        document.querySelectorAll("select[data-language-picker]").forEach(function (p) { p.value = api.code; });
        return;
      }
      remember(code);
      var url = new URL(location.href);
      url.searchParams.set("lang", code);
      location.replace(url.toString());
    });
  }

  var api = {
    code: chosen(),
    names: LANGUAGES.names,
    confirmSwitch: null,  // set by the game code: resolves false to keep the page as it is
    choose: choose,
    translate: translate,
    applied: null,  // a promise: the first screen's text is in the chosen language (or stays English)
    table: null,  // msgid: translation (page.json), once it has come ({} in English or when it cannot come)
  };
  window.wordGamesI18n = api;
  document.documentElement.lang = api.code;
  if (offered((new URLSearchParams(location.search).get("lang") || "").trim().toLowerCase())) remember(api.code);
  fillPickers(api.code);
  // The footer credits the words played: this language's pack, its sources and their licences.
  var credits = document.getElementById("credits");
  if (credits && LANGUAGES.credits && LANGUAGES.credits[api.code]) credits.textContent = LANGUAGES.credits[api.code];
  // The table also holds the loading screen's messages (static/loader.js, static/first-screen.js read api.table).
  api.table = api.code === "en" ? {} : null;
  api.applied = api.code === "en" ? Promise.resolve() : fetch("./static/locale/" + api.code + "/page.json")
    .then(function (response) { return response.ok ? response.json() : {}; })
    .then(function (table) {
      api.table = table;
      translate(document.body, table);
    })
    .catch(function () { api.table = {}; /* the game code says the catalog is missing when it cannot load it either */ });
})();
