/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: true,
  // `npm run build:tracking` builds a copy with test tracking ids beside the main build (e2e/tracking.spec.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
