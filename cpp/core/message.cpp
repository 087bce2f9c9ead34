#include "core/message.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>
#include <utility>

namespace npuzzle {
namespace {

// Every sentence the solver says to people, in English. The page's catalogs
// (web/i18n/<lang>/solver.js) have a message for each id with the same {placeholders};
// tests/js/wasm-solver-messages.test.mjs holds them to this table (via capabilities()).
const std::vector<MessageTemplate> kTemplates = {
    // Reading a board, a size or a goal (core/board_parser.cpp).
    {"board-text-too-long",
     "the board text is longer than {length} characters; a board has at most {max} cells"},
    {"empty-board", "empty board: no tiles given"},
    {"list-must-open", "a list must start with '['"},
    {"quote-not-closed", "a quote ({quote}) is not closed"},
    {"brackets-too-many-closing", "unbalanced brackets: too many ']'"},
    {"brackets-missing-closing", "unbalanced brackets: missing ']'"},
    {"text-after-list", "text after the closing bracket: {text}"},
    {"cell-is-list", "a cell is a list ({text}); each cell must be one number"},
    {"mixed-notation", "mixed notation: a list of rows cannot also hold bare tiles"},
    {"not-a-number", "\"{text}\" is not a number"},
    {"tile-not-integer", "tile {text} is not an integer"},
    {"board-too-small", "a board must be at least 2x2, got {size}"},
    {"board-too-large", "{size} has {cells} cells; the most is {max}"},
    {"row-length", "row {row} has {count} tiles, expected {expected}",
     "row {row} has {count} tile, expected {expected}"},
    {"rows-and-size-differ", "the rows make a {rows} board, but the size given is {size}"},
    {"tile-count-for-size", "expected {expected} tiles for {size}, got {got}"},
    {"too-few-tiles", "expected at least 4 tiles (2x2), got {got}"},
    {"too-many-tiles", "expected at most {max} tiles, got {got}"},
    {"size-unknown",
     "cannot tell the size of a board of {tiles} tiles: give it with --size WxH, e.g. --size "
     "{size}"},
    {"size-no-rectangle",
     "{tiles} tiles (the blank counted) fit no rectangle of at least 2x2: a tile is missing or "
     "one too many"},
    {"size-format", "size \"{text}\" is not of the form WxH (e.g. 4x4)"},
    {"tile-twice", "tile {tile} appears twice"},
    {"no-blank", "no blank (0)"},
    {"blank-missing",
     "no blank (0): a {size} board holds {tiles} tiles and the blank, written 0 or _"},
    {"tile-out-of-range", "tile {tile} is out of range 0..{max}"},
    {"goal-invalid", "goal: {problem}"},
    {"walk-negative", "the walk length must not be negative"},

    // Why a board can or cannot reach its goal (core/solvability.cpp).
    {"solvable",
     "Solvable: the tiles are {swaps} from the goal ({permutationParity} permutation, blank "
     "included) and the blank is {moves} from its goal cell ({distanceParity}); the parities "
     "match."},
    {"unsolvable",
     "Unsolvable: the tiles are {swaps} from the goal ({permutationParity} permutation, blank "
     "included) and the blank is {moves} from its goal cell ({distanceParity}). Every move swaps "
     "the blank with a tile, flipping both parities at once, so they can never match. Swapping "
     "tiles {tileA} and {tileB} would make it solvable."},
    {"parity-rule",
     "A board can reach the goal exactly when two parities agree: that of the permutation taking "
     "it to the goal (blank included) and that of the blank's distance to its goal cell, because "
     "every move flips both. Here the permutation is {permutationParity} ({swaps}) and the "
     "distance is {moves} ({distanceParity}): {agreement}, so it is {verdict}."},
    {"width-rule-odd",
     "The width {width} is odd: a tile moving up or down passes {others} others (an even number) "
     "and a sideways move changes no order, so the inversions keep their parity, and the goal has "
     "none: a board is solvable exactly when its inversion count is even. Here: {inversions} "
     "({inversionParity}), so it is {verdict}."},
    {"width-rule-odd-goal-order",
     "The width {width} is odd: a tile moving up or down passes {others} others (an even number) "
     "and a sideways move changes no order, so the inversions (counted in the goal's order) keep "
     "their parity, and the goal has none: a board is solvable exactly when its inversion count "
     "is even. Here: {inversions} ({inversionParity}), so it is {verdict}."},
    {"width-rule-even",
     "The width {width} is even: a tile moving up or down passes {others} others (an odd number) "
     "and moves the blank one row, so a board is solvable exactly when the inversions plus the "
     "blank's row counted from the bottom is odd. Here: {inversions} + row {row} = {sum} "
     "({sumParity}), so it is {verdict}."},
    {"width-rule-even-goal-order",
     "The width {width} is even: a tile moving up or down passes {others} others (an odd number) "
     "and moves the blank one row, so a board is solvable exactly when the inversions (counted in "
     "the goal's order) plus the rows between the blank and its goal row is even. Here: "
     "{inversions} + {rows} = {sum} ({sumParity}), so it is {verdict}."},
    // The words and counts those sentences are made of.
    {"even", "even"},
    {"odd", "odd"},
    {"verdict-solvable", "solvable"},
    {"verdict-unsolvable", "unsolvable"},
    {"parities-agree", "they agree"},
    {"parities-differ", "they differ"},
    {"swaps", "{count} swaps", "{count} swap"},
    {"moves", "{count} moves", "{count} move"},
    {"inversions", "{count} inversions", "{count} inversion"},
    {"rows", "{count} rows", "{count} row"},

    // The options of a search (plan/).
    {"unknown-algorithm", "unknown algorithm \"{name}\""},
    {"unknown-heuristic", "unknown heuristic \"{name}\""},
    {"unknown-metric", "unknown metric \"{name}\": stm or mtm"},
    {"metric-algorithm",
     "the multi-tile metric (mtm) is searched by auto or idastar, not {algorithm}"},
    {"metric-heuristic",
     "the multi-tile metric (mtm) has its own heuristic (auto), not {heuristic}"},
    {"metric-board-too-large",
     "the multi-tile metric (mtm) is solved on boards of up to {max} cells, not {cells}"},
    {"weight-range", "weight must be between {min} and {max}"},
    {"memory-budget-range", "memory budget must be between {min} and {max} MB"},
    {"depth-limit-range", "depth limit must be a whole number from {min} to {max}"},
    {"think-range", "thinking time must be from {min} to {max} seconds"},
    {"tree-share-invalid",
     "share {index} of {count} is not one of 1 to {max} shares of IDA* over pattern databases"},
    {"all-optimal-board-too-large",
     "every optimal solution (--all-optimal) is counted on boards of up to {max} cells; this one "
     "has {cells}"},
    {"all-optimal-not-optimal",
     "every optimal solution (--all-optimal) needs an optimal search: auto, astar, idastar, bfs, "
     "ucs, iddfs, rbfs or bidirectional with an admissible heuristic, not {algorithm} with "
     "{heuristic}"},
    {"solution-limit-range",
     "the solutions listed (--limit) must be a whole number from {min} to {max}"},
    {"step-board-too-large",
     "step mode runs {algorithm} on boards of up to {max} cells; idastar steps any size"},
    {"step-heuristic-too-slow",
     "the {heuristic} heuristic takes too long to prepare on boards of more than {max} cells for "
     "step mode; pick linear-conflict or manhattan"},

    // How a search ended without a solution (solver/solver_session.cpp, lab/search_stepper.cpp).
    {"cancelled", "cancelled"},
    {"time-limit", "time limit of {seconds} s reached"},
    {"memory-budget-reached",
     "memory budget reached after {expanded} expansions; IDA* or weighted A* needs far less "
     "memory"},
    {"out-of-memory",
     "out of memory after {expanded} expansions; a smaller memory budget ends the search before "
     "the machine runs out"},
    {"depth-limit-cut",
     "no solution within depth {depth}: the depth limit cut the search (a longer solution may "
     "exist)"},
    {"step-memory-budget-reached", "memory budget of {mb} MB reached after {expanded} expansions"},
    {"open-list-empty", "the open list ran empty without reaching the goal"},
    {"not-started", "not started"},
    {"step-before-start", "step() before start(): there is no search to run"},
    {"no-solution-internal", "the search ended without a solution (internal error)"},

    // Reading a pasted solution (verify/solution_reader.cpp): each names the line of the text.
    {"verify-expected-step",
     "line {line}: expected \"Step {step}: Move T direction\", got \"{text}\""},
    {"verify-step-number", "line {line}: step {number} where step {expected} was expected"},
    {"verify-too-many-steps", "line {line}: more than {max} steps"},
    {"verify-declared-count",
     "line {line}: the solution requires {declared} steps, but {count} are listed"},
    {"verify-repeat-count", "line {line}: a repeat count must be at least 1, got \"{text}\""},
    {"verify-row-length",
     "line {line}: {count} numbers, but a row of this {size} board has {width} and a whole board "
     "{cells}"},
    {"verify-board-tiles", "line {line}: this board does not hold the tiles 0 to {max} once each"},
    {"verify-board-rows",
     "line {line}: the board that begins here has {rows} of its {height} rows"},
    {"verify-letters-text-tile",
     "line {line}: the text says the letters are the tile's moves, but the request says the "
     "blank's"},
    {"verify-letters-text-blank",
     "line {line}: the text says the letters are the blank's moves, but the request says the "
     "tile's"},
    {"verify-letters-unsaid",
     "line {line}: say whether the letters are the tile's moves or the blank's: a first line "
     "\"letters: tile\" or \"letters: blank\""},
    {"verify-not-a-step", "line {line}: not a move, a tile, a letter or a board row: \"{text}\""},
    {"verify-letters-value", "request.letters must be \"tile\" or \"blank\""},
    // Why a step of it is not a move (verify/solution_check.cpp), and the words they use.
    {"verify-no-such-tile", "there is no tile {tile} (the tiles are 1 to {max})"},
    {"verify-tile-not-next-to-blank", "tile {tile} is not next to the blank"},
    {"verify-tile-wrong-side",
     "tile {tile} cannot move {direction}: the blank is not on that side"},
    {"verify-no-tile-moves", "no tile can move {direction}: the blank is on the {wall}"},
    {"verify-blank-at-wall", "the blank cannot move {direction}: it is on the {wall}"},
    {"verify-board-unchanged", "this board is the same as the one before"},
    {"verify-board-not-one-move", "this board is not one move from the one before"},
    {"direction-up", "up"},
    {"direction-down", "down"},
    {"direction-left", "left"},
    {"direction-right", "right"},
    {"wall-top", "top row"},
    {"wall-bottom", "bottom row"},
    {"wall-left", "left column"},
    {"wall-right", "right column"},

    // The lab's experiments (lab/experiment.cpp, core/boards_at_depth.cpp).
    {"experiment-no-search", "choose at least one search"},
    {"experiment-unknown-search", "unknown search \"{name}\""},
    {"experiment-depth-cap-negative", "the depth cap must not be negative"},
    {"experiment-node-cap", "the node cap must be at least 1"},
    {"experiment-no-depth", "choose at least one depth"},
    {"experiment-per-depth-range", "boards per depth must be between 1 and {max}"},
    {"experiment-table-failed", "the distance table could not be built"},
    {"experiment-too-many-boards", "at most {max} boards (line {line} is one too many)"},
    {"experiment-no-boards", "no boards: paste one board a line"},
    {"experiment-every-line-bad", "no board to run: every line has an error"},
    {"experiment-line-size", "a {board} board, but the list is of {list} boards"},
    {"experiment-line-unsolvable", "cannot reach the goal: {reason}"},
    {"experiment-depth-not-found",
     "its optimal length was not found within {nodes} nodes, so it is left out"},
    {"depth-table-too-large",
     "boards at an exact depth are made only for boards of up to {max} cells (the whole space is "
     "searched), not {size}"},
    {"depth-out-of-range", "no board is {depth} moves from this goal: depths go from 0 to {max}"},

    // Pattern databases the page exchanges (solver/database_requests.cpp).
    {"database-not-kept",
     "pattern database {name} is not kept: it could not be verified when read back"},
    {"database-not-loaded", "no pattern database named {name} is loaded"},
    {"database-length-not-count", "pattern database: its length is not a byte count"},
    {"database-too-long",
     "pattern database: {bytes} bytes is more than the largest database this solver stores "
     "({max} bytes); refused before reading it"},
    {"database-size-unknown",
     "pattern database: {bytes} bytes is not the size of any database this solver stores"},
    {"database-stored-as-other", "the value stored as {name} is {other}"},
    {"database-not-bytes", "pattern database: expected the bytes as a Uint8Array"},
    // A table refused on import (pdb/pattern_database_verification.cpp,
    // pattern_database_cache.cpp).
    {"database-unverifiable",
     "pattern database {name}: cannot be verified (this solver keeps no digest of it), so it is "
     "built here"},
    {"database-digest-mismatch",
     "pattern database {name}: differs from the table this solver builds (SHA-256 mismatch), so "
     "it is built again"},
    {"database-not-canonical", "pattern database: not in the canonical form the cache builds"},

    // A module request that is not one (cpp/bindings/request_readers.cpp): a fault of the page.
    {"request-not-object",
     "request: expected an object {board, size, goal, algorithm, heuristic, weight, maxMemoryMB, "
     "openLimit}, not {type}"},
    {"request-field-missing", "request.{field} is missing"},
    {"request-field-type", "request.{field} must be a {expected}, not {type}"},
    {"request-databases",
     "request.databases must be \"standard\", \"large\" or \"quick\", not \"{value}\""},
    {"experiment-request-not-object", "experiment request: expected an object, not {type}"},
    {"experiment-field-type", "experiment.{field} must be a {expected}, not {type}"},
    {"experiment-depths-type", "experiment.depths must be an array of numbers"},
    {"experiment-depths-count", "experiment.depths: at most 1000 depths"},
    {"experiment-searches-type", "experiment.searches must be an array of strings"},

    // The lab's explanations (lab/heuristic_explanation.cpp, lab/*_step_engine.cpp).
    {"pdb-not-loaded", "the pattern databases for this board size and goal are not loaded"},
    {"true-distance-unreachable", "the goal cannot be reached from this board"},
    {"true-distance-not-computed", "not computed"},
    {"true-distance-by-pdb", "IDA* with the pattern databases"},
    {"true-distance-by-linear-conflict", "IDA* with linear conflict"},
    {"true-distance-pdb-budget",
     "IDA* with the pattern databases did not finish within its budget of expansions"},
    {"true-distance-linear-conflict-budget",
     "IDA* with linear conflict did not finish within its budget of expansions"},
    {"order-greedy",
     "lowest h first; among equal h, highest g first; then the most recently added first (last "
     "in, first out). Entries for nodes since closed or reached by a cheaper path are skipped "
     "when popped."},
    {"order-breadth-first",
     "lowest g first (level by level); then the most recently added first (last in, first out). "
     "Entries for nodes since closed or reached by a cheaper path are skipped when popped."},
    {"order-astar",
     "lowest f = g + h first; among equal f, highest g first (so lowest h); then the most "
     "recently added first (last in, first out). Entries for nodes since closed or reached by a "
     "cheaper path are skipped when popped."},
    {"order-weighted",
     "lowest f = {gWeight}·g + {hWeight}·h first; among equal f, highest g first; then the most "
     "recently added first (last in, first out). Entries for nodes since closed or reached by a "
     "cheaper path are skipped when popped."},
    {"order-idastar",
     "depth-first: the deepest node on the path is expanded next; its children are tried in a "
     "fixed order (the blank moves up, down, left, right), never undoing the last move nor "
     "making a detour that another path no longer makes redundant (such as going round a 2x2 "
     "square), and a child whose f = g + h exceeds the threshold is cut. When the path empties, "
     "the threshold "
     "becomes the smallest f that was cut and the search starts again from the start."},
    {"order-dfs",
     "depth-first: the node on top of the path is expanded next; its children are tried in a "
     "fixed order (the blank moves up, down, left, right), a child already on the path (a cycle) "
     "is never entered, and no path grows beyond the depth limit of {limit}."},
    {"order-rbfs",
     "recursive best-first: the child with the lowest backed-up F is explored next, as long as "
     "its F stays within its f-limit (the best alternative's F higher up). Beyond it, the "
     "subtree is forgotten and its F kept, to be expanded again when it is once more the best."},
    {"order-bidirectional",
     "breadth-first from both ends: a whole layer at a time, on the side whose frontier is "
     "smaller; first in, first out within a layer. It stops when one side reaches a board the "
     "other side has reached."},
};

// The table by id, made on first use. A scan comparing ids measured each of them (strlen) on
// every message: half the time of checking a board's solvability, which makes several.
const MessageTemplate* findTemplate(std::string_view id) {
  static const std::unordered_map<std::string_view, const MessageTemplate*> byId = [] {
    std::unordered_map<std::string_view, const MessageTemplate*> map;
    for (const MessageTemplate& t : kTemplates) map.emplace(t.id, &t);
    return map;
  }();
  const auto found = byId.find(id);
  return found == byId.end() ? nullptr : found->second;
}

std::string argText(const MessageArg& arg) {
  if (const auto* number = std::get_if<int64_t>(&arg.value)) return std::to_string(*number);
  if (const auto* text = std::get_if<std::string>(&arg.value)) return *text;
  return std::get<std::shared_ptr<const Message>>(arg.value)->text;
}

// `pattern` with each {name} replaced by that argument's English; a {name} with no argument
// stays as written (tests/cpp/message_test.cpp checks that every message made fills them all).
std::string fill(std::string_view pattern, const std::vector<MessageArg>& args) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (size_t i = 0; i < pattern.size();) {
    // The words up to the next brace in one piece, then the brace: a placeholder or itself.
    const size_t open = std::min(pattern.find('{', i), pattern.size());
    out.append(pattern, i, open - i);
    i = open;
    if (i == pattern.size()) break;
    const size_t close = pattern.find('}', i);
    if (close != std::string_view::npos) {
      std::string_view name = pattern.substr(i + 1, close - i - 1);
      const MessageArg* found = nullptr;
      for (const MessageArg& arg : args)
        if (name == arg.name) found = &arg;
      if (found) {
        out += argText(*found);
        i = close + 1;
        continue;
      }
    }
    out += pattern[i++];
  }
  return out;
}

}  // namespace

MessageArg::MessageArg(const char* argName, Value argValue)
    : name(argName), value(std::move(argValue)) {}
MessageArg::MessageArg(const MessageArg& other) = default;
MessageArg::MessageArg(MessageArg&& other) noexcept = default;
MessageArg& MessageArg::operator=(const MessageArg& other) = default;
MessageArg& MessageArg::operator=(MessageArg&& other) noexcept = default;
MessageArg::~MessageArg() = default;

Message::Message() = default;
Message::Message(const Message& other) = default;
Message::Message(Message&& other) noexcept = default;
Message& Message::operator=(const Message& other) = default;
Message& Message::operator=(Message&& other) noexcept = default;
Message::~Message() = default;

MessageArg numberArg(const char* name, int64_t value) {
  return MessageArg{name, value};
}

MessageArg textArg(const char* name, std::string value) {
  return MessageArg{name, std::move(value)};
}

MessageArg messageArg(const char* name, Message value) {
  return MessageArg{name, std::make_shared<const Message>(std::move(value))};
}

MessageArg decimalArg(const char* name, double value) {
  const bool whole = value == std::floor(value);
  if (whole && std::fabs(value) < 9e15) return numberArg(name, static_cast<int64_t>(value));
  char text[400];
  std::snprintf(text, sizeof text, whole ? "%.0f" : "%g", value);
  return textArg(name, text);
}

Message message(std::string_view id, std::vector<MessageArg> args) {
  const MessageTemplate* t = findTemplate(id);
  if (!t) std::abort();  // a programming error: every id is in the table (message_test.cpp)
  const MessageArg* count = nullptr;
  for (const MessageArg& arg : args)
    if (std::string_view(arg.name) == "count") count = &arg;
  const bool one = t->one && count && std::get_if<int64_t>(&count->value) &&
                   std::get<int64_t>(count->value) == 1;
  Message m;
  m.id = t->id;
  m.text = fill(one ? t->one : t->other, args);
  m.args = std::move(args);
  return m;
}

const std::vector<MessageTemplate>& messageTemplates() {
  return kTemplates;
}

}  // namespace npuzzle
