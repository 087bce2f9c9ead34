#pragma once
// Reads one JSON object whose fields the caller looks up by name: a string field decoded, any
// other value kept as its JSON text (a board's list goes to the board parser as it is). Enough
// for the command line's JSON input lines (`npuzzle verify --batch`); errors name the position.

#include <map>
#include <string>
#include <string_view>

#include "core/expected.h"

namespace npuzzle {

struct JsonField {
  bool isString = false;
  std::string text;  // the decoded string, or the value's JSON text (a number, a list, null…)
};

using JsonObject = std::map<std::string, JsonField>;

Expected<JsonObject> readJsonObject(std::string_view text);

}  // namespace npuzzle
