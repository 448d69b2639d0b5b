import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@sustho/contracts';
import { z } from 'zod';
import type { Copy } from '../../copy/en';

const allowedTypes: readonly string[] = IMAGE_UPLOAD_TYPES;

/** The first file chosen in a file input, if any. */
export const chosenFile = (files: unknown): File | undefined =>
  files instanceof FileList ? files[0] : undefined;

/**
 * A doctor's photo as chosen in a file input: a JPEG, PNG or WebP up to 5 MB (the server checks it
 * again). Choosing none passes here; Add A Doctor requires one, Edit keeps the current photo.
 */
export const photoChoice = (text: Copy['admin']['addDoctor']) =>
  z
    .custom<FileList>()
    .refine((files) => {
      const file = chosenFile(files);
      return !file || allowedTypes.includes(file.type);
    }, text.photoType)
    .refine((files) => (chosenFile(files)?.size ?? 0) <= IMAGE_UPLOAD_MAX_BYTES, text.photoSize);
