// The Lab's race off the page's thread: a second Pyodide runs the engine here (wordgames/web/lab/race_in_worker.py)
// and posts each update as plain data, so a click on the page never waits for a move. Plain postMessage
// only: no SharedArrayBuffer, so no special HTTP headers are needed (GitHub Pages sends none).
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const SLICE_MS = 50; // computing time between two looks at the messages (pause, resume)
const DRAW_MS = 500; // between two partial results posted (progress goes with every slice)
const PAUSE_POLL_MS = 100;

let booting = null; // the start-up, once: the runtime, the engine, the dictionary and the opening book
let paused = false;

async function download(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function boot() {
  const pyodide = await loadPyodide();
  pyodide.unpackArchive((await download("./wordgames.zip")).buffer, "zip"); // URLs are the worker's: static/
  const engine = pyodide.pyimport("wordgames.web.lab.race_in_worker");
  const dictionary = await download("./dictionary.bin");
  const book = await download("./openings.bin").catch(() => null); // the slower strategies can do without
  postMessage({ type: "ready" });
  return { engine, dictionary, book };
}

const turn = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function run({ settings, lexicon }) {
  const { engine, dictionary, book } = await booting;
  const race = engine.open_race(settings, lexicon ?? dictionary, book);
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
    while (paused) await turn(PAUSE_POLL_MS);
  }
  race.destroy();
}

onmessage = ({ data }) => {
  if (data.type === "pause") paused = true;
  else if (data.type === "resume") paused = false;
  else if (data.type === "race") {
    paused = false;
    booting ??= boot();
    run(data).catch((error) => postMessage({ type: "failed", message: String(error?.message ?? error) }));
  }
};
