// First step of `npm test` (and so of CI): says which Node runs the suite, and stops on anything older than the
// project's runtime. npm puts node_modules/.bin first on a script's PATH, so this is the `node` devDependency (24 LTS),
// not the machine's own Node.
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version} (${process.execPath})`);
if (major < 24) {
  console.error('Node 24 LTS erwartet: bitte `npm install` ausführen (bringt Node 24 als Abhängigkeit mit).');
  process.exit(1);
}
