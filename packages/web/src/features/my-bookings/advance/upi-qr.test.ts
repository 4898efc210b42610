import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { advanceNote, upiPayLink } from '@mehendi/shared';
import { UPI_QR_OPTIONS, upiQrSvg } from './upi-qr';

const payee = { vpa: 'mehendimarket@okaxis', name: 'Mehendi Market' };
const EXPECTED =
  'upi://pay?pa=mehendimarket%40okaxis&pn=Mehendi%20Market&am=750.00&cu=INR&tn=Mehendi%20advance%20AB12CD34&tr=AB12CD34';

describe('the advance by UPI', () => {
  it('links ₹750 on booking AB12CD34 byte for byte', () => {
    expect(upiPayLink(payee, 750, 'AB12CD34', advanceNote('AB12CD34'))).toBe(EXPECTED);
  });

  it('encodes its QR code so a reader gets the same string back', async () => {
    const png = PNG.sync.read(await QRCode.toBuffer(EXPECTED, { ...UPI_QR_OPTIONS, scale: 4 }));
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(read?.data).toBe(EXPECTED);
  });

  it('draws the same code as SVG for the page', async () => {
    const svg = await upiQrSvg(EXPECTED);
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
    // The SVG and the PNG above come from one module matrix: its size plus the quiet zone on each side.
    const size = QRCode.create(EXPECTED, UPI_QR_OPTIONS).modules.size + 2 * UPI_QR_OPTIONS.margin;
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
  });
});
