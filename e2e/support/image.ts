import type { Page } from '@playwright/test';

/** A real PNG drawn by the browser (logos and photos are checked by content on the server). */
export const drawPng = async (page: Page, size = 64): Promise<Buffer> => {
  const bytes = await page.evaluate(async (side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#1f6f5c';
    context.fillRect(0, 0, side, side);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no png');
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, size);
  return Buffer.from(bytes);
};
