import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_MINUTE } from '../src/modules/uploads/routes.js';
import { uploadsService } from '../src/modules/uploads/service.js';
import type { ImageStorage } from '../src/modules/uploads/image-storage.js';
import { buildTestApp } from './helper.js';
import { createAdmin, createOption, createUser } from './factories.js';
import { eq } from 'drizzle-orm';
import { doctors, users } from '../src/db/schema.js';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sustho-uploads-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
const { app } = await buildTestApp({ UPLOADS_DIR: uploadsDir });
const admin = await createAdmin(app);
const patient = await createUser(app);

const storedFiles = () => readdirSync(uploadsDir);

/** A photo-like picture with camera metadata that must not survive the upload. */
function photo(format: 'png' | 'jpeg' | 'webp', width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExifMerge({ IFD0: { Make: 'SecretCam', Copyright: 'Private Person' } })
    .toFormat(format)
    .toBuffer();
}

function upload(
  file: Buffer | string,
  fileName: string,
  type: string,
  options: { field?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([file], { type }), fileName);
  return app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    payload: form,
    headers: options.headers ?? admin.headers,
  });
}

describe('POST /api/uploads/images', () => {
  it('re-encodes a PNG into three WebP sizes without metadata and serves them', async () => {
    const original = await photo('png');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original, 'doctor.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: {
        url: expect.stringMatching(/^\/uploads\/[\w-]+-512\.webp$/),
        medium: { url: expect.stringMatching(/^\/uploads\/[\w-]+-256\.webp$/) },
        thumb: { url: expect.stringMatching(/^\/uploads\/[\w-]+-96\.webp$/) },
      },
    });
    const sizes = [
      [body.data.url, 512],
      [body.data.medium.url, 256],
      [body.data.thumb.url, 96],
    ] as const;
    for (const [url, size] of sizes) {
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('takes JPEG and WebP too, and never enlarges a small picture', async () => {
    const jpeg = await upload(await photo('jpeg'), 'a.jpg', 'image/jpeg');
    expect(jpeg.statusCode).toBe(200);
    const webp = await upload(await photo('webp', 80, 60), 'b.webp', 'image/webp');
    expect(webp.statusCode).toBe(200);
    const served = await app.inject({ url: webp.json().data.url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 80, height: 60 });
  });

  const refusals = [
    {
      name: 'a text file renamed .png',
      send: () => upload('just some notes, not a picture', 'notes.png', 'image/png'),
      status: 400,
      message: /Only JPEG, PNG or WebP/,
    },
    {
      name: 'an SVG',
      send: () =>
        upload(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
          'x.svg',
          'image/svg+xml',
        ),
      status: 400,
      message: /Only JPEG, PNG or WebP/,
    },
    {
      name: 'a GIF labelled as PNG',
      send: async () =>
        upload(
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          'x.png',
          'image/png',
        ),
      status: 400,
      message: /Only JPEG, PNG or WebP/,
    },
    {
      name: 'a 6 MB image',
      send: async () => {
        // Random pixels, uncompressed: the PNG is as big as its pixels, about 6.3 MB.
        const pixels = Buffer.from(
          Array.from({ length: 1500 * 1400 * 3 }, () => Math.floor(Math.random() * 256)),
        );
        const big = await sharp(pixels, { raw: { width: 1500, height: 1400, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer();
        expect(big.length).toBeGreaterThan(6_000_000);
        return upload(big, 'big.png', 'image/png');
      },
      status: 413,
      message: /larger than 5 MB/,
    },
    {
      name: 'a truncated PNG',
      send: async () => upload((await photo('png')).subarray(0, 400), 'cut.png', 'image/png'),
      status: 400,
      message: /damaged/,
    },
    {
      name: 'a picture of more than 40 megapixels',
      send: async () =>
        upload(
          await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
          'huge.png',
          'image/png',
        ),
      status: 400,
      message: /7000 × 6000 pixels/,
    },
    {
      name: 'a file in another field',
      send: async () => upload(await photo('png'), 'doctor.png', 'image/png', { field: 'photo' }),
      status: 400,
      message: /field 'image'/,
    },
    {
      name: 'a JSON body',
      send: () =>
        app.inject({
          method: 'POST',
          url: '/api/uploads/images',
          payload: { image: 'x' },
          headers: admin.headers,
        }),
      status: 400,
      message: /multipart\/form-data/,
    },
    {
      name: 'a patient',
      send: async () =>
        upload(await photo('png'), 'doctor.png', 'image/png', { headers: patient.headers }),
      status: 403,
      message: /Admins only/,
    },
    {
      name: 'an anonymous caller',
      send: async () => upload(await photo('png'), 'doctor.png', 'image/png', { headers: {} }),
      status: 401,
      message: /Sign in/,
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.name} with ${refusal.status} and stores nothing`, async () => {
      const before = storedFiles();
      const response = await refusal.send();
      expect(response.statusCode).toBe(refusal.status);
      expect(response.json().message).toMatch(refusal.message);
      expect(storedFiles()).toEqual(before);
    });
  }

  it('answers a missing file with a JSON 404, not the web app', async () => {
    const response = await app.inject({ url: '/uploads/no-such-file.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No uploaded file/);
  });
});

describe('POST /api/profile/photo', () => {
  const uploadPhoto = async (headers: Record<string, string>) => {
    const form = new FormData();
    form.append('image', new Blob([await photo('png', 40, 30)], { type: 'image/png' }), 'me.png');
    return app.inject({ method: 'POST', url: '/api/profile/photo', payload: form, headers });
  };
  const idOf = (url: string) => /([0-9a-f-]{36})-\d+\.webp$/.exec(url)![1]!;

  it('removes the files of the photo it replaces', async () => {
    const owner = await createUser(app);
    const first = await uploadPhoto(owner.headers);
    const second = await uploadPhoto(owner.headers);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [firstId, secondId] = [idOf(first.json().data.url), idOf(second.json().data.url)];
    expect(storedFiles().filter((file) => file.startsWith(firstId))).toEqual([]);
    expect(storedFiles().filter((file) => file.startsWith(secondId))).toHaveLength(3);
  });

  it("keeps a replaced photo's files while a doctor still shows them", async () => {
    const doctorPhoto = (await upload(await photo('png', 40, 30), 'dr.png', 'image/png')).json();
    await app.db.insert(doctors).values({
      name: 'Dr Photo',
      email: 'dr.photo@example.com',
      treatmentId: (await createOption(app.db)).id,
      image: doctorPhoto.data.medium.url,
    });
    const borrower = await createUser(app);
    await app.db
      .update(users)
      .set({ image: doctorPhoto.data.medium.url })
      .where(eq(users.id, borrower.user.id));
    expect((await uploadPhoto(borrower.headers)).statusCode).toBe(200);
    const doctorId = idOf(doctorPhoto.data.url);
    expect(storedFiles().filter((file) => file.startsWith(doctorId))).toHaveLength(3);
  });

  it(`allows ${UPLOADS_PER_MINUTE} uploads a minute per account, then answers 429`, async () => {
    const busy = await createUser(app);
    for (let sent = 0; sent < UPLOADS_PER_MINUTE; sent += 1) {
      expect((await uploadPhoto(busy.headers)).statusCode).toBe(200);
    }
    const refused = await uploadPhoto(busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await uploadPhoto((await createUser(app)).headers)).statusCode).toBe(200);
  });
});

describe('uploadsService', () => {
  it('removes the sizes already stored when storing another one fails', async () => {
    const kept = new Set<string>();
    const failing: ImageStorage = {
      async save(name) {
        if (kept.size === 2) throw new Error('disk full');
        kept.add(name);
        return `/uploads/${name}`;
      },
      async remove(name) {
        kept.delete(name);
      },
    };
    await expect(uploadsService(failing).saveImage(await photo('png'))).rejects.toThrow(
      'disk full',
    );
    expect(kept.size).toBe(0);
  });
});
