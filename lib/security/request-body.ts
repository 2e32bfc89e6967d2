/**
 * The body of a request as text, or undefined as soon as it passes `maxBytes`. Read chunk by chunk, so a body sent
 * without Content-Length (chunked) is cut off at the limit instead of being read whole first.
 */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
