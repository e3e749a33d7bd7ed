import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Paddock tester</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * A 2400×1600 phone-like photo carrying what a phone writes: GPS and camera EXIF, XMP and a
 * Display P3 profile. The noise keeps it from compressing to nothing, as a real photo would.
 */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: { r: 90, g: 150, b: 70 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PaddockPhone', Model: 'Field camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .withXmp(XMP)
    .withIccProfile('p3')
    .toBuffer();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A whole, valid PNG of one colour (black, one bit a pixel), written by hand: sharp would take
 * seconds to make a 20000×20000 one, which deflates to some 50 KB in a fraction of that.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; then colour type 0 (grey), deflate, filter 0, no interlace
  // Each row: its filter byte (0, none) then its pixels' bits, all 0.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** tests/fixtures/field-with-gps.heic: a 640×480 iPhone-like HEIC carrying GPS (photos.test.ts). */
export const heicFixture = (): Buffer =>
  readFileSync(new URL('../fixtures/field-with-gps.heic', import.meta.url));

/**
 * The HEIC fixture with its header (the `ispe` box) stating another size: what a file made to
 * look small to a quick check, or huge, would carry. The coded picture is still 640×480.
 */
export function heicStating(width: number, height: number): Buffer {
  const bytes = heicFixture();
  const box = bytes.indexOf('ispe');
  if (box < 0 || bytes.indexOf('ispe', box + 1) >= 0) throw new Error('expected one ispe box');
  // 'ispe', then version and flags (4 bytes), then width and height.
  bytes.writeUInt32BE(width, box + 8);
  bytes.writeUInt32BE(height, box + 12);
  return bytes;
}
