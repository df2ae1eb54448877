import zlib from "node:zlib";
import sharp from "sharp";

/** Latitude and longitude of a (made-up) spot in Mato Grosso, written into the test photo's EXIF. */
export const GPS_EXIF = { GPSLatitudeRef: "S", GPSLatitude: "13/1 48/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "56/1 7/1 0/1" };
export const CAMERA_EXIF = { Make: "TestCamera", Model: "Field Model 7", Copyright: "Guest photographer" };

/** A JPEG as a phone writes it: camera, copyright and GPS position in its EXIF, a comment-free colour picture. */
export function phonePhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: CAMERA_EXIF, IFD3: GPS_EXIF })
    .toBuffer();
}

export function plainPhoto(format: "png" | "webp", width = 1000, height = 800): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 60 } } });
  return (format === "png" ? image.png() : image.webp()).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares 60 000 × 60 000
 * pixels (3.6 gigapixels, some 10 GB once decoded).
 */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const rows = zlib.deflateSync(Buffer.alloc(1 + 60_000 * 3));
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><script>alert(document.cookie)</script><rect width="1200" height="900"/></svg>',
);
