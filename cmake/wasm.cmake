# The wasm module for the page's worker: ES6 glue for web and worker, loaded by
# web/worker/solver.worker.js. Node tests load the same files, passing wasmBinary
# (docs/toolchain.md). Written into web/wasm/ so index.html works when the repository root is
# served.

# Link-time optimisation across the core library lets the search loop inline the packing and
# table code; measured faster in the benchmarks.
target_compile_options(npuzzle_core PRIVATE -flto)

set(NPUZZLE_WASM_DIR "${CMAKE_SOURCE_DIR}/web/wasm" CACHE PATH "Where the wasm module is written")

# The Embind surface: the bindings and the readers of the requests they take.
set(NPUZZLE_BINDINGS_SOURCES cpp/bindings/npuzzle_bindings.cpp cpp/bindings/request_readers.cpp)

add_executable(npuzzle_wasm ${NPUZZLE_BINDINGS_SOURCES})
target_link_libraries(npuzzle_wasm PRIVATE npuzzle_core)
set_target_properties(npuzzle_wasm PROPERTIES
  OUTPUT_NAME npuzzle
  SUFFIX ".mjs"
  RUNTIME_OUTPUT_DIRECTORY "${NPUZZLE_WASM_DIR}")
# -O3, not -Os: size-optimised builds ran the search loop several times slower.
# DYNAMIC_EXECUTION=0: no eval, so the page's CSP needs only 'wasm-unsafe-eval'.
set(NPUZZLE_PAGE_MODULE_FLAGS
  --bind
  -O3
  -flto
  -sMODULARIZE=1
  -sEXPORT_ES6=1
  -sEXPORT_NAME=createNpuzzleModule
  -sENVIRONMENT=web,worker
  -sALLOW_MEMORY_GROWTH=1
  -sMAXIMUM_MEMORY=4GB
  -sTOTAL_STACK=1048576
  -sDYNAMIC_EXECUTION=0
  -sFILESYSTEM=0)
target_link_options(npuzzle_wasm PRIVATE ${NPUZZLE_PAGE_MODULE_FLAGS})

# The benchmark workloads as a Node program (classic glue named .cjs, real filesystem for the
# data files), so wasm and native run the same code in one `npm run bench`. Built only for the
# bench (`scripts/build.sh wasm-bench`): its link-time optimisation is a minute the page and the
# tests do not need (docs/toolchain.md, "CI time").
add_executable(npuzzle_bench_wasm EXCLUDE_FROM_ALL cpp/bench/bench_workloads.cpp)
target_link_libraries(npuzzle_bench_wasm PRIVATE npuzzle_core)
set_target_properties(npuzzle_bench_wasm PROPERTIES OUTPUT_NAME npuzzle_bench SUFFIX ".cjs")
target_link_options(npuzzle_bench_wasm PRIVATE
  -O3
  -flto
  -sENVIRONMENT=node
  -sNODERAWFS=1
  -sALLOW_MEMORY_GROWTH=1
  -sMAXIMUM_MEMORY=4GB
  -sEXIT_RUNTIME=1
  -sWASM_ASYNC_COMPILATION=0)  # node 20's fetch cannot load a file path (docs/toolchain.md)

# The same module as one self-contained file (-sSINGLE_FILE=1: the wasm inlined as base64), for
# dist/npuzzle-lab.html, which must work opened from file:// where no .wasm can be fetched.
# scripts/build-offline.mjs bundles it into the worker that the offline page starts from a Blob.
add_executable(npuzzle_wasm_single ${NPUZZLE_BINDINGS_SOURCES})
target_link_libraries(npuzzle_wasm_single PRIVATE npuzzle_core)
set_target_properties(npuzzle_wasm_single PROPERTIES
  OUTPUT_NAME npuzzle-single
  SUFFIX ".mjs"
  RUNTIME_OUTPUT_DIRECTORY "${NPUZZLE_WASM_DIR}")
target_link_options(npuzzle_wasm_single PRIVATE ${NPUZZLE_PAGE_MODULE_FLAGS} -sSINGLE_FILE=1)
