// The shared scenario set's harness: one scenario, written once against the engine-neutral
// page (engine-page.mjs), runs as one subtest per engine. The engines are those named in
// NPUZZLE_ENGINES (default `chromium,firefox,webkit`), each started once per test file when a
// scenario first needs it and stopped at the end of the file.
//
//   const { scenario } = useEngines();
//   scenario('what the user does and sees', async ({ engine, sites, open }) => {
//     const page = await open(sites.appUrl('?board=…'));
//     …
//   });
//
// Every page a scenario opens is checked for errors (console, uncaught, workers' where the
// engine reports them) when the scenario ends; with NPUZZLE_SCREENSHOTS=<dir>, a failing
// scenario leaves a screenshot of each of its pages there.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { launchChromium } from './chromium-engine.mjs';
import { isDriverHang } from './engine-page.mjs';
import { launchFirefox } from './firefox-engine.mjs';
import { startSites } from './sites.mjs';
import { launchWebKit } from './webkit-engine.mjs';

const LAUNCHERS = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit };
export const ALL_ENGINES = Object.keys(LAUNCHERS);

/** The engines to run, from NPUZZLE_ENGINES (comma-separated), all of them by default. */
export function selectedEngines() {
  const wanted = (process.env.NPUZZLE_ENGINES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return ALL_ENGINES;
  const unknown = wanted.filter((name) => !ALL_ENGINES.includes(name));
  if (unknown.length > 0) {
    throw new Error(`NPUZZLE_ENGINES names unknown engines: ${unknown} (known: ${ALL_ENGINES})`);
  }
  return wanted;
}

/** Registers the file's before/after hooks; returns {scenario}. */
export function useEngines() {
  const engines = selectedEngines();
  let sites = null;
  const running = new Map();
  before(async () => {
    sites = await startSites();
  });
  after(async () => {
    for (const engine of running.values()) {
      await engine.then((started) => started.stop()).catch(() => {});
    }
    await sites?.stop();
  });
  const engine = (name) => {
    if (!running.has(name)) running.set(name, LAUNCHERS[name]({ sites }));
    return running.get(name);
  };
  /** Stops the engine `name`; the next scenario that needs it starts it afresh. */
  const restart = async (name) => {
    const started = running.get(name);
    running.delete(name);
    await started?.then((engine) => engine.stop()).catch(() => {});
  };

  /**
   * Registers `title` as a suite with one test per engine, each running `fn(context)` with
   * context {engine (its name), supports, sites, open(url, options), close(page), t}; each
   * test may take `timeout` ms. `chromiumCoveredBy` names the Chromium e2e test (tests/e2e) that
   * already makes every check of this scenario in Chromium: the scenario then runs in the other
   * engines only, so the CI does not open Chromium twice for the same checks.
   */
  function scenario(title, fn, { timeout = 120_000, chromiumCoveredBy = null } = {}) {
    const coveringFile = chromiumCoveredBy?.split(':')[0];
    if (coveringFile && !existsSync(new URL(`../../../${coveringFile}`, import.meta.url))) {
      throw new Error(`"${title}": chromiumCoveredBy names ${coveringFile}, which does not exist`);
    }
    describe(title, () => {
      for (const name of engines) {
        if (name === 'chromium' && chromiumCoveredBy) continue;
        test(`in ${name}`, { timeout }, async (t) => {
          try {
            await runIn(name, t);
          } catch (error) {
            if (!isDriverHang(error)) throw error;
            // The driver stopped answering (engine-page.mjs, DriverHang): said in the log, and
            // the scenario runs once more in a fresh engine. A page that freezes the browser
            // freezes it again, and then fails.
            console.warn(`${error.message}; "${title}" runs again in a fresh ${name}`);
            await restart(name);
            await runIn(name, t);
          }
        });
      }
    });

    /** One run of the scenario in the engine `name`: its pages checked for problems, then closed. */
    async function runIn(name, t) {
      const started = await engine(name);
      const pages = new Set();
      const context = {
        engine: name,
        supports: started.supports,
        sites,
        t,
        /** Opens a page; see the engine's open() for the options. */
        async open(url, options) {
          const page = await started.open(url, options);
          pages.add(page);
          // A page the scenario closes itself is no longer checked at the end.
          const closePage = page.close.bind(page);
          page.close = async () => {
            pages.delete(page);
            await closePage();
          };
          return page;
        },
        /** Asserts that the page saw no errors, then closes it. */
        async close(page) {
          try {
            await page.assertNoProblems();
          } finally {
            await page.close();
          }
        },
      };
      let failed = true;
      let hung = false;
      try {
        await fn(context);
        for (const page of pages) await page.assertNoProblems();
        failed = false;
      } catch (error) {
        hung = isDriverHang(error); // a hung driver takes no screenshot and closes nothing
        throw error;
      } finally {
        if (failed && !hung) await screenshots(pages, `${title} ${name}`);
        if (!hung) for (const page of [...pages]) await page.close().catch(() => {});
      }
    }
  }

  return { scenario, engines };
}

async function screenshots(pages, label) {
  const dir = process.env.NPUZZLE_SCREENSHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const stem = label.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let index = 0;
  for (const page of pages) {
    await page.screenshot(join(dir, `${stem}-${++index}.png`)).catch(() => {});
  }
}
