// A video file for Chromium's fake camera (--use-file-for-fake-video-capture): a few frames of a
// coloured pattern in the plain Y4M format (a header, then raw I420 frames), written once per run.
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WIDTH = 320;
const HEIGHT = 240;
const FRAMES = 5;

function frame(shift: number): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) luma[y * WIDTH + x] = (((x + y + shift) * 2) % 220) + 16;
  }
  const quarter = (WIDTH / 2) * (HEIGHT / 2);
  return Buffer.concat([
    Buffer.from('FRAME\n'),
    luma,
    Buffer.alloc(quarter, 90),
    Buffer.alloc(quarter, 180),
  ]);
}

/** The file's path, made when missing. */
export function fakeCameraFile(): string {
  const file = path.join(os.tmpdir(), `eorder-fake-camera-${WIDTH}x${HEIGHT}.y4m`);
  if (!existsSync(file)) {
    const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
    writeFileSync(
      file,
      Buffer.concat([header, ...Array.from({ length: FRAMES }, (_, k) => frame(k * 8))]),
    );
  }
  return file;
}

/** Chromium's switches for a camera that needs no permission prompt and films the file. */
export const fakeCameraArgs = (): string[] => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${fakeCameraFile()}`,
];
