import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { MAX_IMAGE_BYTES } from './images.service';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-uploads-'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_DIR: uploadDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const multipartBody = (fileName: string, type: string, data: Buffer) => {
  const boundary = '----jumunTestBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const upload = async (
  headers: Record<string, string>,
  body: ReturnType<typeof multipartBody>,
  companyId = COMPANY,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/companies/${companyId}/images`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe('image upload', () => {
  it('stores a WebP and a thumbnail, served publicly', async () => {
    const owner = await t.bearer(SAMPLE_OWNER);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const res = await upload(owner, multipartBody('latte.png', 'image/png', png));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.thumbnailFileName).toBe(`thumb_${data.fileName}`);
    const full = await t.app.inject({ url: data.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    const thumb = await sharp((await t.app.inject({ url: data.thumbnailUrl })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 400]);
  });

  it('refuses a file that is not really an image, other companies and demo admins', async () => {
    const owner = await t.bearer(SAMPLE_OWNER);
    const fake = await upload(owner, multipartBody('evil.png', 'image/png', Buffer.from('<?php echo 1; ?>')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('이미지');
    const pdf = await upload(owner, multipartBody('doc.pdf', 'application/pdf', Buffer.from('%PDF')));
    expect(pdf.statusCode).toBe(400);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(owner, multipartBody('a.png', 'image/png', png), 'demoHQ')).statusCode).toBe(403);
    const demo = await t.bearer({ uid: 'uid_demo', companyIds: [] });
    expect((await upload(demo, multipartBody('a.png', 'image/png', png), 'demoCompanyCafe')).statusCode).toBe(
      403,
    );
    expect((await upload({}, multipartBody('a.png', 'image/png', png))).statusCode).toBe(401);
  });

  it('refuses an anonymous or other-company upload before reading its body (issue 9)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const other = await t.bearer({ uid: 'uid_other_shop', companyIds: ['coOtherShop'] });
    /**
     * Announces a full-size image, sends the multipart head and 1 kB of it, then waits: the answer must come while
     * almost all of the announced body is still unsent, so the server never waited for (or held) it.
     */
    const answerToPartialUpload = (headers: Record<string, string>) =>
      new Promise<{ status: number; bytesSent: number }>((resolve, reject) => {
        const boundary = '----jumunSlowUpload';
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
        const first = Buffer.concat([Buffer.from(head), Buffer.alloc(1024, 7)]);
        const request = [
          `POST /api/admin/companies/${COMPANY}/images HTTP/1.1`,
          'Host: localhost',
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${MAX_IMAGE_BYTES}`,
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          '',
          '',
        ].join('\r\n');
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(request);
          socket.write(first);
        });
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('latin1');
          const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
          if (!status) return;
          resolve({ status: Number(status[1]), bytesSent: first.length });
          socket.destroy();
        });
        socket.on('error', reject);
        setTimeout(() => reject(new Error('no answer within 5 s while the body was still coming')), 5_000);
      });

    const anonymous = await answerToPartialUpload({});
    expect(anonymous.status).toBe(401);
    const otherShop = await answerToPartialUpload(other);
    expect(otherShop.status).toBe(403);
    expect(otherShop.bytesSent).toBeLessThan(MAX_IMAGE_BYTES / 1000);
  });

  it('404s for a missing file and refuses path tricks', async () => {
    expect((await t.app.inject({ url: `/uploads/${COMPANY}/nope.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/uploads/${COMPANY}/..%2Fsecrets.json` })).statusCode).toBe(400);
  });
});
