// A video file for Chromium's fake camera (--use-file-for-fake-video-capture): a few frames of a
// coloured pattern in the plain Y4M format (a header, then raw I420 frames), written once per run.
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WIDTH = 320;
const HEIGHT = 240;
const FRAMES = 5;

function pattern(shift: number): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) luma[y * WIDTH + x] = (((x + y + shift) * 2) % 220) + 16;
  }
  return luma;
}

/** A Y4M video of the given luma planes (width x height each), coloured by fixed chroma planes. */
export function y4m(width: number, height: number, lumas: Buffer[], chroma: [number, number] = [90, 180]): Buffer {
  const quarter = (width / 2) * (height / 2);
  const frames = lumas.map((luma) =>
    Buffer.concat([Buffer.from('FRAME\n'), luma, Buffer.alloc(quarter, chroma[0]), Buffer.alloc(quarter, chroma[1])]),
  );
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), ...frames]);
}

/** The file's path, made when missing. */
export function fakeCameraFile(): string {
  const file = path.join(os.tmpdir(), `eorder-fake-camera-${WIDTH}x${HEIGHT}.y4m`);
  if (!existsSync(file)) {
    writeFileSync(file, y4m(WIDTH, HEIGHT, Array.from({ length: FRAMES }, (_, k) => pattern(k * 8))));
  }
  return file;
}

/** Chromium's switches for a camera that needs no permission prompt and films the file (the pattern by default). */
export const fakeCameraArgs = (file = fakeCameraFile()): string[] => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];
