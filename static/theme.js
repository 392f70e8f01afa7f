// The remembered theme and palette before the first paint (the game code reads them again). A file of its
// own, not an inline script: the page's Content-Security-Policy runs scripts of the site only.
(function () {
  "use strict";
  try {
    var prefs = JSON.parse(localStorage.getItem("wordgames.prefs") || "{}") || {};
    if (prefs.theme === "light" || prefs.theme === "dark") document.documentElement.dataset.theme = prefs.theme;
    if (prefs.palette === "colour-blind") document.documentElement.dataset.palette = prefs.palette;
  } catch (error) { /* unreadable: the defaults, and the game code says so */ }
})();
