// A transfer slip picture for the slip tests: white paper with the slip's
// verification QR ("mini QR": sending bank + transaction reference) drawn from
// its modules. Tests only.
import QRCode from 'qrcode';
import { slipVerify } from 'promptparse/generate';
import sharp from 'sharp';

export async function slipPicture(transRef: string, sendingBank = '014'): Promise<Buffer> {
  const qr = QRCode.create(slipVerify({ sendingBank, transRef }), { errorCorrectionLevel: 'M' });
  const scale = 8;
  const margin = 4;
  const side = (qr.modules.size + margin * 2) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < qr.modules.size; y++) {
    for (let x = 0; x < qr.modules.size; x++) {
      if (!qr.modules.get(x, y)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = ((y + margin) * scale + dy) * side;
        pixels.fill(0, row + (x + margin) * scale, row + (x + margin + 1) * scale);
      }
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png().toBuffer();
}
