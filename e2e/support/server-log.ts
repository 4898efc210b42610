import { serverLogCodes } from '@mehendi/test-client';
import { SERVER_LOG } from './constants';

/**
 * The codes the e2e server's console SMS provider "sent", read from its log: `mark()` before asking for
 * a code, then `codeSince(mark)`. Waits up to 30 s for a code on a loaded machine.
 */
export const otpLog = serverLogCodes(SERVER_LOG, 30_000);
