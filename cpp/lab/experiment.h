#pragma once
// The lab's experiments: the textbook's table of search cost by solution depth (Russell &
// Norvig, §3.6: nodes generated and effective branching factor for IDS, A* with misplaced tiles
// and A* with Manhattan distance on random 8-puzzles). start() takes either boards generated at
// exact depths (core/boards_at_depth.h, seeded) or a pasted list, one board a line; step() runs
// every chosen search on every board, in budgeted slices as the solver session does, so a front
// end shows progress and stops between slices. Per board and search it keeps what the table
// needs: the length found, nodes generated and expanded. Averaging is left to the front end.
//
// Caps, so that a cell that would take minutes is left empty ("—", as the textbook leaves IDS
// past depth 12) instead of hanging: the depth-capped searches (IDS, BFS) do not run on boards
// deeper than their cap, and any run stops after maxGenerated nodes.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/expected.h"
#include "core/status.h"
#include "heuristics/heuristic.h"
#include "plan/algorithm_catalog.h"
#include "search/search_algorithm.h"

namespace npuzzle {

struct ExperimentSearchInfo {
  const char* id;     // request and CSV name
  const char* label;  // for people: table columns, chart legend
  Algorithm algorithm;
  HeuristicKind heuristic;
  bool depthCapped;  // blind searches, whose cost grows fastest: run only up to the depth cap
};

// Every search an experiment can run, in the order of the table's columns. "ids" is IDA* with
// the blind heuristic (h = 0): its thresholds 0, 1, 2, … are iterative deepening's depth limits.
const std::vector<ExperimentSearchInfo>& experimentSearches();
const ExperimentSearchInfo* findExperimentSearch(const std::string& id);

struct ExperimentRequest {
  std::string size = "3x3", goal = "blank-first";
  std::string boards;       // pasted boards, one a line; empty: generate them
  std::vector<int> depths;  // generated: the solution depths, each with perDepth boards
  int perDepth = 100;
  uint64_t seed = 1;
  std::vector<std::string> searches;
  int depthCap = 12;                   // IDS and BFS run on boards up to this depth
  uint64_t maxGenerated = 20'000'000;  // a run stops (its cell left empty) past this
};

// The limits of a request, published so the page states the same numbers.
constexpr int kExperimentMaxPerDepth = 1000;
constexpr int kExperimentMaxBoards = 20000;
constexpr uint64_t kExperimentMaxBytes = uint64_t{256} << 20;  // per A*/BFS run

struct ExperimentRun {
  Status status = Status::Running;  // Solved, or Limit: stopped by maxGenerated or memory
  bool skipped = false;             // not run: a depth-capped search past the cap
  int length = 0;
  uint64_t generated = 0, expanded = 0;
};

struct ExperimentBoard {
  int line = 0;  // pasted: its line (from 1); generated: 0
  Board board;
  int depth = -1;  // the optimal length; -1 while unknown (a pasted board too big for the table)
  std::vector<ExperimentRun> runs;  // one per search, in request order, once run
};

struct LineError {
  int line;
  std::string error;    // English
  Message errorDetail;  // the same as an id and its arguments (core/message.h)

  LineError(int atLine, const Error& why)
      : line(atLine), error(why.message), errorDetail(why.detail) {}
};

struct ExperimentProgress {
  size_t done = 0, total = 0;  // boards
  int depth = -1;              // the board being run (-1: unknown yet)
  size_t doneAtDepth = 0, totalAtDepth = 0;
};

class Experiment {
 public:
  Experiment();
  ~Experiment();

  // Reads the request and makes or reads the boards. Running, or Invalid (error() says why;
  // a pasted list with some bad lines still runs the good ones, lineErrors() names the others).
  Status start(const ExperimentRequest& request);
  // Runs up to `expansions` expansions in all; Running until every board has been run.
  Status step(uint64_t expansions);
  // Stops: the boards finished so far are the result, status Cancelled.
  void cancel();

  Status status() const { return status_; }
  const std::string& error() const { return error_.message; }
  const Message& errorDetail() const { return error_.detail; }
  const ExperimentRequest& request() const { return request_; }
  bool generated() const { return request_.boards.empty(); }
  Geometry geometry() const { return goal_.geometry; }
  const Board& goal() const { return goal_; }
  const std::vector<const ExperimentSearchInfo*>& searches() const { return searches_; }
  const std::vector<LineError>& lineErrors() const { return lineErrors_; }
  // The boards finished so far (every board once the status is Ok).
  std::vector<const ExperimentBoard*> finishedBoards() const;
  ExperimentProgress progress() const;

 private:
  Status refuse(Error error);
  Status readPasted();
  void beginRun();
  void endRun(Status status);

  ExperimentRequest request_;
  Status status_ = Status::Invalid;
  Error error_ = message("not-started");
  Board goal_;
  std::vector<const ExperimentSearchInfo*> searches_;
  std::vector<LineError> lineErrors_;
  std::vector<ExperimentBoard> boards_;
  bool tableKnown_ = false;  // the board's size has a distance table: every depth is known
  // The run under way: board current_, search run_ (-1: measuring a pasted board's depth).
  size_t current_ = 0;
  int run_ = 0;
  std::unique_ptr<SearchProblem> problem_;
  std::unique_ptr<Heuristic> heuristic_;
  std::unique_ptr<SearchAlgorithm> search_;
};

}  // namespace npuzzle
