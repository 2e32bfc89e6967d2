import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/content/site';
import { env } from '@/lib/server/env';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';

/*
 * The 1200×630 share image of the site, a course or a holiday course (rendered by next/og at build time).
 * Satori reads TTF, OTF and WOFF but not WOFF2, hence Nunito's WOFF files from @fontsource/nunito.
 */

const fontFile = (weight: number) =>
  readFile(join(process.cwd(), `node_modules/@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`));

const BRAND = { primary: '#4f3fd6', primaryDark: '#3b2db0', star: '#ffc83d', ink: '#1e1b4b', tint: '#f5f3ff' };

interface ShareImageProps {
  /** Small line above the title, e.g. 'Kurs · Level 2A'. */
  eyebrow: string;
  title: string;
  /** Two to four short facts shown as pills: ages, length, format. */
  facts: string[];
}

export async function shareImageResponse({ eyebrow, title, facts }: ShareImageProps): Promise<ImageResponse> {
  const [regular, extraBold, logo] = await Promise.all([
    fontFile(700),
    fontFile(900),
    readFile(join(process.cwd(), 'app/icon.svg'), 'base64'),
  ]);
  const host = new URL(env.siteUrl).host;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          color: 'white',
          fontFamily: 'Nunito',
          backgroundColor: BRAND.primary,
          backgroundImage: `linear-gradient(135deg, ${BRAND.primary} 0%, ${BRAND.primaryDark} 100%)`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- satori draws it, no HTML */}
          <img src={`data:image/svg+xml;base64,${logo}`} width={72} height={72} />
          <div style={{ display: 'flex', fontSize: 40, fontWeight: 900 }}>
            <span>Coding</span>
            <span style={{ color: BRAND.star }}>Stars</span>
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 32, fontWeight: 700, color: BRAND.star }}>{eyebrow}</div>
          <div
            style={{
              display: 'flex',
              marginTop: 12,
              fontSize: title.length > 34 ? 64 : 80,
              fontWeight: 900,
              lineHeight: 1.05,
              maxWidth: 1050,
            }}
          >
            {title}
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 32 }}>
            {facts.map((fact) => (
              <div
                key={fact}
                style={{
                  display: 'flex',
                  padding: '10px 24px',
                  borderRadius: 999,
                  backgroundColor: BRAND.tint,
                  color: BRAND.ink,
                  fontSize: 30,
                  fontWeight: 700,
                }}
              >
                {fact}
              </div>
            ))}
          </div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, fontWeight: 700, opacity: 0.9 }}>
          <span>{siteConfig.tagline}</span>
          <span>{host}</span>
        </div>
      </div>
    ),
    {
      ...SHARE_IMAGE_SIZE,
      fonts: [
        { name: 'Nunito', data: regular, weight: 700, style: 'normal' },
        { name: 'Nunito', data: extraBold, weight: 900, style: 'normal' },
      ],
    },
  );
}
