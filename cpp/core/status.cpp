#include "core/status.h"

namespace npuzzle {

const char* statusName(Status status) {
  switch (status) {
    case Status::Running:
      return "running";
    case Status::Solved:
      return "solved";
    case Status::Unsolvable:
      return "unsolvable";
    case Status::Invalid:
      return "invalid";
    case Status::Limit:
      return "limit";
    case Status::Cancelled:
      return "cancelled";
    case Status::Error:
      return "error";
    case Status::Ok:
      return "ok";
  }
  return "error";
}

}  // namespace npuzzle
