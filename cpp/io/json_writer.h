#pragma once
// A small streaming JSON writer: objects, arrays, escaped strings, numbers. Enough for results.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle {

class JsonWriter {
 public:
  JsonWriter& beginObject();
  JsonWriter& endObject();
  JsonWriter& beginArray();
  JsonWriter& endArray();
  JsonWriter& key(std::string_view name);
  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(bool flag);
  JsonWriter& value(int64_t number);
  JsonWriter& value(int number) { return value(static_cast<int64_t>(number)); }
  JsonWriter& value(uint64_t number);  // all 64 bits (a count of optimal solutions may use them)
  JsonWriter& value(double number, int decimals);
  JsonWriter& null();
  template <class T>
  JsonWriter& array(const std::vector<T>& items) {
    beginArray();
    for (const T& item : items) value(static_cast<int64_t>(item));
    return endArray();
  }
  const std::string& str() const { return out_; }

 private:
  void separate();
  std::string out_;
  std::vector<bool> first_;  // per open container: no element written yet
  bool afterKey_ = false;
};

}  // namespace npuzzle
