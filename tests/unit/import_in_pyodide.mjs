// Import modules in the page's Python (the vendored Pyodide under Node) with the standard library the
// page is served (static/vendor/pyodide/python_stdlib.zip, trimmed by wordgames_build/stdlib.py):
//   node import_in_pyodide.mjs PYODIDE_FOLDER REPOSITORY MODULE...
// prints a JSON list of [module, error] for each that failed to import (and of static/wordgames.zip,
// if it does not open as Pyodide opens it to unpack it: its names are cp437, a codec looked up by name).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, repository, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(runtime), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(runtime) + "/" });
pyodide.FS.mkdirTree("/repository");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(repository) }, "/repository");
pyodide.globals.set("modules", pyodide.toPy(modules));
console.log(pyodide.runPython(`
import importlib, json, sys
sys.path.insert(0, "/repository")
failed = []
for name in modules:
    try:
        importlib.import_module(name)
    except Exception as error:
        failed.append([name, f"{type(error).__name__}: {error}"])
try:
    import zipfile
    zipfile.ZipFile("/repository/static/wordgames.zip").namelist()
except Exception as error:
    failed.append(["static/wordgames.zip", f"{type(error).__name__}: {error}"])
json.dumps(failed)
`));
