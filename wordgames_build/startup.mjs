// The modules Pyodide has imported once it has started, before any of the page's code runs
// (wordgames_build/stdlib.py keeps them in the page's standard library):
//   node startup.mjs PYODIDE_FOLDER STDLIB_ZIP
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, stdlib] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(runtime), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(runtime) + "/", stdLibURL: path.resolve(stdlib) });
console.log(pyodide.runPython("import json, sys; json.dumps(sorted(sys.modules))"));
