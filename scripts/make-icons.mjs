// Renders the add-in's ribbon and manifest icons (addin/public/assets/icon-N.png) from one
// SVG in headless Chromium, so the icons are reproducible: node scripts/make-icons.mjs. The
// unified manifest's two (manifest.json "icons"): color.png, the same art at 192 × 192, and
// outline.png, 32 × 32, white on transparent, as the manifest's schema asks.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const svg = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect x="1" y="1" width="30" height="30" rx="5" fill="#1b5e20"/>
  <path d="M7 24V8h7.5a4.5 4.5 0 0 1 0 9H7m7.5 0L21 24" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="20" y="6" width="6" height="3" fill="#c8e6c9"/><rect x="20" y="11" width="6" height="3" fill="#c8e6c9"/>
</svg>`;
const outline = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
  <rect x="1.5" y="1.5" width="29" height="29" rx="5" fill="none" stroke="#fff" stroke-width="1.5"/>
  <path d="M7 24V8h7.5a4.5 4.5 0 0 1 0 9H7m7.5 0L21 24" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="20" y="6" width="6" height="3" fill="#fff"/><rect x="20" y="11" width="6" height="3" fill="#fff"/>
</svg>`;

const images = [
  ...[16, 32, 64, 80].map((size) => ({ file: `icon-${size}.png`, size, content: svg(size) })),
  { file: 'color.png', size: 192, content: svg(192) },
  { file: 'outline.png', size: 32, content: outline },
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const { file, size, content } of images) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0;background:transparent">${content}</body>`);
  await page.screenshot({ path: `addin/public/assets/${file}`, omitBackground: true });
}
await browser.close();
