#include "io/database_json.h"

#include "io/json_writer.h"

namespace npuzzle {

std::string databaseNeedsJson(const std::vector<DatabaseNeed>& needs) {
  JsonWriter json;
  json.beginObject().key("databases").beginArray();
  for (const DatabaseNeed& need : needs) {
    json.beginObject();
    json.key("name").value(need.name);
    json.key("entries").value(static_cast<int64_t>(need.entries));
    json.key("ready").value(need.ready);
    json.endObject();
  }
  json.endArray().endObject();
  return json.str();
}

}  // namespace npuzzle
