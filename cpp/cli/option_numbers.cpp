#include "cli/option_numbers.h"

#include <cmath>
#include <cstdlib>

#include "core/input_excerpt.h"

namespace npuzzle {
namespace {

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

// A bound as a person writes it: 2048, 1.5, 9007199254740991.
std::string numberText(double value) {
  if (value == std::floor(value) && std::fabs(value) < 1e16)
    return std::to_string(static_cast<long long>(value));
  std::string text = std::to_string(value);
  text.erase(text.find_last_not_of('0') + 1);
  return text;
}

std::string refusal(const std::string& name, const std::string& what, std::string_view text) {
  return name + " must be " + what + ", got \"" + inputExcerpt(text) + "\"";
}

}  // namespace

std::optional<double> parseOptionNumber(std::string_view text) {
  size_t i = 0;
  if (i < text.size() && text[i] == '-') ++i;
  const size_t digits = i;
  while (i < text.size() && isDigit(text[i])) ++i;
  if (i == digits) return std::nullopt;
  if (i < text.size() && text[i] == '.') {
    const size_t fraction = ++i;
    while (i < text.size() && isDigit(text[i])) ++i;
    if (i == fraction) return std::nullopt;
  }
  if (i != text.size()) return std::nullopt;
  // The grammar above is a subset of strtod's, so it reads the whole text (an argument cannot
  // hold a NUL, but an in-process caller's string can: the check above stops at it).
  return std::strtod(std::string(text).c_str(), nullptr);
}

std::optional<std::string> readDecimalOption(const std::string& name, std::string_view text,
                                             double min, double max, double& out) {
  const std::optional<double> value = parseOptionNumber(text);
  if (!value || !(*value >= min && *value <= max))
    return refusal(name, "a number from " + numberText(min) + " to " + numberText(max), text);
  out = *value;
  return std::nullopt;
}

std::optional<std::string> readWholeOption(const std::string& name, std::string_view text,
                                           double min, double max, double& out,
                                           const std::string& alternatives) {
  const std::optional<double> value = parseOptionNumber(text);
  if (!value || *value != std::floor(*value) || !(*value >= min && *value <= max))
    return refusal(
        name, "a whole number from " + numberText(min) + " to " + numberText(max) + alternatives,
        text);
  out = *value;
  return std::nullopt;
}

}  // namespace npuzzle
