// A fake camera filming an EAN-13 barcode: the bars are drawn here (the standard's L, G and R digit
// patterns) into the luma plane of a Y4M video for Chromium's --use-file-for-fake-video-capture.
import { writeFileSync } from 'node:fs';
import { y4m } from './fake-camera';

const WIDTH = 320;
const HEIGHT = 240;
const MODULE = 2;
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
/** Which of L (0) or G (1) codes the six left digits, chosen by the first digit. */
const PARITY = ['000000', '001011', '001101', '001110', '010011', '011001', '011100', '010101', '010110', '011010'];

/** The 95 modules of an EAN-13 code ('1' a bar). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13 code: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((d, i) => (parity[i] === '1' ? G[d] : L[d])).join('');
  const right = digits.slice(7).map((d) => R[d]).join('');
  return `101${left}01010${right}101`;
}

/** Writes the video of the code, centred on a light background, to the file. */
export function writeBarcodeVideo(file: string, code: string): void {
  const modules = ean13Modules(code);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - modules.length * MODULE) / 2);
  for (let y = 40; y < HEIGHT - 40; y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] === '1') luma.fill(16, y * WIDTH + left + m * MODULE, y * WIDTH + left + (m + 1) * MODULE);
    }
  }
  writeFileSync(file, y4m(WIDTH, HEIGHT, [luma, luma, luma, luma, luma]));
}
