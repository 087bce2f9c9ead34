// Requests answered at once from the module: pure functions of their arguments, which is why
// the client may simply send them again to a restarted worker.
//
//   {type:'check', id, board, size, goal} → CheckResult
//   {type:'random', id, size, goal, walk, seed} → RandomResult
//   {type:'capabilities', id} → Capabilities

export const quickRequests = {
  check(message, { module, reply }) {
    reply(
      message.id,
      JSON.parse(module.checkBoard(message.board, message.size ?? '', message.goal ?? '')),
    );
  },
  random(message, { module, reply }) {
    reply(
      message.id,
      JSON.parse(module.randomBoard(message.size, message.goal, message.walk, message.seed)),
    );
  },
  capabilities(message, { module, reply }) {
    reply(message.id, JSON.parse(module.capabilities()));
  },
};
