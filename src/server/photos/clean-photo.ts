import fs from "node:fs";
import type SharpModule from "sharp";
import { photoRules, STORED_LONG_SIDE } from "./photo-rules";

type Sharp = typeof SharpModule;
export type PhotoFormat = "jpeg" | "png" | "webp";
export type PhotoProblem = "fileType" | "tooSmall" | "tooManyPixels";
export type CleanedPhoto =
  { ok: true; bytes: Buffer; format: PhotoFormat; extension: string; width: number; height: number } | { ok: false; problem: PhotoProblem };

const MIME: Record<PhotoFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };
const EXTENSION: Record<PhotoFormat, string> = { jpeg: "jpg", png: "png", webp: "webp" };

/** The format by the file's first bytes, whatever its name or declared type say. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

let sharpModule: Promise<Sharp> | undefined;
// Loaded at run time, not bundled: a native module, needed only when a photo arrives.
const loadSharp = () =>
  (sharpModule ??= import(/* webpackIgnore: true */ "sharp").then((module: { default: Sharp }) => {
    // Each upload's file is read once and then deleted: libvips keeping it open would hold its disk space.
    module.default.cache({ files: 0 });
    return module.default;
  }));

/** Orientation values 5–8 turn the picture a quarter: its stored width is its shown height. */
const turned = (orientation: number | undefined) => orientation !== undefined && orientation >= 5;

/** A photo as it arrived: its bytes in memory, or the temporary file an upload was streamed to. */
export type PhotoSource = Buffer | { path: string };

/** The first bytes, which say the format: read from the file without loading the rest. */
async function firstBytes(source: PhotoSource, count: number): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source.subarray(0, count);
  const handle = await fs.promises.open(source.path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a guest's photo by its bytes and writes it anew: upright, within STORED_LONG_SIDE, and with no
 * metadata at all (EXIF, GPS position, XMP, IPTC, comments), since sharp copies none unless asked. A
 * file whose header promises more pixels than allowed is refused before any pixel is decoded. A photo
 * in a file is read from it by sharp as it decodes, never loaded whole first.
 */
export async function cleanPhoto(source: PhotoSource): Promise<CleanedPhoto> {
  const rules = photoRules();
  const format = sniffPhotoFormat(await firstBytes(source, 12));
  if (!format || !rules.types.includes(MIME[format] as (typeof rules.types)[number])) return { ok: false, problem: "fileType" };
  const sharp = await loadSharp();
  const input = Buffer.isBuffer(source) ? source : source.path;
  const limitInputPixels = Math.round(rules.maxMegapixels * 1_000_000);
  let metadata: SharpModule.Metadata;
  try {
    // Reading the header decodes no pixel, so the size it declares is checked here, before any decoding.
    metadata = await sharp(input, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    return { ok: false, problem: "fileType" };
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) return { ok: false, problem: "fileType" };
  if (metadata.width * metadata.height > limitInputPixels || (metadata.pages ?? 1) > 1) return { ok: false, problem: "tooManyPixels" };
  const [width, height] = turned(metadata.orientation) ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
  if (Math.min(width, height) < rules.minSidePixels) return { ok: false, problem: "tooSmall" };

  try {
    const pipeline = sharp(input, { limitInputPixels, failOn: "error" })
      .rotate()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded = format === "jpeg" ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : format === "png" ? pipeline.png() : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, format, extension: EXTENSION[format], width: info.width, height: info.height };
  } catch {
    // A header that reads well over pixel data that does not (a truncated or forged file).
    return { ok: false, problem: "fileType" };
  }
}
