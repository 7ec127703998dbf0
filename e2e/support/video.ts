import type { Page } from '@playwright/test';

/**
 * A real, playable WebM recorded by the browser itself (canvas → MediaRecorder): no binary
 * fixture in the repository and no ffmpeg on the machine.
 */
export const recordWebm = async (page: Page, milliseconds = 1200): Promise<Buffer> => {
  const bytes = await page.evaluate(async (duration) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let frame = 0;
    const draw = setInterval(() => {
      frame += 1;
      context.fillStyle = `hsl(${(frame * 15) % 360} 70% 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }, 40);
    recorder.start(200);
    await new Promise((resolve) => setTimeout(resolve, duration));
    recorder.stop();
    await stopped;
    clearInterval(draw);
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  }, milliseconds);
  return Buffer.from(bytes);
};

/** Whether the page's first video element has loaded frames and starts playing. */
export const videoPlays = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    const video = document.querySelector('video');
    if (!video) return false;
    video.muted = true;
    const advanced = new Promise((resolve) =>
      video.addEventListener('timeupdate', resolve, { once: true }),
    );
    await video.play();
    await advanced;
    return video.videoWidth > 0 && video.currentTime > 0 && !video.error;
  });
