#include "tools/move_string_automaton.h"

#include <array>
#include <map>
#include <sstream>
#include <stdexcept>

namespace npuzzle::tools {

MoveStringAutomaton buildMoveStringAutomaton(const std::vector<MoveString>& strings) {
  // The trie of the strings: node 0 is the empty path end.
  std::vector<std::array<int, 4>> child(1, {-1, -1, -1, -1});
  std::vector<bool> ends(1, false);  // a whole string ends here
  for (const MoveString& string : strings) {
    int node = 0;
    for (Direction d : string) {
      if (ends[node]) throw std::invalid_argument("a string holds another");
      const int move = static_cast<int>(d);
      if (child[node][move] < 0) {
        child[node][move] = static_cast<int>(child.size());
        child.push_back({-1, -1, -1, -1});
        ends.push_back(false);
      }
      node = child[node][move];
    }
    if (ends[node] || child[node] != std::array<int, 4>{-1, -1, -1, -1})
      throw std::invalid_argument("a string holds another");
    ends[node] = true;
  }

  // Breadth-first, each node's moves: its trie child, or where its longest proper end that is in
  // the trie (its fallback) goes; a node whose fallback ends a string ends one too.
  std::vector<std::array<int, 4>> go = child;
  std::vector<int> fallback(child.size(), 0), order{0};
  for (size_t i = 0; i < order.size(); ++i) {
    const int node = order[i];
    for (int d = 0; d < 4; ++d) {
      const int next = child[node][d];
      const int viaFallback = node == 0 ? 0 : go[fallback[node]][d];
      if (next < 0) {
        go[node][d] = viaFallback;
        continue;
      }
      fallback[next] = viaFallback;
      if (ends[viaFallback]) ends[next] = true;
      order.push_back(next);
    }
  }

  // The states are the nodes where no string ends, renumbered in breadth-first order.
  std::vector<int> state(child.size(), -1);
  int states = 0;
  for (int node : order)
    if (!ends[node]) state[node] = states++;
  if (states >= kPrunedState) throw std::length_error("more states than 16 bits can name");
  MoveStringAutomaton automaton;
  automaton.next.resize(4 * static_cast<size_t>(states));
  for (int node : order) {
    if (ends[node]) continue;
    for (int d = 0; d < 4; ++d) {
      const int next = go[node][d];
      automaton.next[4 * state[node] + d] =
          ends[next] ? kPrunedState : static_cast<uint16_t>(state[next]);
    }
  }
  return automaton;
}

std::string duplicateMoveTableSource(const std::vector<DuplicateString>& duplicates, int maxLength,
                                     const MoveStringAutomaton& automaton) {
  std::map<size_t, int> byLength;
  for (const DuplicateString& duplicate : duplicates) ++byLength[duplicate.moves.size()];
  std::ostringstream lengths;
  for (auto [length, count] : byLength)
    lengths << (lengths.tellp() > 0 ? ", " : "") << length << ": " << count;
  const size_t states = automaton.next.size() / 4;

  std::ostringstream out;
  out << "// Written by cpp/tools/duplicate_move_table_generator.cpp; do not edit. To regenerate:\n"
      << "//   cmake --build build/native --target duplicate_move_table_generator &&\n"
      << "//     build/native/duplicate_move_table_generator " << maxLength
      << " cpp/search/duplicate_move_table.inc\n"
      << "// The automaton of the " << duplicates.size()
      << " minimal duplicate move strings of up to " << maxLength << " moves\n"
      << "// (cpp/tools/duplicate_move_strings.h), by length: " << lengths.str() << ".\n"
      << "// For each of its " << states
      << " states, the state after a tile slides up, down, left and right;\n"
      << "// " << kPrunedState << " when that move completes a duplicate.\n"
      << "inline constexpr int kLongestDuplicateString = " << maxLength << ";\n"
      << "inline constexpr int kDuplicateMoveStates = " << states << ";\n"
      << "inline constexpr uint16_t kDuplicateMoveTable[4 * kDuplicateMoveStates] = {\n";
  for (size_t i = 0; i < automaton.next.size(); ++i) {
    out << (i % 16 == 0 ? "    " : " ") << automaton.next[i] << ",";
    if (i % 16 == 15 || i + 1 == automaton.next.size()) out << "\n";
  }
  out << "};\n";
  return out.str();
}

}  // namespace npuzzle::tools
