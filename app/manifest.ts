import type { MetadataRoute } from 'next';
import { siteConfig } from '@/content/site';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.titleSuffix,
    short_name: siteConfig.name,
    description: siteConfig.description,
    lang: 'de',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#4f3fd6',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
