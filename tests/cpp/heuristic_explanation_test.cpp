// The teaching lab's explanation of h (lab/heuristic_explanation.h): its numbers must be the
// heuristics' own. For every heuristic of the catalog, on random boards of 3x3, 4x4 and 5x5 with
// several goals, the value it reports is evaluate()'s, and the parts it shows add up to it.

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "core/random_board.h"
#include "heuristics/heuristic.h"
#include "io/heuristic_explanation_json.h"
#include "lab/heuristic_explanation.h"

using namespace npuzzle;

namespace {

std::string text(const Board& board) {
  std::string out;
  for (uint8_t tile : board.tiles) out += (out.empty() ? "" : " ") + std::to_string(tile);
  return out;
}

std::string sizeText(Geometry g) {
  return std::to_string(g.width) + "x" + std::to_string(g.height);
}

// Checks one board against every heuristic's evaluate() and the parts against the value.
void checkAgainstHeuristics(const Board& board, const Board& goal, const std::string& goalText) {
  INFO("board " << text(board) << " goal " << goalText);
  const HeuristicExplanation e =
      explainHeuristics(text(board), sizeText(board.geometry), goalText, 0);
  REQUIRE(e.problem.valid());
  REQUIRE(e.tiles.size() == board.tiles.size());
  std::set<std::string> explained;
  for (const HeuristicTotal& h : e.heuristics) {
    INFO("heuristic " << h.id);
    const HeuristicInfo* info = findHeuristic(h.id);
    REQUIRE(info);
    CHECK(h.value == makeHeuristic(info->kind, goal)->evaluate(board.tiles.data()));
    CHECK(h.fromParts == h.value);
    explained.insert(h.id);
  }
  for (const HeuristicInfo& info : heuristicCatalog())
    if (info.kind != HeuristicKind::PatternDatabase) CHECK(explained.count(info.id) == 1);
  CHECK(explained.count("pdb") == (e.pdb.available ? 1u : 0u));

  // Every line's leaving tiles are its own, and without them no pair is left in each other's way.
  for (const LineConflictTerm& line : e.lines) {
    CHECK(!line.pairs.empty());
    CHECK(line.leaving.size() < line.tiles.size());
    for (int tile : line.leaving)
      CHECK(std::find(line.tiles.begin(), line.tiles.end(), tile) != line.tiles.end());
    for (const auto& [a, b] : line.pairs) {
      const bool cleared = std::count(line.leaving.begin(), line.leaving.end(), a) +
                               std::count(line.leaving.begin(), line.leaving.end(), b) >
                           0;
      CHECK(cleared);
    }
  }
  // Each symmetry's lookups split the tiles (the blank aside) into disjoint groups.
  for (const auto& groups : e.pdb.symmetries) {
    std::multiset<int> tiles;
    for (const PdbGroup& group : groups) tiles.insert(group.tiles.begin(), group.tiles.end());
    CHECK(static_cast<int>(tiles.size()) == board.cells() - 1);
    CHECK(std::set<int>(tiles.begin(), tiles.end()).size() == tiles.size());
    CHECK(tiles.count(0) == 0);
  }
}

void checkSize(Geometry g, int boards, uint64_t seed) {
  Random random(seed);
  const Board blankLast = blankLastGoal(g);
  // A goal of its own: any arrangement will do (a board and goal of opposite parity still have
  // heuristic values).
  const Board scrambled = randomSolvableBoard(blankLast, random);
  const std::pair<Board, std::string> goals[] = {
      {blankLast, "blank-last"},
      {blankFirstGoal(g), "blank-first"},
      {scrambled, text(scrambled)},
  };
  for (const auto& [goal, goalText] : goals) {
    // Load (or build) the pattern databases first, so that they are explained on every size.
    makeHeuristic(HeuristicKind::PatternDatabase, goal);
    for (int i = 0; i < boards; ++i)
      checkAgainstHeuristics(randomSolvableBoard(goal, random), goal, goalText);
    checkAgainstHeuristics(goal, goal, goalText);
  }
}

}  // namespace

TEST_CASE("the explanation's numbers are the heuristics' own on 3x3 boards",
          "[heuristics][explanation]") {
  checkSize(Geometry{3, 3}, 60, 1);
}

TEST_CASE("the explanation's numbers are the heuristics' own on 4x4 boards",
          "[heuristics][explanation]") {
  checkSize(Geometry{4, 4}, 40, 2);
}

TEST_CASE("the explanation's numbers are the heuristics' own on 5x5 boards",
          "[heuristics][explanation]") {
  checkSize(Geometry{5, 5}, 25, 3);
}

TEST_CASE("the explanation names the parts on known boards", "[heuristics][explanation]") {
  // 2 1 in the top row: one pair, one tile leaves, linear conflict = Manhattan 2 + 2.
  HeuristicExplanation e = explainHeuristics("2 1 3 4 5 6 7 8 0", "", "blank-last", 0);
  REQUIRE(e.lines.size() == 1);
  CHECK(e.lines[0].row);
  CHECK(e.lines[0].index == 0);
  CHECK(e.lines[0].pairs == std::vector<std::pair<int, int>>{{2, 1}});
  CHECK(e.lines[0].leaving.size() == 1);
  CHECK(e.tiles[0].manhattan == 1);
  CHECK(e.tiles[0].misplaced);
  CHECK(!e.tiles[2].misplaced);

  // 3 1 2 in a row: two pairs (3 before 1, 3 before 2) but only tile 3 must leave, so +2, not +4.
  e = explainHeuristics("3 1 2 4 5 6 7 8 0", "", "blank-last", 0);
  REQUIRE(e.lines.size() == 1);
  CHECK(e.lines[0].pairs.size() == 2);
  CHECK(e.lines[0].leaving == std::vector<int>{3});
  const auto lc = std::find_if(e.heuristics.begin(), e.heuristics.end(),
                               [](const HeuristicTotal& h) { return h.id == "linear-conflict"; });
  REQUIRE(lc != e.heuristics.end());
  CHECK(lc->value == 4 + 2);

  // On the 8-puzzle the one database holds every tile: its value is the true distance.
  e = explainHeuristics("8 0 6 5 4 7 2 3 1", "", "blank-first", 100000);
  REQUIRE(e.pdb.available);
  CHECK(e.pdb.partition == "8");
  CHECK(e.pdb.symmetries.at(e.pdb.chosen).size() == 1);
  CHECK(e.pdb.symmetries.at(e.pdb.chosen)[0].value == 31);
  REQUIRE(e.trueDistance.known);
  CHECK(e.trueDistance.moves == 31);
}

TEST_CASE("the true distance: found within the budget, or said why not",
          "[heuristics][explanation]") {
  // Seed 002's unsolvable board.
  HeuristicExplanation e = explainHeuristics("8 1 2 0 4 3 7 6 5", "", "blank-last", 100000);
  CHECK(!e.trueDistance.known);
  CHECK(e.trueDistance.note == "the goal cannot be reached from this board");
  e = explainHeuristics("1 8 2 0 4 3 7 6 5", "", "blank-last", 0);
  CHECK(!e.trueDistance.known);
  CHECK(e.trueDistance.note == "not computed");
  e = explainHeuristics("1 8 2 0 4 3 7 6 5", "", "blank-last", 100000);
  REQUIRE(e.trueDistance.known);
  CHECK(e.trueDistance.moves == 9);
  // A 5x5 board far from the goal is not solved in 10 expansions.
  e = explainHeuristics("24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0", "",
                        "blank-last", 10);
  CHECK(!e.trueDistance.known);
  CHECK(e.trueDistance.note.find("did not finish") != std::string::npos);
}

TEST_CASE("the explanation as JSON", "[heuristics][explanation]") {
  const std::string json =
      heuristicExplanationJson(explainHeuristics("3 1 2 4 5 6 7 8 0", "", "blank-last", 1000));
  CHECK(json.find(R"("status":"ok")") != std::string::npos);
  CHECK(
      json.find(
          R"("lines":[{"axis":"row","index":0,"tiles":[3,1,2],"pairs":[[3,1],[3,2]],"leaving":[3]}])") !=
      std::string::npos);
  CHECK(json.find(R"({"id":"linear-conflict","value":6,"fromParts":6})") != std::string::npos);
  CHECK(json.find(R"("trueDistance":{"known":true,"moves":)") != std::string::npos);
  const std::string invalid = heuristicExplanationJson(explainHeuristics("1 1 2 3", "", "", 0));
  CHECK(invalid.find(R"("status":"invalid","errorId":"tile-twice","errorArgs":{"tile":1},)"
                     R"("error":"tile 1 appears twice")") != std::string::npos);
  CHECK(invalid.find("heuristics") == std::string::npos);
}
