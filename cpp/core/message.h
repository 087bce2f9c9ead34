#pragma once
// A sentence for people, named by a stable id and its arguments, so that a front end can say it in
// the visitor's language (web/i18n/<lang>/solver.js, key solver.error.<id>) while the command
// line prints the English. The English is made from one table of templates (core/message.cpp),
// the same one capabilities() publishes: an id has one wording, never two.
//
// A template fills {name} from the argument of that name: a number, a text quoted as typed, or a
// nested message (a parity word, a count with its noun, the reason inside "goal: …"). A message
// whose words change with a count has a singular and a plural template, picked by `count`.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace npuzzle {

struct Message;

// The special members are defined out of line (core/message.cpp): messages are made at ~100
// places and travel inside every Error, and inlining their copies there cost the wasm ~100 KB.
struct MessageArg {
  using Value = std::variant<int64_t, std::string, std::shared_ptr<const Message>>;
  const char* name;  // a string literal: the placeholder it fills
  Value value;

  MessageArg(const char* argName, Value argValue);
  MessageArg(const MessageArg& other);
  MessageArg(MessageArg&& other) noexcept;
  MessageArg& operator=(const MessageArg& other);
  MessageArg& operator=(MessageArg&& other) noexcept;
  ~MessageArg();
};

struct Message {
  std::string id;  // empty: no message
  std::vector<MessageArg> args;
  std::string text;  // the English sentence, from the id's template and the args

  Message();
  Message(const Message& other);
  Message(Message&& other) noexcept;
  Message& operator=(const Message& other);
  Message& operator=(Message&& other) noexcept;
  ~Message();

  bool empty() const { return id.empty(); }
};

// The argument `name` of a message: a number, a text (quoted as it was typed: never translated)
// or a nested message.
MessageArg numberArg(const char* name, int64_t value);
MessageArg textArg(const char* name, std::string value);
MessageArg messageArg(const char* name, Message value);
// A number that may have a fraction: whole, a number argument; else its shortest text ("2.5").
MessageArg decimalArg(const char* name, double value);

// The message `id` (it must be in the table) with `args`, its English text filled in.
Message message(std::string_view id, std::vector<MessageArg> args = {});

// The English templates, one per id; `one` is set where the words change with `count`.
struct MessageTemplate {
  const char* id;
  const char* other;
  const char* one = nullptr;  // the template when count == 1
};
const std::vector<MessageTemplate>& messageTemplates();

}  // namespace npuzzle
