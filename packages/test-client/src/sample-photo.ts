import sharp from 'sharp';

/**
 * A henna-style photo (rings and petals on a cream ground) as a JPEG; `hue` tells several apart. Large
 * enough to look like a design in screenshots; smaller sizes are quicker where only a photo is needed.
 */
export function samplePhoto(hue = 20, { width = 600, height = 800 } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
    <rect width="600" height="800" fill="hsl(${hue} 45% 89%)"/>
    <g fill="none" stroke="hsl(${hue} 60% 29%)" stroke-width="9">
      <circle cx="300" cy="400" r="225"/><circle cx="300" cy="400" r="155"/><circle cx="300" cy="400" r="85"/>
      <path d="M300 115 Q385 260 300 400 Q215 260 300 115Z"/><path d="M300 685 Q385 540 300 400 Q215 540 300 685Z"/>
      <path d="M20 400 Q160 315 300 400 Q160 485 20 400Z"/><path d="M580 400 Q440 315 300 400 Q440 485 580 400Z"/>
    </g></svg>`;
  return sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).jpeg({ quality: 85 }).toBuffer();
}
