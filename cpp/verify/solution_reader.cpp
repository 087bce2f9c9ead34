#include "verify/solution_reader.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <utility>

#include "core/input_excerpt.h"
#include "core/message.h"

namespace npuzzle {

const char* solutionFormatName(SolutionFormat format) {
  switch (format) {
    case SolutionFormat::MovesText:
      return "moves-text";
    case SolutionFormat::Boards:
      return "boards";
    case SolutionFormat::Tiles:
      return "tiles";
    case SolutionFormat::Letters:
      return "letters";
  }
  return "tiles";
}

namespace {

struct Line {
  int number;  // from 1
  std::string text;
};

std::vector<Line> splitLines(std::string_view text) {
  std::vector<Line> lines;
  int number = 1;
  size_t begin = 0;
  while (begin <= text.size()) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(begin, end - begin));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(Line{number++, line});
    begin = end + 1;
  }
  return lines;
}

bool blankLine(const std::string& text) {
  return std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isspace(c); });
}

// The runs of letters and digits, lower case: "Step 1: Move 15 down" is step 1 move 15 down.
std::vector<std::string> wordsOf(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (char ch : text) {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (std::isalnum(c)) {
      word += static_cast<char>(std::tolower(c));
    } else if (!word.empty()) {
      words.push_back(word);
      word.clear();
    }
  }
  if (!word.empty()) words.push_back(word);
  return words;
}

bool isNumber(const std::string& word) {
  return !word.empty() && word.size() <= 9 &&
         std::all_of(word.begin(), word.end(), [](unsigned char c) { return std::isdigit(c); });
}

std::optional<Direction> directionWord(const std::string& word) {
  if (word == "up" || word == "u") return Direction::Up;
  if (word == "down" || word == "d") return Direction::Down;
  if (word == "left" || word == "l") return Direction::Left;
  if (word == "right" || word == "r") return Direction::Right;
  return std::nullopt;
}

// The line a message is about, from 1; every message of the reader names it.
MessageArg at(const Line& line) {
  return numberArg("line", line.number);
}

Message tooManySteps(const Line& line) {
  return message("verify-too-many-steps",
                 {at(line), numberArg("max", static_cast<int64_t>(kMaxSolutionSteps))});
}

// "move T direction" at words[i..]: the moves text's one move.
bool moveAt(const std::vector<std::string>& w, size_t i) {
  return i + 3 == w.size() && w[i] == "move" && isNumber(w[i + 1]) &&
         directionWord(w[i + 2]).has_value() && w[i + 2].size() > 1;
}

// "Solution requires N steps".
bool isMovesHeader(const std::vector<std::string>& w) {
  return w.size() == 4 && w[0] == "solution" && w[1] == "requires" && isNumber(w[2]) &&
         (w[3] == "step" || w[3] == "steps");
}

// A line of the moves text: its header, or a move somewhere in it.
bool isMoveLine(const std::vector<std::string>& w) {
  if (isMovesHeader(w)) return true;
  for (size_t i = 0; i < w.size(); ++i)
    if (moveAt(w, i)) return true;
  return false;
}

Expected<ReadSolution> readMovesText(const std::vector<Line>& lines) {
  ReadSolution read;
  read.format = SolutionFormat::MovesText;
  std::optional<long> declared;
  const Line* declaredAt = nullptr;
  for (const Line& line : lines) {
    const std::vector<std::string> w = wordsOf(line.text);
    if (w.empty()) continue;
    if (isMovesHeader(w)) {
      declared = std::stol(w[2]);
      declaredAt = &line;
      continue;
    }
    // "Step k: Move T dir", "k. Move T dir" or "Move T dir".
    size_t moveIndex = 0;
    std::optional<long> number;
    if (w.size() >= 2 && w[0] == "step" && isNumber(w[1])) {
      number = std::stol(w[1]);
      moveIndex = 2;
    } else if (!w.empty() && isNumber(w[0])) {
      number = std::stol(w[0]);
      moveIndex = 1;
    }
    if (!moveAt(w, moveIndex))
      return Error(
          message("verify-expected-step",
                  {at(line), numberArg("step", static_cast<int64_t>(read.steps.size()) + 1),
                   textArg("text", inputExcerpt(line.text))}));
    const long expected = static_cast<long>(read.steps.size()) + 1;
    if (number && *number != expected)
      return Error(message("verify-step-number", {at(line), numberArg("number", *number),
                                                  numberArg("expected", expected)}));
    if (read.steps.size() >= kMaxSolutionSteps) return Error(tooManySteps(line));
    ClaimedStep step;
    step.claim = StepClaim::TileAndDirection;
    step.tile = std::stoi(w[moveIndex + 1]);
    step.direction = *directionWord(w[moveIndex + 2]);
    step.line = line.number;
    read.steps.push_back(step);
  }
  if (declared && *declared != static_cast<long>(read.steps.size()))
    return Error(message("verify-declared-count",
                         {at(*declaredAt), numberArg("declared", *declared),
                          numberArg("count", static_cast<int64_t>(read.steps.size()))}));
  return read;
}

// Letters with repeat counts on one line, appended to `steps`; false when the line is not
// letters at all. A bad count is an error of its own (`error`).
bool readLetterLine(const Line& line, StepClaim claim, std::vector<ClaimedStep>& steps,
                    Message& error) {
  const std::string& text = line.text;
  size_t i = 0;
  while (i < text.size()) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (std::isspace(c) || c == ',' || c == ';') {
      ++i;
      continue;
    }
    if (!std::isalpha(c)) return false;
    std::string run;
    while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])))
      run += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i++])));
    std::vector<Direction> directions;
    if (run.size() > 1 && directionWord(run)) {
      directions.push_back(*directionWord(run));
    } else {
      for (char letter : run) {
        auto d = directionWord(std::string(1, letter));
        if (!d) return false;
        directions.push_back(*d);
      }
    }
    std::string digits;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
      digits += text[i++];
    long repeat = 1;
    if (!digits.empty()) {
      repeat = digits.size() > 7 ? kMaxSolutionSteps + 1 : std::stol(digits);
      if (repeat < 1) {
        error =
            message("verify-repeat-count", {at(line), textArg("text", inputExcerpt(run + digits))});
        return true;
      }
    }
    for (size_t k = 0; k < directions.size(); ++k) {
      const long times = k + 1 == directions.size() ? repeat : 1;  // "UR2" is U R R
      if (steps.size() + static_cast<size_t>(times) > kMaxSolutionSteps) {
        error = tooManySteps(line);
        return true;
      }
      for (long t = 0; t < times; ++t) {
        ClaimedStep step;
        step.claim = claim;
        step.direction = directions[k];
        step.line = line.number;
        steps.push_back(step);
      }
    }
  }
  return true;
}

// A label the assignments print between boards: "Step 3:", "22 steps to goal", "max frontier
// size is: 9", "Solution found in 12 moves:", "Initial state:".
bool isBoardLabel(const std::vector<std::string>& w) {
  if (w.empty()) return true;  // "---------", "]]"
  if (w.size() == 2 && w[0] == "step" && isNumber(w[1])) return true;
  if (w.size() == 4 && isNumber(w[0]) && (w[1] == "steps" || w[1] == "step") && w[2] == "to" &&
      w[3] == "goal")
    return true;
  if (w.size() >= 4 && w[0] == "max" && w[1] == "frontier") return true;
  if (w.size() >= 3 && w[0] == "solution" && w[1] == "found") return true;
  if (w.size() == 2 && (w[0] == "initial" || w[0] == "start" || w[0] == "end" || w[0] == "goal") &&
      w[1] == "state")
    return true;
  return false;
}

// A line's cells: numbers, and blanks written as 0, "_", "." or an empty cell between '|'.
// Nothing when the line holds anything else.
std::optional<std::vector<int>> cellsOf(const std::string& text) {
  std::vector<std::string> tokens;
  if (text.find('|') != std::string::npos) {
    size_t begin = 0;
    while (true) {
      size_t end = text.find('|', begin);
      std::string part =
          text.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
      part.erase(0, part.find_first_not_of(" \t"));
      part.erase(part.find_last_not_of(" \t") + 1);
      tokens.push_back(part.empty() ? "0" : part);
      if (end == std::string::npos) break;
      begin = end + 1;
    }
  } else {
    std::string spaced = text;
    for (char& c : spaced)
      if (c == '[' || c == ']' || c == ',' || c == ';' || c == '(' || c == ')' || c == '\t')
        c = ' ';
    size_t i = 0;
    while (i < spaced.size()) {
      size_t end = spaced.find(' ', i);
      if (end == std::string::npos) end = spaced.size();
      if (end > i) tokens.push_back(spaced.substr(i, end - i));
      i = end + 1;
    }
  }
  std::vector<int> cells;
  for (const std::string& token : tokens) {
    if (token == "_" || token == ".") {
      cells.push_back(0);
    } else if (isNumber(token)) {
      cells.push_back(std::stoi(token));
    } else {
      return std::nullopt;
    }
  }
  return cells;
}

struct NumberLine {
  const Line* line;
  std::vector<int> cells;
};

Expected<ReadSolution> readBoards(const std::vector<NumberLine>& numberLines, const Board& start) {
  ReadSolution read;
  read.format = SolutionFormat::Boards;
  const int width = start.geometry.width, height = start.geometry.height;
  const size_t cells = static_cast<size_t>(start.cells());
  std::vector<uint8_t> board;
  const Line* first = nullptr;
  int rows = 0;
  for (const NumberLine& numbers : numberLines) {
    const size_t count = numbers.cells.size();
    if (rows == 0 && count == cells) {
      first = numbers.line;
      board.assign(numbers.cells.begin(), numbers.cells.end());
      rows = height;
    } else if (count == static_cast<size_t>(width)) {
      if (rows == 0) first = numbers.line, board.clear();
      board.insert(board.end(), numbers.cells.begin(), numbers.cells.end());
      ++rows;
    } else {
      return Error(message("verify-row-length",
                           {at(*numbers.line), numberArg("count", static_cast<int64_t>(count)),
                            textArg("size", start.geometry.name()), numberArg("width", width),
                            numberArg("cells", static_cast<int64_t>(cells))}));
    }
    if (rows < height) continue;
    rows = 0;
    std::vector<bool> seen(cells, false);
    for (uint8_t tile : board) {
      if (tile >= cells || seen[tile])
        return Error(message("verify-board-tiles",
                             {at(*first), numberArg("max", static_cast<int64_t>(cells) - 1)}));
      seen[tile] = true;
    }
    // The start itself, printed first, is not a move.
    if (read.steps.empty() && board == start.tiles) continue;
    if (read.steps.size() >= kMaxSolutionSteps) return Error(tooManySteps(*first));
    ClaimedStep step;
    step.claim = StepClaim::Board;
    step.board = board;
    step.line = first->number;
    read.steps.push_back(step);
  }
  if (rows > 0)
    return Error(message("verify-board-rows",
                         {at(*first), numberArg("rows", rows), numberArg("height", height)}));
  return read;
}

}  // namespace

Expected<ReadSolution> readSolution(std::string_view text, const Board& start,
                                    LetterMeaning letters) {
  std::vector<Line> lines = splitLines(text);
  // A header saying what letters mean, on the first line that holds anything.
  for (Line& line : lines) {
    if (blankLine(line.text)) continue;
    const std::vector<std::string> w = wordsOf(line.text);
    if (w.size() == 2 && w[0] == "letters" && (w[1] == "tile" || w[1] == "blank")) {
      const LetterMeaning said = w[1] == "tile" ? LetterMeaning::Tile : LetterMeaning::Blank;
      if (letters != LetterMeaning::Unsaid && letters != said)
        return Error(message(
            w[1] == "tile" ? "verify-letters-text-tile" : "verify-letters-text-blank", {at(line)}));
      letters = said;
      line.text.clear();
    }
    break;
  }

  for (const Line& line : lines)
    if (isMoveLine(wordsOf(line.text))) return readMovesText(lines);

  // Letters, when every line that holds anything is letters.
  {
    ReadSolution read;
    read.format = SolutionFormat::Letters;
    const StepClaim claim =
        letters == LetterMeaning::Blank ? StepClaim::BlankDirection : StepClaim::TileDirection;
    bool allLetters = true, any = false;
    Message error;
    for (const Line& line : lines) {
      if (blankLine(line.text)) continue;
      any = true;
      if (!readLetterLine(line, claim, read.steps, error)) {
        allLetters = false;
        break;
      }
      if (!error.empty()) return Error(std::move(error));
    }
    if (any && allLetters) {
      if (letters == LetterMeaning::Unsaid) {
        const Line& first = *std::find_if(lines.begin(), lines.end(),
                                          [](const Line& l) { return !blankLine(l.text); });
        return Error(message("verify-letters-unsaid", {at(first)}));
      }
      return read;
    }
  }

  // Numbers: boards when a blank appears among them, else the tiles moved.
  std::vector<NumberLine> numberLines;
  bool blankSeen = false;
  for (const Line& line : lines) {
    if (blankLine(line.text)) continue;
    const std::vector<std::string> w = wordsOf(line.text);
    std::optional<std::vector<int>> cells = cellsOf(line.text);
    if (!cells || cells->empty()) {
      if (isBoardLabel(w)) continue;
      return Error(
          message("verify-not-a-step", {at(line), textArg("text", inputExcerpt(line.text))}));
    }
    blankSeen |= std::find(cells->begin(), cells->end(), 0) != cells->end();
    numberLines.push_back(NumberLine{&line, *cells});
  }
  if (blankSeen) return readBoards(numberLines, start);
  ReadSolution read;
  read.format = SolutionFormat::Tiles;
  for (const NumberLine& numbers : numberLines)
    for (int tile : numbers.cells) {
      if (read.steps.size() >= kMaxSolutionSteps) return Error(tooManySteps(*numbers.line));
      ClaimedStep step;
      step.claim = StepClaim::Tile;
      step.tile = tile;
      step.line = numbers.line->number;
      read.steps.push_back(step);
    }
  return read;
}

}  // namespace npuzzle
