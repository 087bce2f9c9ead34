// Writes a full bench run into docs/performance.md, between its `bench:latest` markers, so the
// numbers the docs quote are the last run's and say when and where they were measured. Only a
// run of every workload writes it: a run of one workload would leave a partial table there.
import { readFile, writeFile } from 'node:fs/promises';

const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';

/**
 * @param {string} root the repository's root, with a trailing slash
 * @param {{date: string, machine: {cpus: number, model?: string, node: string}, lines: string[]}} run
 */
export async function writeLatestRun(root, { date, machine, lines }) {
  const path = `${root}docs/performance.md`;
  const text = await readFile(path, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`docs/performance.md has no ${START} … ${END} section to write the run into`);
  }
  const section = [
    START,
    `\`npm run bench\` on ${date.slice(0, 10)} (${date.slice(11, 16)} UTC): ${machine.cpus} cores` +
      `${machine.model ? ` (${machine.model})` : ''}, Node ${machine.node}.`,
    '',
    '```',
    ...lines,
    '```',
    END,
  ].join('\n');
  await writeFile(path, text.slice(0, start) + section + text.slice(end + END.length));
}
