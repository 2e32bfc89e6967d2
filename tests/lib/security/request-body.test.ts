/**
 * @jest-environment node
 */
import { readTextCapped } from '@/lib/security/request-body';

const CHUNK = 16 * 1024;

/** A chunked upload without Content-Length that never ends on its own; counts the chunks the reader pulled. */
function endlessUpload() {
  const upload = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      upload.pulled += 1;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
    },
    cancel() {
      upload.cancelled = true;
    },
  });
  const request = new Request('http://localhost/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, upload };
}

describe('readTextCapped', () => {
  it.each([
    ['a body under the limit, whole', '{"a":"ä"}', 100, '{"a":"ä"}'],
    ['a body of exactly the limit', 'x'.repeat(10), 10, 'x'.repeat(10)],
    ['nothing for a body one byte over', 'x'.repeat(11), 10, undefined],
    // 'ä' is two bytes: the limit counts bytes, not characters.
    ['nothing for six two-byte characters over 10 bytes', 'ä'.repeat(6), 10, undefined],
  ])('gives %s', async (_, body, max, expected) => {
    expect(await readTextCapped(new Request('http://localhost/', { method: 'POST', body }), max)).toBe(expected);
  });

  it('stops reading a chunked upload without Content-Length as soon as it passes the limit', async () => {
    const { request, upload } = endlessUpload();
    expect(await readTextCapped(request, 32 * 1024)).toBeUndefined();
    expect(upload.pulled).toBeLessThanOrEqual(4);
    expect(upload.cancelled).toBe(true);
  });
});

describe('the embedded outbox endpoint', () => {
  it('answers 413 to an endless chunked body without reading it all', async () => {
    const { POST } = await import('@/app/api/v1.0/email/send/route');
    const { request, upload } = endlessUpload();
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Payload Too Large');
    expect(upload.pulled).toBeLessThanOrEqual(4);
  });
});
