#include <catch2/catch.hpp>

#include <map>

#include "core/random_board.h"
#include "search/bucket_open_list.h"
#include "search/node_table.h"

using namespace npuzzle;

TEST_CASE("the bucket open list pops the lowest priority, ties to the larger g", "[structures]") {
  BucketOpenList open;
  open.push(1, 10, 3);
  open.push(2, 8, 2);
  open.push(3, 8, 5);
  open.push(4, 12, 0);
  open.push(5, 8, 5);
  CHECK(open.size() == 5);
  std::vector<uint32_t> order;
  while (!open.empty()) order.push_back(open.pop().node);
  CHECK(order == std::vector<uint32_t>{5, 3, 2, 1, 4});
  open.push(9, 3, 1);
  CHECK(open.minPriority() == 3);
  CHECK(open.bytes() > 0);
}

TEST_CASE("the node table finds what it stored, through growth", "[structures]") {
  NodeTable<1> table;
  StateCodec codec(16);
  Random random(1);
  Board goal = blankLastGoal(Geometry{4, 4});
  std::map<PackedState<1>, uint32_t> reference;
  for (int i = 0; i < 50000; ++i) {
    PackedState<1> s = codec.pack<1>(randomSolvableBoard(goal, random).tiles.data());
    bool inserted;
    uint32_t id =
        table.findOrInsert(s, NodeInfo::make(static_cast<uint32_t>(i % 1000), 2), inserted);
    auto known = reference.find(s);
    REQUIRE(inserted == (known == reference.end()));
    if (known == reference.end())
      reference[s] = id;
    else
      REQUIRE(known->second == id);
  }
  for (const auto& [state, id] : reference) {
    REQUIRE(table.find(state) == id);
    REQUIRE(table.stateOf(id) == state);
  }
  CHECK(table.size() == reference.size());
  NodeInfo info = NodeInfo::make(77, 3);
  info.close();
  CHECK(info.g() == 77);
  CHECK(info.direction() == 3);
  CHECK(info.closed());
}

TEST_CASE("packing round-trips boards of every width class", "[structures]") {
  Random random(2);
  for (Geometry g :
       {Geometry{3, 3}, Geometry{4, 4}, Geometry{5, 5}, Geometry{10, 10}, Geometry{16, 16}}) {
    StateCodec codec(g.cells());
    Board b = randomSolvableBoard(blankLastGoal(g), random);
    std::vector<uint8_t> back(g.cells());
    PackedState<32> s = codec.pack<32>(b.tiles.data());
    CHECK(codec.unpack<32>(s, back.data()) == b.blankCell());
    CHECK(back == b.tiles);
    for (int c = 0; c < g.cells(); ++c) REQUIRE(codec.get<32>(s, c) == b.tiles[c]);
  }
  CHECK(StateCodec(16).words() == 1);
  CHECK(StateCodec(25).words() == 3);
}
