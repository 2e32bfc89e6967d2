// Browser tests use Debian's Chromium headless shell (never a downloaded browser build; the full `chromium` for a run
// with E2E_BROWSER=/usr/bin/chromium), and Debian's faketime for servers that live on a fixed day (e2e/own-server.ts);
// install the packages when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  { program: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { program: '/usr/bin/faketime', pkg: 'faketime' },
];

const missing = NEEDED.filter(({ program }) => !existsSync(program));
if (missing.length > 0) {
  const packages = missing.map(({ pkg }) => pkg).join(' ');
  console.log(`Es fehlt: ${packages} – installiere die Debian-Pakete …`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
}
for (const { program } of NEEDED) {
  if (!existsSync(program)) {
    console.error(`${program} wurde nicht gefunden.`);
    process.exit(1);
  }
}
