export default async function teardown() {
  await globalThis.testPostgres?.destroy();
}
