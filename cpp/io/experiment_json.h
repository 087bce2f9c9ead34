#pragma once
// The lab's experiment documents (docs/contracts.md §3): the progress while it runs and its
// result, board by board, run by run; the front end averages them into the table.

#include <string>

#include "lab/experiment.h"

namespace npuzzle {

// {"status","done","total","depth","doneAtDepth","totalAtDepth"}
std::string experimentProgressJson(const Experiment& experiment);

// {"status":"ok"|"cancelled"|"invalid", "error"?, "lineErrors":[{"line","error"}],
//  "source":"generated"|"pasted", "width","height","goal":[…], "seed", "perDepth",
//  "depthCap", "maxGenerated", "searches":[{"id","label","depthCapped"}],
//  "boards":[{"line","tiles":[…],"depth","runs":[{"status","skipped"?,"length"?,
//  "generated","expanded"}]}]}
std::string experimentResultJson(const Experiment& experiment);

// {"status":"ok","width","height","seed","boards":[{"depth","tiles":[…]}]} or
// {"status":"invalid","error"}: the boards an experiment with this request would run.
std::string boardsAtDepthJson(const ExperimentRequest& request);

}  // namespace npuzzle
