#include "lab/experiment.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <utility>

#include "core/board_parser.h"
#include "core/boards_at_depth.h"
#include "plan/problem.h"

namespace npuzzle {
namespace {

// One distance table is kept between experiments: the 8-puzzle's takes a tenth of a second to
// build, and a class runs many experiments on the same goal.
const DistanceTable* tableFor(const Board& goal) {
  static std::optional<DistanceTable> held;
  if (goal.cells() > kDepthTableMaxCells) return nullptr;
  if (!held || held->goal() != goal) {
    auto built = DistanceTable::build(goal);
    if (!built) return nullptr;
    held = std::move(built.value());
  }
  return &*held;
}

// A pasted board too big for the table gets its depth from IDA* with linear conflict, the
// best of the catalog's heuristics that needs no tables, within the request's node cap.
constexpr ExperimentSearchInfo kDepthProbe{"depth", "optimal length", Algorithm::IdaStar,
                                           HeuristicKind::LinearConflict, false};

std::string trimmed(std::string_view text) {
  size_t begin = text.find_first_not_of(" \t\r");
  if (begin == std::string_view::npos) return "";
  size_t end = text.find_last_not_of(" \t\r");
  return std::string(text.substr(begin, end - begin + 1));
}

}  // namespace

const std::vector<ExperimentSearchInfo>& experimentSearches() {
  using H = HeuristicKind;
  static const std::vector<ExperimentSearchInfo> kSearches = {
      {"ids", "IDS", Algorithm::IdaStar, H::Blind, true},
      {"bfs", "BFS", Algorithm::BreadthFirst, H::Blind, true},
      {"astar-misplaced", "A* (misplaced)", Algorithm::AStar, H::Misplaced, false},
      {"astar-manhattan", "A* (Manhattan)", Algorithm::AStar, H::Manhattan, false},
      {"astar-linear-conflict", "A* (linear conflict)", Algorithm::AStar, H::LinearConflict, false},
      {"idastar-manhattan", "IDA* (Manhattan)", Algorithm::IdaStar, H::Manhattan, false},
  };
  return kSearches;
}

const ExperimentSearchInfo* findExperimentSearch(const std::string& id) {
  for (const ExperimentSearchInfo& info : experimentSearches())
    if (id == info.id) return &info;
  return nullptr;
}

Experiment::Experiment() = default;
Experiment::~Experiment() = default;

Status Experiment::refuse(Error error) {
  search_.reset();
  boards_.clear();
  status_ = Status::Invalid;
  error_ = std::move(error);
  return status_;
}

Status Experiment::start(const ExperimentRequest& request) {
  request_ = request;
  searches_.clear();
  lineErrors_.clear();
  boards_.clear();
  search_.reset();
  current_ = 0;
  run_ = 0;
  error_ = std::string();
  tableKnown_ = false;

  if (request.searches.empty()) return refuse(message("experiment-no-search"));
  for (const std::string& id : request.searches) {
    const ExperimentSearchInfo* info = findExperimentSearch(id);
    if (!info)
      return refuse(message("experiment-unknown-search", {textArg("name", id.substr(0, 40))}));
    if (std::find(searches_.begin(), searches_.end(), info) == searches_.end())
      searches_.push_back(info);
  }
  if (request.depthCap < 0) return refuse(message("experiment-depth-cap-negative"));
  if (request.maxGenerated < 1) return refuse(message("experiment-node-cap"));

  if (!generated()) {
    if (Status status = readPasted(); status != Status::Running) return status;
  } else {
    auto size = parseSize(request.size);
    if (!size) return refuse(size.failure());
    auto goal = parseGoal(request.goal, *size);
    if (!goal) return refuse(goal.failure());
    goal_ = *goal;
    const DistanceTable* table = tableFor(goal_);
    if (!table) {
      auto refused = DistanceTable::build(goal_);  // says why
      return refuse(refused ? Error(message("experiment-table-failed")) : refused.failure());
    }
    if (request.depths.empty()) return refuse(message("experiment-no-depth"));
    if (request.perDepth < 1 || request.perDepth > kExperimentMaxPerDepth)
      return refuse(
          message("experiment-per-depth-range", {numberArg("max", kExperimentMaxPerDepth)}));
    auto boards = boardsAtDepths(*table, request.depths, request.perDepth, request.seed);
    if (!boards) return refuse(boards.failure());
    for (size_t i = 0; i < boards->size(); ++i)
      boards_.push_back(ExperimentBoard{0, (*boards)[i], request.depths[i / request.perDepth], {}});
    tableKnown_ = true;
  }
  status_ = Status::Running;
  beginRun();
  return status_;
}

Status Experiment::readPasted() {
  std::optional<Geometry> size;
  if (!request_.size.empty()) {
    auto parsed = parseSize(request_.size);
    if (!parsed) return refuse(parsed.failure());
    size = *parsed;
  }
  std::string_view text = request_.boards;
  int line = 0;
  while (!text.empty()) {
    size_t end = text.find('\n');
    std::string row = trimmed(text.substr(0, end));
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++line;
    if (row.empty() || row[0] == '#') continue;  // blank lines and comments
    if (boards_.size() >= static_cast<size_t>(kExperimentMaxBoards))
      return refuse(message("experiment-too-many-boards",
                            {numberArg("max", kExperimentMaxBoards), numberArg("line", line)}));
    Problem problem = readProblem(row, request_.size, request_.goal);
    if (!problem.valid()) {
      lineErrors_.emplace_back(line, problem.failure());
      continue;
    }
    if (!size) size = problem.board->geometry;
    if (problem.board->geometry != *size) {
      lineErrors_.emplace_back(
          line, message("experiment-line-size", {textArg("board", problem.board->geometry.name()),
                                                 textArg("list", size->name())}));
      continue;
    }
    if (!problem.solvable()) {
      lineErrors_.emplace_back(line,
                               message("experiment-line-unsolvable",
                                       {messageArg("reason", problem.solvability.reasonDetail)}));
      continue;
    }
    goal_ = *problem.goal;
    boards_.push_back(ExperimentBoard{line, *problem.board, -1, {}});
  }
  if (boards_.empty()) {
    std::vector<LineError> errors = std::move(lineErrors_);
    refuse(message(errors.empty() ? "experiment-no-boards" : "experiment-every-line-bad"));
    lineErrors_ = std::move(errors);
    return status_;
  }
  if (const DistanceTable* table = tableFor(goal_)) {
    for (ExperimentBoard& board : boards_) board.depth = table->distance(board.board);
    tableKnown_ = true;
  }
  return Status::Running;
}

// Prepares the run of search run_ on board current_ (or, for a pasted board of unknown depth,
// the probe that measures it), skipping depth-capped searches past the cap.
void Experiment::beginRun() {
  search_.reset();
  while (current_ < boards_.size()) {
    ExperimentBoard& board = boards_[current_];
    if (board.depth < 0 && board.runs.empty()) run_ = -1;
    if (run_ >= 0 && run_ < static_cast<int>(searches_.size()) && searches_[run_]->depthCapped &&
        board.depth > request_.depthCap) {
      ExperimentRun skipped;
      skipped.status = Status::Limit;
      skipped.skipped = true;
      board.runs.push_back(skipped);
      ++run_;
      continue;
    }
    if (run_ >= static_cast<int>(searches_.size())) {
      ++current_;
      run_ = 0;
      continue;
    }
    const ExperimentSearchInfo& info = run_ < 0 ? kDepthProbe : *searches_[run_];
    problem_ = std::make_unique<SearchProblem>(board.board, goal_);
    heuristic_ = makeHeuristic(info.heuristic, goal_);
    search_ = makeSearch(info.algorithm, *problem_, *heuristic_, 1, kExperimentMaxBytes);
    return;
  }
  status_ = Status::Ok;
}

void Experiment::endRun(Status status) {
  ExperimentBoard& board = boards_[current_];
  const SearchStats& stats = search_->stats();
  if (run_ < 0) {  // the depth probe
    if (status == Status::Solved) {
      board.depth = static_cast<int>(search_->solution().size());
      run_ = 0;
    } else {
      lineErrors_.emplace_back(
          board.line, message("experiment-depth-not-found",
                              {numberArg("nodes", static_cast<int64_t>(request_.maxGenerated))}));
      boards_.erase(boards_.begin() + static_cast<long>(current_));
      run_ = 0;
    }
    beginRun();
    return;
  }
  ExperimentRun run;
  run.status = status;
  run.generated = stats.generated;
  run.expanded = stats.expanded;
  if (status == Status::Solved) run.length = static_cast<int>(search_->solution().size());
  board.runs.push_back(run);
  ++run_;
  beginRun();
}

Status Experiment::step(uint64_t expansions) {
  // Small chunks so the node cap is checked often: an expansion generates at most 4 nodes, so
  // a chunk never takes a run more than 4 nodes past its cap.
  constexpr uint64_t kChunk = 4096;
  uint64_t done = 0;
  while (status_ == Status::Running && done < expansions) {
    const uint64_t generated = search_->stats().generated;
    const uint64_t left = request_.maxGenerated > generated ? request_.maxGenerated - generated : 0;
    const uint64_t chunk = std::min({kChunk, expansions - done, left / 4 + 1});
    const uint64_t before = search_->stats().expanded;
    Status status = search_->step(chunk);
    done += std::max<uint64_t>(1, search_->stats().expanded - before);
    if (status == Status::Running && search_->stats().generated > request_.maxGenerated)
      status = Status::Limit;
    // A solvable board is always solved or stopped by a cap; anything else counts as a cap.
    if (status != Status::Running) endRun(status == Status::Solved ? status : Status::Limit);
  }
  return status_;
}

void Experiment::cancel() {
  if (status_ != Status::Running) return;
  search_.reset();
  status_ = Status::Cancelled;
}

std::vector<const ExperimentBoard*> Experiment::finishedBoards() const {
  std::vector<const ExperimentBoard*> finished;
  for (const ExperimentBoard& board : boards_)
    if (board.runs.size() == searches_.size()) finished.push_back(&board);
  return finished;
}

ExperimentProgress Experiment::progress() const {
  ExperimentProgress progress;
  progress.total = boards_.size();
  progress.done = std::min(current_, boards_.size());
  if (current_ >= boards_.size()) return progress;
  progress.depth = boards_[current_].depth;
  if (progress.depth < 0) return progress;
  for (size_t i = 0; i < boards_.size(); ++i) {
    if (boards_[i].depth != progress.depth) continue;
    ++progress.totalAtDepth;
    if (i < current_) ++progress.doneAtDepth;
  }
  return progress;
}

}  // namespace npuzzle
