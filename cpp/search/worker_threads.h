#pragma once
// The threads of one step() of a search that splits its tree among workers (natively only; the
// page's wasm has no threads): ParallelIdaStarSearch and the count of every optimal solution on
// several threads. Their threads start and stop within each step(), so a step() that returns has
// no thread of its own running: what the workers wrote is then safe to read on the caller's
// thread (the joins order it before), and nothing outside step() needs a lock.

#include <cstddef>
#include <system_error>
#include <thread>
#include <vector>

namespace npuzzle {

// Runs `work(0)` on this thread and `work(i)` on a thread of its own for every other worker below
// `workers` that `wanted(i)` picks, then joins them all. A thread the system cannot start ends the
// starting there; returns the first worker left unstarted that way (`workers` when none was), for
// the caller to finish on this thread. `work` must not throw: a worker keeps its failure for the
// caller.
template <class Work, class Wanted>
size_t runWorkerThreads(size_t workers, const Work& work, const Wanted& wanted) {
  std::vector<std::thread> threads;
  size_t started = workers;
  for (size_t i = 1; i < workers; ++i) {
    if (!wanted(i)) continue;
    try {
      threads.emplace_back([&work, i] { work(i); });
    } catch (const std::system_error&) {
      started = i;
      break;
    }
  }
  work(size_t{0});
  for (std::thread& t : threads) t.join();
  return started;
}

}  // namespace npuzzle
