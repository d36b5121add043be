import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError, type UploadedImage } from '@jumun/shared';
import type { CompanyAccess } from '../../access';
import { newId } from '../../lib/ids';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const FULL_SIZE = 1600;
const THUMB_SIZE = 400;
/** Thumbnails keep the original system's naming: the same file name with a `thumb_` prefix (domain §4.1). */
export const THUMB_PREFIX = 'thumb_';

/** sharp loads libvips (about 35 MB resident): only a process that receives an upload pays for it (issue #17). */
const loadSharp = async () => (await import('sharp')).default;

/**
 * Stores an uploaded product/company image as WebP (longest side ≤ 1600 px) plus a 400 px thumbnail, on local
 * disk under UPLOAD_DIR/{companyId}/. The bytes are decoded by sharp, so a file that merely claims to be an image
 * is refused.
 */
export const createImagesService = (uploadDir: string) => ({
  async upload(
    { companyId }: CompanyAccess<'write'>,
    file: { mimetype: string; data: Buffer },
  ): Promise<UploadedImage> {
    if (!ACCEPTED_TYPES.has(file.mimetype)) {
      throw new AppError('VALIDATION', 'JPG, PNG, WebP, GIF, AVIF 이미지만 올릴 수 있습니다.');
    }
    const sharp = await loadSharp();
    let full: Buffer;
    let thumb: Buffer;
    try {
      const source = sharp(file.data, { failOn: 'error' }).rotate();
      full = await source
        .clone()
        .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      thumb = await source
        .clone()
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' })
        .webp({ quality: 78 })
        .toBuffer();
    } catch {
      throw new AppError('VALIDATION', '이미지 파일을 읽을 수 없습니다. 다른 파일을 선택하세요.');
    }
    const fileName = `${newId('img')}.webp`;
    const dir = path.join(uploadDir, companyId);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, fileName), full);
    await fs.writeFile(path.join(dir, `${THUMB_PREFIX}${fileName}`), thumb);
    return {
      fileName,
      thumbnailFileName: `${THUMB_PREFIX}${fileName}`,
      url: `/uploads/${companyId}/${fileName}`,
      thumbnailUrl: `/uploads/${companyId}/${THUMB_PREFIX}${fileName}`,
      contentType: 'image/webp',
      size: full.length,
    };
  },

  /** A stored image for the public GET (the route's params schema already restricts the names). */
  openStored(companyId: string, fileName: string) {
    const filePath = path.join(uploadDir, companyId, fileName);
    if (!existsSync(filePath)) throw new AppError('NOT_FOUND', '이미지를 찾을 수 없습니다.');
    return createReadStream(filePath);
  },
});

export type ImagesService = ReturnType<typeof createImagesService>;
