// How every script and test starts Debian's Chromium headless (docs/toolchain.md): without the
// networking flags it floods this machine's closed network with refused connections at start.
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
