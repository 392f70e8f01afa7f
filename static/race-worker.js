// The Lab's race off the page's thread: a second Pyodide runs the engine here (wordgames/web/lab/race_in_worker.py)
// and posts each update as plain data, so a click on the page never waits for a move. Plain postMessage
// only: no SharedArrayBuffer, so no special HTTP headers are needed (GitHub Pages sends none).
const STALL_MS = 8000; // a download without data this long is aborted, as static/loader.js does on the page
const SLICE_MS = 50; // computing time between two looks at the messages (pause, resume)
const DRAW_MS = 500; // between two partial results posted (progress goes with every slice)
const PAUSE_POLL_MS = 100;

let booting = null; // the start-up, once: the runtime, the engine, the dictionary and the opening book
let paused = false;

// Every download here (the runtime's too) is aborted once it gets no data for STALL_MS: a stall then
// fails the start-up within seconds, and the page races on its own thread with a notice.
const nativeFetch = fetch;
globalThis.fetch = async (resource, options = {}) => {
  const url = String(resource?.url ?? resource);
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new Error(`${url} stalled: no data for ${STALL_MS / 1000} s`)), STALL_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  const response = await nativeFetch(resource, { ...options, signal }).catch((error) => {
    clearTimeout(timer);
    throw controller.signal.aborted ? controller.signal.reason : error;
  });
  if (!response.body) return clearTimeout(timer), response;
  const reader = response.body.getReader();
  const body = new ReadableStream({
    async pull(stream) {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Error(`${url} stalled: no data for ${STALL_MS / 1000} s`)), STALL_MS);
      try {
        const { done, value } = await reader.read();
        if (done) return clearTimeout(timer), stream.close();
        stream.enqueue(value);
      } catch (error) {
        clearTimeout(timer);
        stream.error(controller.signal.aborted ? controller.signal.reason : error);
      }
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

async function download(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function within(ms, promise, what) {
  return Promise.race([promise, new Promise((_, fail) => setTimeout(() => fail(new Error(what)), ms))]);
}

async function boot() {
  // Imported here, not at the top: the page hears "started" at once, and a stalled module fails in seconds.
  const { loadPyodide } = await within(STALL_MS, import("./vendor/pyodide/pyodide.mjs"),
    `static/vendor/pyodide/pyodide.mjs did not arrive within ${STALL_MS / 1000} s`);
  const pyodide = await loadPyodide();
  pyodide.unpackArchive((await download("./wordgames.zip")).buffer, "zip"); // URLs are the worker's: static/
  const engine = pyodide.pyimport("wordgames.web.lab.race_in_worker");
  const pack = new URL(self.location.href).searchParams.get("dictionary") || "";  // the page's language pack
  const dictionary = await download(/^dictionary(-[a-z]{2})?\.bin$/.test(pack) ? "./" + pack : "./dictionary.bin");
  // The slower strategies can do without the opening book: the page says so, and they compute their openings.
  const book = await download("./openings.bin").catch((error) => {
    postMessage({ type: "book", problem: String(error?.message ?? error) });
    return undefined; // undefined, not null: Python sees None
  });
  const kept = engine.prepare(dictionary, book); // parsed once here, while the player reads the form
  postMessage({ type: "ready" });
  return { engine, dictionary, book, kept };
}

const turn = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function run({ settings, lexicon }) {
  const { engine, dictionary, book, kept } = await booting;
  // A dictionary of the player's own comes with the race; else the one kept at start-up (null), or its bytes.
  const race = engine.open_race(settings, lexicon ?? (kept ? null : dictionary), book);
  if (typeof race === "string") return postMessage({ type: "refused", message: race });
  let drawn = performance.now();
  for (let going = true; going; ) {
    const end = performance.now() + SLICE_MS;
    do going = race.step();
    while (going && performance.now() < end);
    const update = { type: going ? "progress" : "done", done: race.done, total: race.total };
    if (!going || performance.now() - drawn >= DRAW_MS) {
      update.record = race.record();
      drawn = performance.now();
    }
    postMessage(update);
    await turn(0); // the messages get their turn
    if (paused && going) {  // said once, with the results at this very count: the page shows it and keeps it
      postMessage({ type: "paused", done: race.done, total: race.total, record: race.record() });
    }
    while (paused) await turn(PAUSE_POLL_MS);
  }
  race.destroy();
}

postMessage({ type: "started" }); // the script arrived and runs: the start-up itself reports from now on

onmessage = ({ data }) => {
  if (data.type === "pause") paused = true;
  else if (data.type === "resume") paused = false;
  else if (data.type === "boot") booting ??= boot(); // the page warms it while the player reads the form
  else if (data.type === "race") {
    paused = false;
    booting ??= boot();
    run(data).catch((error) => postMessage({ type: "failed", message: String(error?.message ?? error) }));
  }
};
