#include "search/bidirectional_bfs.h"

#include <algorithm>

#include "search/tile_moves.h"

namespace npuzzle {
namespace {

std::string keyOf(const std::vector<uint8_t>& tiles) {
  return std::string(tiles.begin(), tiles.end());
}

std::vector<uint8_t> tilesOf(const std::string& key) {
  return std::vector<uint8_t>(key.begin(), key.end());
}

}  // namespace

BidirectionalBfs::BidirectionalBfs(const SearchProblem& problem, uint64_t maxBytes)
    : problem_(problem), maxBytes_(maxBytes) {
  const std::string start = keyOf(problem.start.tiles), goal = keyOf(problem.goal.tiles);
  sides_[0].parentBlank[start] = kRoot;
  sides_[0].layer.push_back(start);
  sides_[1].parentBlank[goal] = kRoot;
  sides_[1].layer.push_back(goal);
  stats_.generated = 2;
  lowerBound_ = start == goal ? 0 : 1;
  if (start == goal) {
    meeting_ = start;
    status_ = Status::Solved;
  }
}

Status BidirectionalBfs::step(uint64_t expansions) {
  const MoveTable& moves = problem_.moves;
  for (uint64_t done = 0; status_ == Status::Running && done < expansions;) {
    Side& side = sides_[expanding_];
    if (side.position == side.layer.size()) {
      // The layer is complete: the next one, on the side with the smaller frontier.
      side.layer.swap(side.next);
      side.next.clear();
      side.position = 0;
      ++side.depth;
      if (side.layer.empty()) {  // one side has reached every board it can: the other is not
        status_ = Status::Unsolvable;
        break;
      }
      lowerBound_ = sides_[0].depth + sides_[1].depth + 1;
      expanding_ = sides_[0].layer.size() <= sides_[1].layer.size() ? 0 : 1;
      continue;
    }
    const std::string board = side.layer[side.position++];
    ++done;
    ++stats_.expanded;
    if (observer_) observer_->expanded(static_cast<uint32_t>(expanding_));
    std::vector<uint8_t> tiles = tilesOf(board);
    const int blank = blankOf(tiles);
    const Side& other = sides_[1 - expanding_];
    const uint8_t parentBlank = side.parentBlank.at(board);
    for (int i = 0; i < moves.count(blank); ++i) {
      const Move& move = moves.move(blank, i);
      if (move.from == parentBlank) continue;  // back to the parent
      std::swap(tiles[blank], tiles[move.from]);
      std::string child = keyOf(tiles);
      std::swap(tiles[blank], tiles[move.from]);
      ++stats_.generated;
      const bool known = side.parentBlank.count(child) > 0;
      if (observer_)
        observer_->generated(static_cast<uint32_t>(expanding_),
                             SolutionStep{tiles[move.from], move.tileSlides}, side.depth + 1, 0,
                             side.depth + 1, known ? Generation::Duplicate : Generation::New);
      if (known) continue;
      if (other.parentBlank.count(child)) {
        side.parentBlank.emplace(child, static_cast<uint8_t>(blank));
        meet(child);
        return status_;
      }
      side.parentBlank.emplace(child, static_cast<uint8_t>(blank));
      side.next.push_back(std::move(child));
    }
    const uint64_t frontier = sides_[0].layer.size() - sides_[0].position + sides_[0].next.size() +
                              sides_[1].layer.size() - sides_[1].position + sides_[1].next.size();
    stats_.maxFrontier = std::max(stats_.maxFrontier, frontier);
    stats_.storedNodes = sides_[0].parentBlank.size() + sides_[1].parentBlank.size();
    stats_.peakBytes = std::max(stats_.peakBytes, bytes());
    if (bytes() > maxBytes_) status_ = Status::Limit;
  }
  return status_;
}

// The path is the start's chain to `board`, then the goal's from it.
void BidirectionalBfs::meet(const std::string& board) {
  meeting_ = board;
  std::vector<std::string> path = chain(sides_[0], board);
  std::reverse(path.begin(), path.end());
  std::vector<std::string> toGoal = chain(sides_[1], board);
  path.insert(path.end(), toGoal.begin() + 1, toGoal.end());
  const int width = problem_.start.geometry.width;
  for (size_t i = 1; i < path.size(); ++i)
    solution_.push_back(stepBetween(tilesOf(path[i - 1]), tilesOf(path[i]), width));
  stats_.storedNodes = sides_[0].parentBlank.size() + sides_[1].parentBlank.size();
  status_ = Status::Solved;
}

std::vector<std::string> BidirectionalBfs::chain(const Side& side, std::string board) const {
  std::vector<std::string> boards{board};
  for (uint8_t parent; (parent = side.parentBlank.at(board)) != kRoot;) {
    const int blank = static_cast<int>(board.find('\0'));
    std::swap(board[static_cast<size_t>(blank)], board[parent]);
    boards.push_back(board);
  }
  return boards;
}

SearchProgress BidirectionalBfs::progress() const {
  const uint64_t frontier = sides_[0].layer.size() + sides_[0].next.size() +
                            sides_[1].layer.size() + sides_[1].next.size();
  return SearchProgress{frontier, lowerBound_, bytes()};
}

uint64_t BidirectionalBfs::bytes() const {
  // A board held costs its key twice (the map's and a layer's) and the map's node: about 96
  // bytes beyond the tiles.
  const size_t cells = problem_.start.tiles.size();
  uint64_t total = 0;
  for (const Side& side : sides_)
    total += side.parentBlank.size() * (cells + 64) +
             (side.layer.capacity() + side.next.capacity()) * (sizeof(std::string) + cells);
  return total;
}

}  // namespace npuzzle
