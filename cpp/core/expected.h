#pragma once
// A value or a message naming what is wrong with the input. Errors cross every boundary as
// values (CLI, JSON, Embind): nothing in the core throws or exits on user input. An error made
// from a Message (core/message.h) keeps its id and arguments, so a front end can say it in the
// visitor's language; `message` is always its English sentence.

#include <string>
#include <utility>
#include <variant>

#include "core/message.h"

namespace npuzzle {

struct Error {
  std::string message;  // in English, for the command line and logs
  Message detail;       // its id and arguments; empty for a fault with no sentence of its own

  Error(std::string text) : message(std::move(text)) {}        // NOLINT: implicit by design
  Error(Message m) : message(m.text), detail(std::move(m)) {}  // NOLINT: implicit by design
};

template <class T>
class Expected {
 public:
  Expected(T value) : state_(std::move(value)) {}               // NOLINT: implicit by design
  Expected(Error error) : state_(std::move(error)) {}           // NOLINT: implicit by design
  Expected(Message error) : state_(Error(std::move(error))) {}  // NOLINT: implicit by design

  bool ok() const { return std::holds_alternative<T>(state_); }
  explicit operator bool() const { return ok(); }
  const T& value() const { return std::get<T>(state_); }
  T& value() { return std::get<T>(state_); }
  const T& operator*() const { return value(); }
  const T* operator->() const { return &value(); }
  const std::string& error() const { return std::get<Error>(state_).message; }
  // The whole error, id and arguments included: what a caller passes on (`return x.failure();`).
  const Error& failure() const { return std::get<Error>(state_); }

 private:
  std::variant<T, Error> state_;
};

}  // namespace npuzzle
