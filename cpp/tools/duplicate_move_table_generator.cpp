// Writes cpp/search/duplicate_move_table.inc, the automaton IDA* prunes duplicate move strings
// with (cpp/search/duplicate_move_pruning.h), from the minimal duplicates of up to N moves
// (cpp/tools/duplicate_move_strings.h). Run it after changing either; the test "the checked-in
// duplicate-move table is the one the generator makes" fails until then.
//   cmake --build build/native --target duplicate_move_table_generator &&
//     build/native/duplicate_move_table_generator 12 cpp/search/duplicate_move_table.inc
//   build/native/duplicate_move_table_generator 12 --list   # each string and its alternative

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include "tools/duplicate_move_strings.h"
#include "tools/move_string_automaton.h"

int main(int argc, char** argv) {
  using namespace npuzzle::tools;
  if (argc != 3) {
    std::cerr << "usage: duplicate_move_table_generator MAX_LENGTH (OUTPUT.inc | --list)\n";
    return 2;
  }
  const int maxLength = std::atoi(argv[1]);
  const std::vector<DuplicateString> duplicates = findMinimalDuplicates(maxLength);
  if (std::string(argv[2]) == "--list") {
    for (const DuplicateString& d : duplicates)
      std::cout << moveLetters(d.moves) << " = " << moveLetters(d.alternative) << "\n";
    return 0;
  }
  std::vector<MoveString> strings;
  for (const DuplicateString& d : duplicates) strings.push_back(d.moves);
  const MoveStringAutomaton automaton = buildMoveStringAutomaton(strings);
  std::ofstream out(argv[2]);
  out << duplicateMoveTableSource(duplicates, maxLength, automaton);
  out.close();
  if (!out) {
    std::cerr << "could not write " << argv[2] << "\n";
    return 1;
  }
  std::cerr << duplicates.size() << " strings, " << automaton.next.size() / 4 << " states\n";
  return 0;
}
