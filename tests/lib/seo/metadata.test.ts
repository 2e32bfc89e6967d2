import { pageMetadata, rootMetadata } from '@/lib/seo/metadata';

describe('pageMetadata', () => {
  const base = { title: 'Preise und Pakete', description: 'Mitgliedschaften ab 10,50 € pro Einheit.', path: '/preise' };

  it('builds an absolute canonical and a complete Open Graph and Twitter card', () => {
    const metadata = pageMetadata(base);
    expect(metadata.title).toBe('Preise und Pakete');
    expect(metadata.alternates?.canonical).toBe('https://www.codingstars.de/preise');
    expect(metadata.openGraph).toMatchObject({
      title: 'Preise und Pakete | CodingStars',
      description: base.description,
      url: 'https://www.codingstars.de/preise',
      siteName: 'CodingStars',
      locale: 'de_DE',
      type: 'website',
      images: [
        {
          url: 'https://www.codingstars.de/opengraph-image',
          width: 1200,
          height: 630,
          alt: expect.stringContaining('CodingStars'),
          type: 'image/png',
        },
      ],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Preise und Pakete | CodingStars',
      images: [{ url: 'https://www.codingstars.de/opengraph-image' }],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('leaves the image to the page segment when it has its own opengraph-image', () => {
    const metadata = pageMetadata({ ...base, ownShareImage: true });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
  });

  it('sets noindex only when asked', () => {
    expect(pageMetadata({ ...base, noindex: true }).robots).toEqual({ index: false, follow: true });
  });
});

describe('rootMetadata', () => {
  it('has the site URL as metadataBase, the brand after each page title and the claim as the default title', () => {
    expect(String(rootMetadata.metadataBase)).toBe('https://www.codingstars.de/');
    expect(rootMetadata.title).toEqual({
      default: 'CodingStars – Programmieren lernen online für Kinder',
      template: '%s | CodingStars',
    });
  });
});
