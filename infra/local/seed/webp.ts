import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import encode, { init } from '@jsquash/webp/encode.js';

// The seed's WebP encoder for the demo pictures' smaller copies: libwebp (the encoder Chromium uses
// for canvas.toBlob) compiled to WebAssembly by Squoosh, so no native build and no download. Lossy
// WebP of these smooth pictures is a tenth of the PNG of the same size (docs/local.md).

/** The quality the back office's browser encodes with (web/.../downscale.ts IMAGE_QUALITY). */
export const WEBP_QUALITY = 82;

let ready: Promise<unknown> | undefined;

/**
 * The package finds its .wasm by fetching a URL, which Node cannot do for a file; its bytes are
 * handed over instead. Node 20 and later have Wasm SIMD, so the package picks its SIMD build, the
 * one these bytes are.
 */
function loadEncoder(): Promise<unknown> {
  ready ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve(
      '@jsquash/webp/codec/enc/webp_enc_simd.wasm',
    );
    return init({ wasmBinary: await readFile(wasmPath) });
  })();
  return ready;
}

/** Encodes RGB pixels (row-major, 3 bytes a pixel, top row first) as a lossy WebP. */
export async function encodeWebp(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid WebP size ${width}x${height}`);
  }
  if (rgb.length !== width * height * 3) {
    throw new RangeError(`Expected ${width * height * 3} bytes of pixels, got ${rgb.length}`);
  }
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba[pixel * 4] = rgb[pixel * 3] ?? 0;
    rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1] ?? 0;
    rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2] ?? 0;
    rgba[pixel * 4 + 3] = 255;
  }
  await loadEncoder();
  // encode reads only data, width and height: Node has no ImageData to make one with.
  const image = { data: rgba, width, height } as Parameters<typeof encode>[0];
  return Buffer.from(await encode(image, { quality: WEBP_QUALITY }));
}
