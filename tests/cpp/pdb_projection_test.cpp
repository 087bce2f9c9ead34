#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>

#include "core/geometry.h"
#include "pdb/grid_symmetry.h"
#include "pdb/pattern_partition.h"
#include "pdb/pattern_projection.h"

using namespace npuzzle;

namespace {

// Every ordered placement of k of the cells, in lexicographic order of the cell tuple.
void forEachPlacement(int cells, int k, std::vector<uint8_t>& placement,
                      const std::function<void(const std::vector<uint8_t>&)>& visit) {
  if (static_cast<int>(placement.size()) == k) return visit(placement);
  for (int c = 0; c < cells; ++c) {
    if (std::find(placement.begin(), placement.end(), c) != placement.end()) continue;
    placement.push_back(static_cast<uint8_t>(c));
    forEachPlacement(cells, k, placement, visit);
    placement.pop_back();
  }
}

}  // namespace

TEST_CASE("projection rank is a bijection onto 0 to N!/(N-k)! - 1 and unrank inverts it", "[pdb]") {
  struct Case {
    Geometry geometry;
    std::vector<uint8_t> pattern;
    uint32_t size;
  };
  const std::vector<Case> cases = {
      {Geometry{2, 2}, {1, 2, 3}, 24},
      {Geometry{3, 3}, {1, 2}, 72},
      {Geometry{3, 3}, {1, 2, 3, 4, 5, 6, 7, 8}, 362880},
      {Geometry{4, 4}, {5, 9, 2}, 3360},
      {Geometry{4, 4}, {15, 3, 7, 1}, 43680},
      {Geometry{3, 4}, {1, 2, 3, 4, 5}, 95040},
  };
  for (const Case& c : cases) {
    INFO(c.geometry.name() << " with " << c.pattern.size() << " tiles");
    auto projection = PatternProjection::create(c.geometry, 0, c.pattern);
    REQUIRE(projection.ok());
    REQUIRE(projection->size() == c.size);
    std::vector<bool> hit(projection->size(), false);
    uint32_t expected = 0;
    std::vector<uint8_t> placement;
    forEachPlacement(c.geometry.cells(), projection->tiles(), placement,
                     [&](const std::vector<uint8_t>& cells) {
                       uint32_t rank = projection->rank(cells.data());
                       // Lexicographic order of placements is the rank order.
                       REQUIRE(rank == expected++);
                       REQUIRE(!hit[rank]);
                       hit[rank] = true;
                       uint8_t back[kMaxPatternTiles];
                       projection->unrank(rank, back);
                       REQUIRE(std::equal(cells.begin(), cells.end(), back));
                     });
    CHECK(expected == projection->size());
    CHECK(projection->goalRank() == projection->rank(c.pattern.data()));
  }
}

TEST_CASE("projection round trips on large boards and rejects bad patterns", "[pdb]") {
  auto big = PatternProjection::create(Geometry{5, 5}, 0, {1, 2, 3, 4, 5});
  REQUIRE(big.ok());
  CHECK(big->size() == 25u * 24 * 23 * 22 * 21);
  for (uint32_t r = 0; r < big->size(); r += 9973) {
    uint8_t cells[kMaxPatternTiles];
    big->unrank(r, cells);
    REQUIRE(big->rank(cells) == r);
  }
  auto huge = PatternProjection::create(Geometry{16, 16}, 255, {0});
  REQUIRE(huge.ok());
  CHECK(huge->size() == 256u);
  CHECK_FALSE(PatternProjection::create(Geometry{3, 3}, 0, {0, 1}).ok());  // the blank's cell
  CHECK_FALSE(PatternProjection::create(Geometry{3, 3}, 0, {1, 1}).ok());  // repeated
  CHECK_FALSE(PatternProjection::create(Geometry{3, 3}, 0, {9}).ok());     // off the board
  CHECK_FALSE(PatternProjection::create(Geometry{3, 3}, 0, {}).ok());
  CHECK_FALSE(
      PatternProjection::create(Geometry{10, 10}, 0, {1, 2, 3, 4, 5, 6, 7, 8}).ok());  // > 2^32
}

TEST_CASE("grid symmetries keep adjacency, and orbits of the blank cell", "[pdb]") {
  for (Geometry g : {Geometry{4, 4}, Geometry{3, 5}, Geometry{2, 2}, Geometry{5, 5}}) {
    std::vector<GridSymmetry> all = gridSymmetries(g);
    CHECK(all.size() == (g.width == g.height ? 8u : 4u));
    CHECK(all[0].isIdentity());
    std::set<std::vector<uint8_t>> distinct;
    for (const GridSymmetry& s : all) {
      distinct.insert(s.cellMap);
      CHECK(compose(s, s.inverse()).isIdentity());
      for (int a = 0; a < g.cells(); ++a)
        for (int b = 0; b < g.cells(); ++b) REQUIRE(g.distance(a, b) == g.distance(s(a), s(b)));
    }
    CHECK(distinct.size() == all.size());
  }
  Geometry g{4, 4};
  CHECK(canonicalCell(g, 15) == 0);  // blank-last and blank-first share databases
  CHECK(canonicalCell(g, 3) == 0);
  CHECK(canonicalCell(g, 14) == 1);
  CHECK(canonicalCell(g, 10) == 5);
  CHECK(transposeSymmetry(g)(1) == 4);
}

TEST_CASE("partitions cover every tile once", "[pdb]") {
  struct Case {
    Geometry geometry;
    int blank;
    std::string name;
    std::string sizes;
  };
  for (const Case& c : std::vector<Case>{{Geometry{3, 3}, 8, "default", "8"},
                                         {Geometry{4, 4}, 0, "default", "6-6-3"},
                                         {Geometry{4, 4}, 15, "6-6-3", "6-6-3"},
                                         {Geometry{4, 4}, 12, "5-5-5", "5-5-5"},
                                         {Geometry{4, 4}, 3, "7-8", "7-8"},
                                         {Geometry{4, 4}, 5, "default", "5-5-5"},
                                         {Geometry{3, 4}, 11, "default", "6-5"},
                                         {Geometry{5, 3}, 0, "default", "5-5-4"},
                                         {Geometry{4, 5}, 19, "default", "5-5-5-4"},
                                         {Geometry{5, 5}, 24, "default", "4-4-4-4-4-4"},
                                         {Geometry{5, 5}, 0, "chunks-5", "5-5-5-5-4"},
                                         {Geometry{10, 10}, 99, "default", ""}}) {
    INFO(c.geometry.name() << " " << c.name);
    auto partition = namedPartition(c.geometry, c.blank, c.name);
    REQUIRE(partition.ok());
    if (!c.sizes.empty()) CHECK(partition->name == c.sizes);
    std::vector<int> count(c.geometry.cells(), 0);
    for (const auto& pattern : partition->patterns)
      for (uint8_t cell : pattern) ++count[cell];
    for (int cell = 0; cell < c.geometry.cells(); ++cell)
      CHECK(count[cell] == (cell == c.blank ? 0 : 1));
  }
  CHECK_FALSE(namedPartition(Geometry{4, 4}, 5, "6-6-3").ok());  // defined for corner blanks
  // The CLI's large tables: 7-7-1 on a 15-puzzle with the blank's goal in a corner; every other
  // board keeps its standard partition.
  CHECK(defaultPartition(Geometry{4, 4}, 0, DatabaseSize::Large).name == "7-7-1");
  CHECK(defaultPartition(Geometry{4, 4}, 15, DatabaseSize::Large).name == "7-7-1");
  CHECK(defaultPartition(Geometry{4, 4}, 5, DatabaseSize::Large).name ==
        defaultPartition(Geometry{4, 4}, 5).name);
  CHECK(defaultPartition(Geometry{5, 5}, 0, DatabaseSize::Large).name ==
        defaultPartition(Geometry{5, 5}, 0).name);
  // Its largest: 7-8, the left half's 7-tile table of 7-7-1 and the rest as one of 8 tiles.
  const PatternPartition largest = defaultPartition(Geometry{4, 4}, 0, DatabaseSize::Largest);
  CHECK(largest.name == "7-8");
  CHECK(largest.patterns[0] ==
        defaultPartition(Geometry{4, 4}, 0, DatabaseSize::Large).patterns[0]);
  CHECK(defaultPartition(Geometry{4, 4}, 15, DatabaseSize::Largest).name == "7-8");
  CHECK(defaultPartition(Geometry{4, 4}, 5, DatabaseSize::Largest).name ==
        defaultPartition(Geometry{4, 4}, 5).name);
  // On a 24-puzzle with the blank's goal in a corner: Korf & Felner's four blocks of six.
  CHECK(defaultPartition(Geometry{5, 5}, 0, DatabaseSize::Largest).name == "6-6-6-6");
  CHECK(defaultPartition(Geometry{5, 5}, 24, DatabaseSize::Largest).name == "6-6-6-6");
  std::vector<int> covered(25, 0);
  for (const auto& pattern : defaultPartition(Geometry{5, 5}, 24, DatabaseSize::Largest).patterns)
    for (uint8_t cell : pattern) ++covered[cell];
  for (int cell = 0; cell < 25; ++cell) CHECK(covered[cell] == (cell == 24 ? 0 : 1));
  CHECK(defaultPartition(Geometry{5, 5}, 12, DatabaseSize::Largest).name ==
        defaultPartition(Geometry{5, 5}, 12).name);
  // The page's quick tables (while the standard ones are not at hand): 5-5-5 there, the same
  // partition as the standard one elsewhere.
  CHECK(defaultPartition(Geometry{4, 4}, 0, DatabaseSize::Quick).name == "5-5-5");
  CHECK(defaultPartition(Geometry{4, 4}, 15, DatabaseSize::Quick).name == "5-5-5");
  CHECK(defaultPartition(Geometry{4, 4}, 5, DatabaseSize::Quick).name ==
        defaultPartition(Geometry{4, 4}, 5).name);
  CHECK(defaultPartition(Geometry{4, 3}, 0, DatabaseSize::Quick).name ==
        defaultPartition(Geometry{4, 3}, 0).name);
  CHECK_FALSE(namedPartition(Geometry{3, 3}, 0, "nonsense").ok());
}
