import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@sustho/contracts';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors.js';
import type { ImageStorage } from './image-storage.js';

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Largest picture we decode (about 8000 × 5000): a small file can otherwise unpack into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The renditions kept of each upload: longest side in pixels, named as the image host names them. */
const RENDITIONS = [
  { name: 'url', size: 512 },
  { name: 'medium', size: 256 },
  { name: 'thumb', size: 96 },
] as const;
type RenditionName = (typeof RENDITIONS)[number]['name'];

/** The id of an upload, from the URL of any of its renditions; null for a URL that is not ours. */
export function uploadedImageId(url: string): string | null {
  return /^\/uploads\/([0-9a-f-]{36})-\d+\.webp$/.exec(url)?.[1] ?? null;
}

const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded: this file is not one of them';

/** The format a file's first bytes announce, whatever its name or declared type says. */
function sniffFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Checks the file is a real image of an allowed kind and re-encodes it as WebP renditions, without metadata. */
async function renditionsOf(data: Buffer): Promise<Buffer[]> {
  const sniffed = sniffFormat(data);
  if (!sniffed) throw badRequest(NOT_AN_IMAGE);
  const input = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  // The header alone tells the size; the pixel limit is checked below with a message that says so.
  const metadata = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest('The image could not be read: the file is damaged');
    });
  if (metadata.format !== sniffed) throw badRequest(NOT_AN_IMAGE);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw badRequest(
      `The image is ${metadata.width} × ${metadata.height} pixels: the most is 40 megapixels`,
    );
  }
  try {
    // sharp drops EXIF, ICC and XMP unless asked to keep them, so nothing about the camera or place leaves.
    return await Promise.all(
      RENDITIONS.map(({ size }) =>
        input()
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch {
    throw badRequest('The image could not be read: the file is damaged or truncated');
  }
}

/** Doctor photos: checked by content, re-encoded, then stored. A refused file leaves nothing behind. */
export function uploadsService(storage: ImageStorage) {
  return {
    async saveImage(data: Buffer): Promise<UploadedImage> {
      const renditions = await renditionsOf(data);
      const id = randomUUID();
      const saved: string[] = [];
      const urls = {} as Record<RenditionName, string>;
      try {
        for (const [index, { name, size }] of RENDITIONS.entries()) {
          const fileName = `${id}-${size}.webp`;
          urls[name] = await storage.save(fileName, renditions[index]!, 'image/webp');
          saved.push(fileName);
        }
      } catch (error) {
        await Promise.allSettled(saved.map((fileName) => storage.remove(fileName)));
        throw error;
      }
      return {
        success: true,
        data: { url: urls.url, medium: { url: urls.medium }, thumb: { url: urls.thumb } },
      };
    },

    /** Removes every rendition of the upload a URL names; a URL that is not one of ours is left alone. */
    async removeImage(url: string): Promise<void> {
      const id = uploadedImageId(url);
      if (!id) return;
      await Promise.all(RENDITIONS.map(({ size }) => storage.remove(`${id}-${size}.webp`)));
    },
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
