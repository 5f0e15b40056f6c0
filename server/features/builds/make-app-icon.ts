import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** RGBA rows → PNG (8-bit, colour type 6), filter 0 on every row. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (1 + width * 4) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

const hexColor = (hex: string) => [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16)) as [number, number, number];
const FROM = hexColor('#7c3aed');
const TO = hexColor('#c026d3');

/**
 * The app's icon, drawn without any font: Lumi's violet → fuchsia gradient on a rounded square (a full square for
 * the maskable size Android crops), a white four-pointed spark in the middle. The gradient's angle comes from the
 * title, so two apps on one phone differ.
 */
export function makeAppIcon(input: { title: string; size: number; rounded?: boolean }): Uint8Array {
  const { size } = input;
  const angle = (createHash('sha256').update(input.title).digest()[0]! / 255) * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const radius = input.rounded === false ? 0 : size * 0.22;
  const pixels = new Uint8Array(size * size * 4);
  const samples = 3;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let inside = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = x + (sx + 0.5) / samples;
          const py = y + (sy + 0.5) / samples;
          // Rounded square: distance to the inner rectangle.
          const qx = Math.max(radius - px, px - (size - radius), 0);
          const qy = Math.max(radius - py, py - (size - radius), 0);
          if (qx * qx + qy * qy <= radius * radius) inside++;
          // The spark: |u|^0.5 + |v|^0.5 <= r^0.5 (an astroid), centred, 56 % of the icon.
          const u = Math.abs(px - size / 2) / (size * 0.28);
          const v = Math.abs(py - size / 2) / (size * 0.28);
          if (Math.sqrt(u) + Math.sqrt(v) <= 1) mark++;
        }
      }
      const total = samples * samples;
      const t = Math.min(1, Math.max(0, ((x / size - 0.5) * dx + (y / size - 0.5) * dy) / 1.2 + 0.5));
      const white = mark / total;
      const offset = (y * size + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const base = FROM[channel]! + (TO[channel]! - FROM[channel]!) * t;
        pixels[offset + channel] = Math.round(base + (255 - base) * white);
      }
      pixels[offset + 3] = Math.round((inside / total) * 255);
    }
  }
  return encodePng(size, size, pixels);
}
