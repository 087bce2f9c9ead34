#include "io/message_json.h"

namespace npuzzle {
namespace {

void writeArgs(JsonWriter& json, const Message& message) {
  json.beginObject();
  for (const MessageArg& arg : message.args) {
    json.key(arg.name);
    if (const auto* number = std::get_if<int64_t>(&arg.value))
      json.value(*number);
    else if (const auto* text = std::get_if<std::string>(&arg.value))
      json.value(*text);
    else
      writeMessageObject(json, *std::get<std::shared_ptr<const Message>>(arg.value));
  }
  json.endObject();
}

}  // namespace

void writeMessageObject(JsonWriter& json, const Message& message) {
  json.beginObject().key("id").value(message.id).key("args");
  writeArgs(json, message);
  json.endObject();
}

void writeError(JsonWriter& json, const std::string& field, const std::string& english,
                const Message& detail) {
  // The id and the arguments come first, so "<field>" stays the object's last field where it was
  // (line-oriented tools and tests that read `"error":"…"}` keep working).
  if (!detail.empty()) {
    json.key(field + "Id").value(detail.id);
    json.key(field + "Args");
    writeArgs(json, detail);
  }
  json.key(field).value(english);
}

void writeError(JsonWriter& json, const std::string& field, const Error& error) {
  writeError(json, field, error.message, error.detail);
}

}  // namespace npuzzle
