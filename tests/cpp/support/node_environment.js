// --pre-js of the wasm test binary: Emscripten gives a program an environment of its own
// (HOME=/home/web_user, ...), not the Node process's, so the variables the suite reads
// (NPUZZLE_TEST_PDB_DIR, TMPDIR) are copied in before main() runs.
Module['preRun'] = (Module['preRun'] || []).concat(function () {
  Object.assign(ENV, process.env);
});
