import type { Page } from '@playwright/test';

/** A real PNG drawn by the browser's canvas: a teal square with a white circle. */
export async function drawPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a9d8f';
    context.fillRect(0, 0, 300, 300);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(150, 120, 60, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}
