#include "solver/solution_text.h"

namespace npuzzle {

std::string solutionText(const std::vector<SolutionStep>& steps) {
  std::string text = "Solution requires " + std::to_string(steps.size()) +
                     (steps.size() == 1 ? " step\n" : " steps\n");
  for (size_t i = 0; i < steps.size(); ++i)
    text += "Step " + std::to_string(i + 1) + ": Move " + std::to_string(steps[i].tile) + " " +
            directionWord(steps[i].direction) + "\n";
  return text;
}

}  // namespace npuzzle
