// The person's own dictionaries in IndexedDB (database "wordgames", store "dictionaries"):
// each record is { name, words, data } where data holds the serialized lexicon's bytes. The
// game code (wordgames/web/dictionary_store.py) calls these; every call settles within a few
// seconds, a missing, blocked or failing IndexedDB rejecting with an Error that says so.
(function () {
  "use strict";
  var DATABASE = "wordgames";
  var STORE = "dictionaries";
  var PATIENCE_MS = 5000;  // a database blocked by another tab would otherwise keep the page waiting
  var keys = {};  // each listed record's key by its text: a key another page stored as a number is removed by it

  // late(result) takes a success that comes after the patience ran out (an open connection to close:
  // left open, it would block every later delete of the database, in every tab).
  function settle(request, within, late) {
    return new Promise(function (resolve, reject) {
      var expired = false;
      var timer = setTimeout(function () {
        expired = true;
        reject(new Error(within + " took too long (is the storage blocked?)"));
      }, PATIENCE_MS);
      request.onsuccess = function () {
        clearTimeout(timer);
        if (expired && late) late(request.result);
        else resolve(request.result);
      };
      request.onerror = function () {
        clearTimeout(timer);
        reject(new Error(within + " failed: " + (request.error ? request.error.message : "unknown error")));
      };
    });
  }

  function open() {
    var factory;
    try {
      factory = window.indexedDB;
    } catch (error) {  // some browsers throw when storage is disabled
      factory = null;
    }
    if (!factory) return Promise.reject(new Error("this browser offers no IndexedDB storage here"));
    var request;
    try {
      request = factory.open(DATABASE, 1);
    } catch (error) {
      return Promise.reject(new Error("IndexedDB refused to open: " + error.message));
    }
    request.onupgradeneeded = function () { request.result.createObjectStore(STORE, { keyPath: "name" }); };
    request.onblocked = function () { /* the timeout in settle says so */ };
    return settle(request, "opening IndexedDB", function (db) { db.close(); });
  }

  function run(mode, within, act) {
    return open().then(function (db) {
      try {
        return settle(act(db.transaction(STORE, mode).objectStore(STORE)), within).finally(function () { db.close(); });
      } catch (error) {
        db.close();
        throw new Error(within + " failed: " + error.message);
      }
    });
  }

  window.wordGamesDictionaries = {
    // [{ key, name, words, bytes }] as stored, for the game code to check every field: key is the
    // record's key as text (remove takes it), name null unless text, bytes whether data holds bytes.
    list: function () {
      return run("readonly", "listing the dictionaries", function (store) { return store.getAll(); }).then(function (records) {
        keys = {};
        return records.map(function (record) {
          var key = String(record.name);
          keys[key] = record.name;
          return {
            key: key,
            name: typeof record.name === "string" ? record.name : null,
            words: typeof record.words === "number" ? record.words : String(record.words),
            bytes: record.data instanceof Uint8Array,
          };
        });
      });
    },
    load: function (name) {  // the bytes, or null when there is no such dictionary
      return run("readonly", "reading a dictionary", function (store) { return store.get(name); }).then(function (record) {
        if (!record) return null;
        if (!(record.data instanceof Uint8Array)) throw new Error("the stored record holds no bytes");
        return record.data;
      });
    },
    save: function (name, words, data) {
      return run("readwrite", "saving a dictionary", function (store) {
        return store.put({ name: name, words: words, data: new Uint8Array(data) });
      });
    },
    remove: function (name) {
      var key = Object.prototype.hasOwnProperty.call(keys, name) ? keys[name] : name;
      return run("readwrite", "removing a dictionary", function (store) { return store.delete(key); });
    },
  };
})();
