import { MESSAGES } from '@mehendi/shared';

export type ImageRejectionReason = 'unsupported' | 'too-large' | 'too-many-pixels';

const ANSWERS: Record<ImageRejectionReason, { status: number; message: string }> = {
  unsupported: { status: 415, message: MESSAGES.imageUnsupported },
  'too-large': { status: 413, message: MESSAGES.imageTooLarge },
  'too-many-pixels': { status: 413, message: MESSAGES.imageTooManyPixels },
};

/**
 * An upload refused for what it is. Carrying `statusCode`, it becomes the answer `{ error: message }`
 * through the app's error handler when a route lets it through.
 */
export class ImageRejectedError extends Error {
  readonly statusCode: number;

  constructor(readonly reason: ImageRejectionReason) {
    super(ANSWERS[reason].message);
    this.statusCode = ANSWERS[reason].status;
  }
}
