// The framework floor for `npm run bench`: an empty App Router app (root layout, one page with a heading and a
// paragraph) built with the project's own next, react and react-dom. It lives in .bench/floor (gitignored) inside
// the project, so Node's resolution walks up to the project's node_modules and nothing is downloaded.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FLOOR_DIR = '.bench/floor';

const FILES = {
  'next.config.mjs': 'export default {};\n',
  // Without a hook of its own, Turbopack builds the project's instrumentation.ts into the floor: the floor's server
  // then opened the site's database and ran its mail relay beside the site it is compared with. This one does nothing.
  'instrumentation.js': 'export function register() {}\n',
  'app/layout.jsx': `export const metadata = { title: 'Leere Seite', description: 'Eine leere App-Router-Seite.' };

export default function RootLayout({ children }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Leere Seite</h1>
      <p>Eine leere App-Router-Seite mit denselben Versionen von Next und React wie die Website.</p>
    </main>
  );
}
`,
};

/** next, react and react-dom as installed in the project: the floor is built and served with exactly these. */
export function frameworkVersions() {
  const version = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
  return { next: version('next'), react: version('react'), reactDom: version('react-dom') };
}

/** Writes the floor app and builds it unless a build of the same sources and versions is already there. */
export function buildFloor({ force = false } = {}) {
  const stamp = JSON.stringify({ files: FILES, versions: frameworkVersions() });
  const stampFile = path.join(FLOOR_DIR, '.next', 'bench-stamp.json');
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return FLOOR_DIR;
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  execFileSync('node_modules/.bin/next', ['build', FLOOR_DIR], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stampFile, stamp);
  return FLOOR_DIR;
}
