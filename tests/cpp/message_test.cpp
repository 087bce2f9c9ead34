// Every sentence the solver says to people carries a stable id and the arguments its template
// needs (core/message.h), and its English is the sentence the command line printed before ids
// existed: the page says it in the visitor's language from the id, the CLI keeps its words.
#include <catch2/catch.hpp>
#include <regex>
#include <set>
#include <string>

#include "core/board_parser.h"
#include "core/message.h"
#include "core/solvability.h"
#include "io/json_writer.h"
#include "io/message_json.h"
#include "solver/solver_session.h"

using namespace npuzzle;

namespace {

// The "errorId" and "errorArgs" fields as JSON, e.g. "tile-twice" {"tile":3}.
std::string idAndArgs(const Message& detail) {
  JsonWriter json;
  json.beginObject();
  writeMessage(json, "m", detail);
  json.endObject();
  const std::string& text = json.str();  // {"mId":"…","mArgs":{…},"m":"…"}
  const size_t args = text.find(",\"mArgs\":");
  const size_t english = text.rfind(",\"m\":");
  return text.substr(7, args - 7) + " " + text.substr(args + 9, english - args - 9);
}

std::set<std::string> placeholders(const std::string& text) {
  std::set<std::string> names;
  static const std::regex kPlaceholder("\\{([A-Za-z]+)\\}");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kPlaceholder);
       it != std::sregex_iterator(); ++it)
    names.insert((*it)[1]);
  return names;
}

struct BadInput {
  const char* what;  // board, size or goal
  std::string text;
  const char* idAndArgs;
  const char* english;
};

Error errorFor(const BadInput& input) {
  const std::string what = input.what;
  if (what == "size") return parseSize(input.text).failure();
  if (what == "goal") return parseGoal(input.text, Geometry{2, 2}).failure();
  if (what == "board 3x3") return parseBoard(input.text, Geometry{3, 3}).failure();
  if (what == "board 4x1") return parseBoard(input.text, Geometry{4, 1}).failure();
  return parseBoard(input.text).failure();
}

}  // namespace

TEST_CASE("each way a board, size or goal is refused names its id and the args it needs",
          "[messages]") {
  std::vector<BadInput> inputs = {
      {"board", "1 2 3 3", "\"tile-twice\" {\"tile\":3}", "tile 3 appears twice"},
      {"board", "", "\"empty-board\" {}", "empty board: no tiles given"},
      {"board", "[]", "\"empty-board\" {}", "empty board: no tiles given"},
      {"board", "1 2 3", "\"too-few-tiles\" {\"got\":3}", "expected at least 4 tiles (2x2), got 3"},
      {"board", "1 2 3 4 5 6 7 0", "\"size-unknown\" {\"tiles\":8,\"size\":\"4x2\"}",
       "cannot tell the size of a board of 8 tiles: give it with --size WxH, e.g. --size 4x2"},
      {"board", "1 2 3 4 0", "\"size-no-rectangle\" {\"tiles\":5}",
       "5 tiles (the blank counted) fit no rectangle of at least 2x2: a tile is missing or one "
       "too many"},
      {"board", "1 2 3 4 5 6 7 8", "\"blank-missing\" {\"size\":\"3x3\",\"tiles\":8}",
       "no blank (0): a 3x3 board holds 8 tiles and the blank, written 0 or _"},
      {"board", "1 2 3/4 5/6 7 0", "\"row-length\" {\"row\":2,\"count\":2,\"expected\":3}",
       "row 2 has 2 tiles, expected 3"},
      {"board", "1 2/3", "\"row-length\" {\"row\":2,\"count\":1,\"expected\":2}",
       "row 2 has 1 tile, expected 2"},
      {"board", "1 2 x 0", "\"not-a-number\" {\"text\":\"x\"}", "\"x\" is not a number"},
      {"board", "[1,\"2\",3,0]", "\"not-a-number\" {\"text\":\"2\"}", "\"2\" is not a number"},
      {"board", "1.5 2 3 0", "\"tile-not-integer\" {\"text\":\"1.5\"}",
       "tile 1.5 is not an integer"},
      {"board", "[1,2,3,0", "\"brackets-missing-closing\" {}", "unbalanced brackets: missing ']'"},
      {"board", "[1,2,3,0]]", "\"brackets-too-many-closing\" {}",
       "unbalanced brackets: too many ']'"},
      {"board", "[1,2,3,0]junk", "\"text-after-list\" {\"text\":\"junk\"}",
       "text after the closing bracket: junk"},
      {"board", "[[8],1,0,2]", "\"cell-is-list\" {\"text\":\"[8]\"}",
       "a cell is a list ([8]); each cell must be one number"},
      {"board", "[[1,2],3,0]", "\"mixed-notation\" {}",
       "mixed notation: a list of rows cannot also hold bare tiles"},
      {"board", "[1,'2,3,0]", "\"quote-not-closed\" {\"quote\":\"'\"}",
       "a quote (') is not closed"},
      {"board", "1 2 3 4", "\"no-blank\" {}", "no blank (0)"},
      {"board", "1 2 0 9", "\"tile-out-of-range\" {\"tile\":9,\"max\":3}",
       "tile 9 is out of range 0..3"},
      {"board", "1 2 0 -4", "\"tile-out-of-range\" {\"tile\":-4,\"max\":3}",
       "tile -4 is out of range 0..3"},
      {"board", "1 2 0 99999999999999999999",
       "\"tile-out-of-range\" {\"tile\":\"99999999999999999999\",\"max\":3}",
       "tile 99999999999999999999 is out of range 0..3"},
      {"board", std::string(kMaxBoardTextLength + 1, '1'),
       "\"board-text-too-long\" {\"length\":16384,\"max\":256}",
       "the board text is longer than 16384 characters; a board has at most 256 cells"},
      {"board 3x3", "1 2 3 0",
       "\"tile-count-for-size\" {\"expected\":9,\"size\":\"3x3\",\"got\":4}",
       "expected 9 tiles for 3x3, got 4"},
      {"board 4x1", "1 2/3 0", "\"rows-and-size-differ\" {\"rows\":\"2x2\",\"size\":\"4x1\"}",
       "the rows make a 2x2 board, but the size given is 4x1"},
      {"size", "4 by 4", "\"size-format\" {\"text\":\"4 by 4\"}",
       "size \"4 by 4\" is not of the form WxH (e.g. 4x4)"},
      {"size", "1x3", "\"board-too-small\" {\"size\":\"1x3\"}",
       "a board must be at least 2x2, got 1x3"},
      {"size", "20x20", "\"board-too-large\" {\"size\":\"20x20\",\"cells\":400,\"max\":256}",
       "20x20 has 400 cells; the most is 256"},
      {"goal", "1 1 2 0",
       "\"goal-invalid\" {\"problem\":{\"id\":\"tile-twice\",\"args\":{\"tile\":1}}}",
       "goal: tile 1 appears twice"},
  };
  {
    std::string many;  // 300 tiles, not a square: more than any board holds
    for (int t = 1; t < 300; ++t) many += std::to_string(t) + " ";
    inputs.push_back({"board", many + "0", "\"too-many-tiles\" {\"max\":256,\"got\":300}",
                      "expected at most 256 tiles, got 300"});
  }
  for (const BadInput& input : inputs) {
    INFO(input.what << ": " << input.text.substr(0, 40));
    const Error error = errorFor(input);
    CHECK(idAndArgs(error.detail) == input.idAndArgs);
    CHECK(error.message == input.english);  // the command line's words, unchanged
    CHECK(error.detail.text == error.message);
    CHECK(placeholders(error.detail.text).empty());  // every {name} filled
  }
}

TEST_CASE("the templates: ids are unique, and a plural's forms fill the same placeholders",
          "[messages]") {
  std::set<std::string> ids;
  for (const MessageTemplate& t : messageTemplates()) {
    INFO(t.id);
    CHECK(ids.insert(t.id).second);
    CHECK(std::regex_match(std::string(t.id), std::regex("[a-z][a-z-]*[a-z]")));
    if (t.one) {
      CHECK(placeholders(t.one) == placeholders(t.other));
      CHECK(placeholders(t.other).count("count") == 1);
    }
  }
  CHECK(ids.size() > 80);
}

TEST_CASE("an unsolvable board's reason: parity words and counts as nested messages",
          "[messages]") {
  auto board = parseBoard("2 1 3 4 5 6 7 8 0");
  REQUIRE(board);
  const SolvabilityReport report = analyzeSolvability(*board, blankLastGoal(board->geometry));
  CHECK(idAndArgs(report.reasonDetail) ==
        "\"unsolvable\" {\"swaps\":{\"id\":\"swaps\",\"args\":{\"count\":1}},"
        "\"permutationParity\":{\"id\":\"odd\",\"args\":{}},"
        "\"moves\":{\"id\":\"moves\",\"args\":{\"count\":0}},"
        "\"distanceParity\":{\"id\":\"even\",\"args\":{}},\"tileA\":2,\"tileB\":1}");
  CHECK(report.reason ==
        "Unsolvable: the tiles are 1 swap from the goal (odd permutation, blank included) and the "
        "blank is 0 moves from its goal cell (even). Every move swaps the blank with a tile, "
        "flipping both parities at once, so they can never match. Swapping tiles 2 and 1 would "
        "make it solvable.");
  const SolvabilityRules rules = explainSolvability(report, 3);
  CHECK(rules.ruleDetail.id == "parity-rule");
  CHECK(rules.widthRuleDetail.id == "width-rule-odd");
  CHECK(rules.widthRule.find("Here: 1 inversion (odd), so it is unsolvable.") != std::string::npos);
}

TEST_CASE("a refused or stopped search names its id: options, unsolvable, cancelled",
          "[messages]") {
  struct Case {
    SolveRequest request;
    const char* id;
    const char* english;
  };
  SolveRequest base;
  base.board = "1 2 3 4 5 6 7 0 8";
  std::vector<Case> cases;
  cases.push_back({base, "unknown-algorithm", "unknown algorithm \"quick\""});
  cases.back().request.algorithm = "quick";
  cases.push_back({base, "unknown-heuristic", "unknown heuristic \"h\""});
  cases.back().request.heuristic = "h";
  cases.push_back({base, "weight-range", "weight must be between 1 and 100"});
  cases.back().request.weight = 0.5;
  cases.push_back({base, "memory-budget-range", ""});
  cases.back().request.maxMemoryMB = 0;
  cases.push_back({base, "unsolvable", ""});
  cases.back().request.board = "2 1 3 4 5 6 7 8 0";
  cases.push_back({base, "goal-invalid", "goal: no blank (0)"});
  cases.back().request.goal = "1 2 3 4 5 6 7 8 9";
  for (const Case& c : cases) {
    INFO(c.id);
    SolverSession session;
    session.start(c.request);
    const SolveResult& result = session.result();
    CHECK(result.errorDetail.id == c.id);
    CHECK(result.errorDetail.text == result.error);
    if (*c.english) CHECK(result.error == c.english);
  }
  SolverSession running;
  SolveRequest hard;
  hard.board = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";
  hard.algorithm = "idastar";
  hard.heuristic = "manhattan";
  if (running.start(hard) == Status::Running) {
    running.cancel();
    CHECK(running.result().errorDetail.id == "cancelled");
    CHECK(running.result().error == "cancelled");
  }
}
