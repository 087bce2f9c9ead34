#pragma once
// How a sentence for people goes into JSON (docs/contracts.md §3): the field itself keeps the
// English ("error": "tile 3 appears twice"), and next to it "<field>Id" and "<field>Args" name the
// message and its arguments ("errorId": "tile-twice", "errorArgs": {"tile": 3}), so a front end can
// say it in its own language. An argument is a number, a text as typed, or a nested message
// {"id", "args"} (a parity word, "3 swaps").

#include <string>

#include "core/expected.h"
#include "core/message.h"
#include "io/json_writer.h"

namespace npuzzle {

// "<field>Id", "<field>Args" (when the message has an id) and then "<field>": the English.
void writeError(JsonWriter& json, const std::string& field, const std::string& english,
                const Message& detail);
void writeError(JsonWriter& json, const std::string& field, const Error& error);
inline void writeMessage(JsonWriter& json, const std::string& field, const Message& message) {
  writeError(json, field, message.text, message);
}

// {"id": ..., "args": {...}}: a message as an argument of another (or as a list's item).
void writeMessageObject(JsonWriter& json, const Message& message);

}  // namespace npuzzle
