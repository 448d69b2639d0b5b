// `node scripts/app-icons.mjs`: draws the installed app's icons (apps/web/public/icons) from one
// mark, the favicon's white cross on Sustho's teal, with sharp. Run it again after changing the mark;
// the PNGs are committed so a build needs no image tools.
import { Buffer } from 'node:buffer';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const TEAL = '#0f766e';
const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/icons',
);

/**
 * The mark on a 512-unit canvas: a cross with a leaf. `crossShare` is the cross's share of the side: a maskable icon keeps
 * it inside the central 80% circle every launcher's mask leaves visible, and fills the corners.
 */
function mark({ rounded, crossShare }) {
  const arm = 512 * crossShare;
  const bar = arm / 3;
  const start = (512 - arm) / 2;
  const leaf = `M ${start + arm} ${start} c ${-bar * 1.2} 0 ${-bar * 1.6} ${bar * 0.6} ${-bar * 1.6} ${bar * 1.2} c ${bar * 1.2} 0 ${bar * 1.6} ${-bar * 0.6} ${bar * 1.6} ${-bar * 1.2} z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${TEAL}"/>
  <path d="M ${start + bar} ${start} h ${bar} v ${bar} h ${bar} v ${bar} h ${-bar} v ${bar} h ${-bar} v ${-bar} h ${-bar} v ${-bar} h ${bar} z" fill="#fff"/>
  <path d="${leaf}" fill="#99f6e4"/>
</svg>
`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark({ rounded: true, crossShare: 0.6 }) },
  { file: 'icon-512.png', size: 512, svg: mark({ rounded: true, crossShare: 0.6 }) },
  { file: 'icon-maskable-512.png', size: 512, svg: mark({ rounded: false, crossShare: 0.45 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: mark({ rounded: false, crossShare: 0.55 }) },
];

for (const icon of icons)
  await sharp(Buffer.from(icon.svg))
    .resize(icon.size, icon.size)
    .png()
    .toFile(path.join(outDir, icon.file));
console.log(`Wrote ${icons.length} icons to ${outDir}`);
