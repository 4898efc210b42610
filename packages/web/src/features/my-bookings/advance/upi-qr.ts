// The advance's `upi://pay` link as a QR code for a laptop's screen (issue 28): the string every UPI app
// scans at a shop counter. Rendered in the browser by `qrcode` (loaded only with My bookings).
import QRCode from 'qrcode';

/** Medium error correction and a 4-module quiet zone: what phone cameras read off a screen reliably. */
export const UPI_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of `link` as SVG markup (dark modules on white, scaled by CSS). */
export function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, {
    ...UPI_QR_OPTIONS,
    type: 'svg',
    color: { dark: '#000000', light: '#ffffff' },
  });
}
