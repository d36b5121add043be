// Draws the installable apps' PNG icons (issue 15): a green square (the theme's primary #2f9e44) with a white
// receipt-like card, inside the maskable safe zone. Run once with `node tooling/app-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [0x2f, 0x9e, 0x44];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const draw = (size) => {
  const rows = [];
  const card = { x0: size * 0.34, x1: size * 0.66, y0: size * 0.28, y1: size * 0.72 };
  const lines = [0.4, 0.5, 0.6].map((f) => size * f);
  for (let y = 0; y < size; y += 1) {
    const row = [0];
    for (let x = 0; x < size; x += 1) {
      const isCard = x >= card.x0 && x < card.x1 && y >= card.y0 && y < card.y1;
      const isLine =
        isCard &&
        x >= card.x0 + size * 0.05 &&
        x < card.x1 - size * 0.05 &&
        lines.some((l) => Math.abs(y - l) < size * 0.015);
      const color = isLine ? GREEN : isCard ? WHITE : GREEN;
      row.push(...color);
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

writeFileSync(new URL('../public/icons/icon-192.png', import.meta.url), draw(192));
writeFileSync(new URL('../public/icons/icon-512.png', import.meta.url), draw(512));
