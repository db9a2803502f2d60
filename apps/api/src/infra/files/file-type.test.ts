import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFileType, isImageType } from './file-type';

const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } });

describe('detectFileType', () => {
  it('knows JPEG, PNG and WebP by their signatures', async () => {
    expect(detectFileType(await pixel.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectFileType(await pixel.clone().png().toBuffer())).toBe('image/png');
    expect(detectFileType(await pixel.clone().webp().toBuffer())).toBe('image/webp');
  });

  it('knows a PDF by its header, also after leading bytes within the first 1024 as readers allow', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('application/pdf');
    expect(detectFileType(Buffer.concat([Buffer.alloc(500, 0x20), Buffer.from('%PDF-1.4')]))).toBe('application/pdf');
    expect(detectFileType(Buffer.concat([Buffer.alloc(1100, 0x20), Buffer.from('%PDF-1.4')]))).toBeNull();
  });

  it('refuses text, other formats and files too short to tell, whatever they are named', () => {
    expect(detectFileType(Buffer.from('just some text pretending to be a photo'))).toBeNull();
    expect(detectFileType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('tells images from PDFs', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType(null)).toBe(false);
  });
});
