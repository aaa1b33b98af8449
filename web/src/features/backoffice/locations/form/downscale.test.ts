import { IMAGE_DERIVATIVES } from '@inroom/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CANNOT_RESIZE_MESSAGE,
  fitWithin,
  IMAGE_QUALITY,
  ImageDecodeError,
  MAX_IMAGE_SIDE,
  prepareImage,
} from './downscale';

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px and keeps the aspect ratio', () => {
    expect(MAX_IMAGE_SIDE).toBe(1600);
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(6000, 10)).toEqual({ width: 1600, height: 3 });
  });

  it('never enlarges a small image and never reaches zero', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(100000, 1)).toEqual({ width: 1600, height: 1 });
  });
});

describe('prepareImage', () => {
  const context = {
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    globalCompositeOperation: 'source-over',
    fillStyle: '',
  };
  const close = vi.fn();
  let canvasSizes: { width: number; height: number }[];
  /** The type the fake canvas encodes each requested type as (a browser without WebP gives PNG). */
  let encodes: (type: string, width: number) => string | null;
  const toBlobCalls: { type: string; quality: unknown }[] = [];

  beforeEach(() => {
    canvasSizes = [];
    toBlobCalls.length = 0;
    encodes = (type) => type;
    context.drawImage.mockReset();
    context.fillRect.mockReset();
    context.globalCompositeOperation = 'source-over';
    close.mockReset();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4032, height: 3024, close })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      canvasSizes.push({ width: this.width, height: this.height });
      return context as unknown as CanvasRenderingContext2D;
    } as unknown as HTMLCanvasElement['getContext']);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback: BlobCallback,
      type?: string,
      quality?: unknown,
    ) {
      toBlobCalls.push({ type: type ?? '', quality });
      const made = encodes(type ?? 'image/png', this.width);
      callback(made ? new Blob([`encoded ${this.width}`], { type: made }) : null);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the image at most 1600 px wide and encodes WebP at quality 0.82', async () => {
    const photo = new File(['jpeg bytes'], 'photo.jpg', { type: 'image/jpeg' });
    const prepared = await prepareImage(photo);
    expect(prepared).toMatchObject({ width: 1600, height: 1200, derivatives: [] });
    expect(prepared.original.type).toBe('image/webp');
    expect(createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(canvasSizes).toEqual([{ width: 1600, height: 1200 }]);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200);
    expect(toBlobCalls).toEqual([{ type: 'image/webp', quality: IMAGE_QUALITY }]);
    expect(IMAGE_QUALITY).toBe(0.82);
    expect(close).toHaveBeenCalled();
  });

  it('re-encodes a small image at its own size', async () => {
    vi.mocked(createImageBitmap).mockResolvedValue({
      width: 640,
      height: 480,
      close,
    } as unknown as ImageBitmap);
    const prepared = await prepareImage(new Blob(['png'], { type: 'image/png' }));
    expect(prepared.original.type).toBe('image/webp');
    expect(canvasSizes).toEqual([{ width: 640, height: 480 }]);
  });

  it('makes a WebP copy at each target narrower than the image, drawn from the file itself', async () => {
    const prepared = await prepareImage(new Blob(['jpeg']), IMAGE_DERIVATIVES.location);
    const copies = [
      { width: 192, height: 144 },
      { width: 480, height: 360 },
      { width: 800, height: 600 },
      { width: 1200, height: 900 },
    ];
    expect(prepared.derivatives.map(({ width, height }) => ({ width, height }))).toEqual(copies);
    for (const copy of prepared.derivatives) {
      expect(copy.blob.type).toBe('image/webp');
      expect(await copy.blob.text()).toBe(`encoded ${copy.width}`);
    }
    expect(canvasSizes).toEqual([{ width: 1600, height: 1200 }, ...copies]);
    // Every canvas is drawn from the decoded file, smoothed: a copy is never a copy of a copy.
    const bitmap = await vi.mocked(createImageBitmap).mock.results[0]!.value;
    for (const { width, height } of [{ width: 1600, height: 1200 }, ...copies])
      expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, width, height);
    expect(context.imageSmoothingQuality).toBe('high');
    expect(toBlobCalls).toEqual(new Array(5).fill({ type: 'image/webp', quality: IMAGE_QUALITY }));
  });

  it('makes no copy as wide as the image, and leaves out a copy that fails to encode', async () => {
    vi.mocked(createImageBitmap).mockResolvedValue({
      width: 640,
      height: 480,
      close,
    } as unknown as ImageBitmap);
    encodes = (type, width) => (width === 235 ? null : type);
    const prepared = await prepareImage(new Blob(['png']), IMAGE_DERIVATIVES.menuItem);
    expect(prepared).toMatchObject({ width: 640, height: 480 });
    expect(prepared.derivatives.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 480, height: 360 },
    ]);
  });

  it('falls back to JPEG on white when the browser cannot encode WebP', async () => {
    encodes = (type) => (type === 'image/webp' ? 'image/png' : type);
    const prepared = await prepareImage(new Blob(['png'], { type: 'image/png' }), [{ width: 480 }]);
    expect(prepared.original.type).toBe('image/jpeg');
    // The server takes copies only as WebP: without it, the original alone.
    expect(prepared.derivatives).toEqual([]);
    expect(toBlobCalls.map((call) => call.type)).toEqual(['image/webp', 'image/jpeg']);
    expect(context.globalCompositeOperation).toBe('destination-over');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 1600, 1200);
  });

  it('fails with ImageDecodeError for a file the browser cannot decode', async () => {
    vi.mocked(createImageBitmap).mockRejectedValue(new DOMException('bad', 'InvalidStateError'));
    await expect(prepareImage(new Blob(['text']))).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it('fails with a clear message when nothing can be encoded', async () => {
    encodes = () => null;
    await expect(prepareImage(new Blob(['png']))).rejects.toThrow(CANNOT_RESIZE_MESSAGE);
    expect(close).toHaveBeenCalled();
  });
});
