// Build step after `next build` (npm run build): puts V8's compile hint at the top of every client chunk
// (lib/build/compile-hints.mjs says why). Running it twice changes nothing.
import path from 'node:path';
import { hintChunks } from '../lib/build/compile-hints.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const { hinted, files } = hintChunks(path.join(distDir, 'static', 'chunks'));
console.log(`compile-hints: ${hinted} of ${files} client chunks now start with //# allFunctionsCalledOnLoad`);
