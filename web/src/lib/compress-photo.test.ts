import { describe, expect, it } from 'vitest';
import { encodeWithinBudget, fitWithin, TARGET_PHOTO_BYTES } from './compress-photo';

// compressPhoto itself needs a browser's decoder and canvas: `npm run bench:upload` runs it in
// Chromium on a 12 MP photo. Here, the two decisions it makes.

describe('the size a photo is shrunk to', () => {
  it('when a 12 MP photo is shrunk, then its long edge is 1600 px and its proportions stay', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('when the photo is already small, then it is never enlarged', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });

  it('when a side would round to nothing, then it keeps one pixel', () => {
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('the quality a photo is encoded at', () => {
  const encoder = (bytesAt: (quality: number) => number) => {
    const tried: number[] = [];
    const encode = async (quality: number) => {
      tried.push(quality);
      return new Blob([new Uint8Array(bytesAt(quality))]);
    };
    return { tried, encode };
  };

  it('when quality 0.8 is within the target, then it is the only one tried', async () => {
    const { tried, encode } = encoder(() => 300 * 1024);
    expect((await encodeWithinBudget(encode)).size).toBe(300 * 1024);
    expect(tried).toEqual([0.8]);
  });

  it('when the photo weighs too much, then the quality steps down until it fits', async () => {
    const { tried, encode } = encoder((quality) => Math.round(quality * 700 * 1024));
    const blob = await encodeWithinBudget(encode);
    expect(tried).toEqual([0.8, 0.7, 0.6, 0.5]);
    expect(blob.size).toBeLessThanOrEqual(TARGET_PHOTO_BYTES);
  });

  it('when even the lowest quality is too heavy, then that last try is sent rather than nothing', async () => {
    const { tried, encode } = encoder((quality) => Math.round(quality * 2000 * 1024));
    expect((await encodeWithinBudget(encode)).size).toBe(Math.round(0.4 * 2000 * 1024));
    expect(tried).toEqual([0.8, 0.7, 0.6, 0.5, 0.4]);
  });
});
