// Browser tests use Debian's Chromium; install it when missing (never a downloaded browser build).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log('Chromium fehlt – installiere das Debian-Paket „chromium“ …');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium wurde nicht gefunden unter ${CHROMIUM}.`);
  process.exit(1);
}
