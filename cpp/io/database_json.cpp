#include "io/database_json.h"

#include "core/status.h"
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

std::string databasesBuiltJson(const Expected<std::vector<std::string>>& built) {
  JsonWriter json;
  json.beginObject();
  if (!built) {
    json.key("status").value(statusName(Status::Error)).key("error").value(built.error());
  } else {
    json.key("status").value(statusName(Status::Ok)).key("built").beginArray();
    for (const std::string& name : *built) json.value(name);
    json.endArray();
  }
  json.endObject();
  return json.str();
}

std::string databaseImportJson(const Expected<std::string>& name) {
  JsonWriter json;
  json.beginObject();
  if (name)
    json.key("status").value(statusName(Status::Ok)).key("name").value(*name);
  else
    json.key("status").value(statusName(Status::Invalid)).key("error").value(name.error());
  json.endObject();
  return json.str();
}

}  // namespace npuzzle
