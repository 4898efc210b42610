import { MESSAGES } from '@mehendi/shared';
import type { PhoneSession } from '../../lib/phone-session';
import { currentLanguage } from '../../i18n';
import { setFlag } from '../../lib/storage';
import { addArtist } from './api/add-artist';
import { clearArtistDraft, readArtistDraft } from './artist-draft-store';
import { parseApplication } from './validate-artist';

/**
 * After the phone is verified: posts the kept application with its files (docs/decisions.md §4) and sets
 * `artistFormSubmitted`. Returns an English message when nothing valid was kept; call failures throw.
 */
export async function submitStoredApplication(session: PhoneSession): Promise<string | null> {
  const draft = await readArtistDraft();
  if (!draft) return MESSAGES.artistFailed;
  const application = parseApplication(draft);
  if (!application) return MESSAGES.fixValidationErrors;
  await addArtist({ ...application, language: currentLanguage() }, draft.files, session.token);
  setFlag('artistFormSubmitted');
  await clearArtistDraft();
  return null;
}

export async function hasStoredApplication(): Promise<boolean> {
  return (await readArtistDraft()) !== null;
}
