import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import { EMPTY_ARTIST_DRAFT, type ArtistDraft } from './artist-draft-store';
import { parseApplication, validateArtist } from './validate-artist';

const valid: ArtistDraft = {
  ...EMPTY_ARTIST_DRAFT,
  fullName: 'Meera Kulkarni',
  whatsappNumber: '9123456780',
  address: '12 Tilak Road, Pune',
  pincode: '411030',
  jobTerm: 'Full-time',
  mehendiVarieties: ['Bridal', 'Siders'],
  availabilityTime: 'Any Time From Morning Till Night',
};

describe('validateArtist', () => {
  it('finds nothing wrong with a complete draft, which reads as the application the server takes', () => {
    expect(validateArtist(valid)).toEqual({});
    expect(parseApplication(valid)).toEqual({
      fullName: 'Meera Kulkarni',
      whatsappNumber: '9123456780',
      address: '12 Tilak Road, Pune',
      pincode: '411030',
      jobTerm: 'Full-time',
      mehendiVarieties: ['Bridal', 'Siders'],
      availability: { timeRange: 'Any Time From Morning Till Night' },
    });
    expect(parseApplication(EMPTY_ARTIST_DRAFT)).toBeNull();
  });

  it('reports the validation messages, the time under the form field availabilityTime', () => {
    expect(validateArtist(EMPTY_ARTIST_DRAFT)).toEqual({
      fullName: MESSAGES.artistFullName,
      whatsappNumber: MESSAGES.invalidWhatsapp,
      address: MESSAGES.addressRequired,
      pincode: MESSAGES.invalidPincode,
      jobTerm: MESSAGES.jobTermRequired,
      mehendiVarieties: MESSAGES.atLeastOneVariety,
      availabilityTime: MESSAGES.selectAvailableTime,
    });
  });

  it('checks each field on its own', () => {
    expect(validateArtist({ ...valid, whatsappNumber: '5123456780' })).toEqual({
      whatsappNumber: MESSAGES.invalidWhatsapp,
    });
    expect(validateArtist({ ...valid, pincode: '41103' })).toEqual({ pincode: MESSAGES.invalidPincode });
  });
});
