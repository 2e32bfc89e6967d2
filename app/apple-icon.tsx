import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';

// The favicon (app/icon.svg) as the 180 px PNG iOS puts on the home screen; brand colour to the edges, iOS rounds them.
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default async function AppleIcon() {
  const icon = await readFile(join(process.cwd(), 'app/icon.svg'), 'base64');
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: '#4f3fd6' }}>
        {/* eslint-disable-next-line jsx-a11y/alt-text -- satori draws it, no HTML */}
        <img src={`data:image/svg+xml;base64,${icon}`} width={180} height={180} />
      </div>
    ),
    size,
  );
}
