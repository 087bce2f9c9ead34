#pragma once
// The one grammar of the CLI's numeric options (docs/contracts.md §3, "Numbers in options"): plain
// decimal digits with an optional fraction (`2`, `1.5`, `010` is ten), an optional leading minus
// only so that a negative value is refused as out of range rather than as not a number. No
// hexadecimal (strtod read `0x10` as 16), no exponent (`1e3`), no `inf` or `nan`, no sign `+`, no
// blanks around it: a script that passes such a value gets a refusal, never a surprise. A
// whole-number option takes a zero fraction (`2.0`, like a tile in §1) and refuses any other
// (`1.5`), each option the same way. Every message names the option and quotes the value
// (inputExcerpt).

#include <optional>
#include <string>
#include <string_view>

namespace npuzzle {

// The value of `text` when it is written in the grammar above, else nothing.
std::optional<double> parseOptionNumber(std::string_view text);

// A number from `min` to `max` for the option `name`, or the message refusing it.
std::optional<std::string> readDecimalOption(const std::string& name, std::string_view text,
                                             double min, double max, double& out);
// The same for a whole number; `alternatives` names the words the option also takes (" or auto").
std::optional<std::string> readWholeOption(const std::string& name, std::string_view text,
                                           double min, double max, double& out,
                                           const std::string& alternatives = "");

}  // namespace npuzzle
