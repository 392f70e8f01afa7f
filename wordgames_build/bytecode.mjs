// Compile Python modules to bytecode with the page's own interpreter (the vendored Pyodide, under Node),
// so that the browser imports the engine without compiling it first (wordgames_build/engine.py runs this):
//   node bytecode.mjs PYODIDE_FOLDER FOLDER [OPTIMIZE]
// writes, for every FOLDER/**/*.py, FOLDER/**/*.py.pyc: a hash-checked .pyc (Python then checks it
// against the source beside it, so a stale one is never run); OPTIMIZE 2 drops docstrings and asserts
// (wordgames_build/stdlib.py compiles the standard library so).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, folder, optimize = "0"] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(runtime), "pyodide.mjs")).href);
// The package's whole standard library (py_compile is not one the page needs: stdlib.py leaves it out).
const stdLibURL = path.join(path.resolve(runtime), "python_stdlib.full.zip");
const pyodide = await loadPyodide({ indexURL: path.resolve(runtime) + "/", stdLibURL });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(folder) }, "/work");
pyodide.runPython(`
import pathlib, py_compile
for source in sorted(pathlib.Path("/work").rglob("*.py")):
    name = source.relative_to("/work").as_posix()
    py_compile.compile(str(source), cfile=f"{source}.pyc", dfile=name, doraise=True, optimize=${Number(optimize)},
                       invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
`);
