# Catch2 for the wasm build of the test suite (NPUZZLE_WASM_TESTS): Debian's Catch2 2 is a
# native package, and emcmake confines find_* to Emscripten's sysroot. So its header is found
# outside that root and copied into the build tree, which alone goes on the include path (putting
# /usr/include on a wasm compile line would drag in glibc's headers), and its Catch.cmake
# (catch_discover_tests) is taken from the package's CMake directory.

find_path(NPUZZLE_CATCH2_INCLUDE_DIR catch2/catch.hpp
  PATHS /usr/include /usr/local/include
  NO_CMAKE_FIND_ROOT_PATH)
find_path(NPUZZLE_CATCH2_CMAKE_DIR Catch.cmake
  PATHS /usr/lib/cmake/Catch2 /usr/share/cmake/Catch2 /usr/local/lib/cmake/Catch2
  NO_CMAKE_FIND_ROOT_PATH)
if(NOT NPUZZLE_CATCH2_INCLUDE_DIR OR NOT NPUZZLE_CATCH2_CMAKE_DIR)
  message(FATAL_ERROR "NPUZZLE_WASM_TESTS needs Catch2 2 (Debian: apt-get install catch2)")
endif()

configure_file("${NPUZZLE_CATCH2_INCLUDE_DIR}/catch2/catch.hpp"
  "${CMAKE_BINARY_DIR}/catch2-include/catch2/catch.hpp" COPYONLY)
add_library(npuzzle_catch2_wasm INTERFACE)
target_include_directories(npuzzle_catch2_wasm INTERFACE "${CMAKE_BINARY_DIR}/catch2-include")
# The suite is compiled as the page's module is: without exception catching (docs/toolchain.md), so
# the core under test is the same code. A failed REQUIRE then ends the process after reporting
# the failure, instead of unwinding to the next test case; CTest runs one test case per process
# anyway, and no test uses the *_THROWS assertions.
target_compile_definitions(npuzzle_catch2_wasm INTERFACE CATCH_CONFIG_DISABLE_EXCEPTIONS)
add_library(Catch2::Catch2 ALIAS npuzzle_catch2_wasm)

list(APPEND CMAKE_MODULE_PATH "${NPUZZLE_CATCH2_CMAKE_DIR}")
