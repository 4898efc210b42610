import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import { artistApplicationSchema, artistMultipartFieldsSchema, type ArtistApplication } from './artist';
import { fieldErrors } from './field-errors';

const valid: ArtistApplication = {
  fullName: 'Meera Joshi',
  whatsappNumber: '9876543210',
  address: '12 MG Road, Pune',
  pincode: '411001',
  jobTerm: 'Part-time',
  mehendiVarieties: ['Bridal', 'Siders'],
  availability: { timeRange: 'Any Time From Morning Till Night' },
};

function errorsOf(overrides: Record<string, unknown>): Record<string, string> {
  const result = artistApplicationSchema.safeParse({ ...valid, ...overrides });
  if (result.success) throw new Error('expected the application to be rejected');
  return fieldErrors(result.error);
}

describe('artistApplicationSchema', () => {
  it('accepts a complete application', () => {
    expect(artistApplicationSchema.parse(valid)).toEqual(valid);
  });

  it.each(['', ' ', 'Ab1', 'Meera-Joshi', undefined])('rejects the name %j', (fullName) => {
    expect(errorsOf({ fullName })).toEqual({ fullName: MESSAGES.artistFullName });
  });

  it('accepts a one-letter name and names in Indian scripts, trimmed', () => {
    expect(artistApplicationSchema.parse({ ...valid, fullName: 'A' }).fullName).toBe('A');
    expect(artistApplicationSchema.parse({ ...valid, fullName: ' मीरा जोशी ' }).fullName).toBe('मीरा जोशी');
  });

  it.each(['987654321', '5876543210', '98765432101', ''])(
    'rejects the WhatsApp number %j',
    (whatsappNumber) => {
      expect(errorsOf({ whatsappNumber })).toEqual({ whatsappNumber: MESSAGES.invalidWhatsapp });
    },
  );

  it.each(['', '   ', undefined])('asks for an address instead of %j', (address) => {
    expect(errorsOf({ address })).toEqual({ address: MESSAGES.addressRequired });
  });

  it.each(['4110011', '41100', '41100a', '', 411001])('rejects the pincode %j', (pincode) => {
    expect(errorsOf({ pincode })).toEqual({ pincode: MESSAGES.invalidPincode });
  });

  it.each(['part-time', '', undefined])('asks for a job term instead of %j', (jobTerm) => {
    expect(errorsOf({ jobTerm })).toEqual({ jobTerm: MESSAGES.jobTermRequired });
  });

  it.each([[[]], [undefined], [['Bridal (Engagement)']], [['Bridal', 'Bridal']], ['Bridal']])(
    'asks for varieties instead of %j',
    (mehendiVarieties) => {
      expect(errorsOf({ mehendiVarieties })).toEqual({ mehendiVarieties: MESSAGES.atLeastOneVariety });
    },
  );

  it.each([undefined, {}, { timeRange: 'Noon' }, 'Late Evening (9:00 PM onwards)'])(
    'asks for an available time instead of %j, under availability',
    (availability) => {
      const result = artistApplicationSchema.safeParse({ ...valid, availability });
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.path[0]).toBe('availability');
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.selectAvailableTime);
    },
  );

  it('reports every field of an empty application', () => {
    const result = artistApplicationSchema.safeParse({});
    expect(fieldErrors(result.error!)).toEqual({
      fullName: MESSAGES.artistFullName,
      whatsappNumber: MESSAGES.invalidWhatsapp,
      address: MESSAGES.addressRequired,
      pincode: MESSAGES.invalidPincode,
      jobTerm: MESSAGES.jobTermRequired,
      mehendiVarieties: MESSAGES.atLeastOneVariety,
      availability: MESSAGES.selectAvailableTime,
    });
  });
});

describe('artistMultipartFieldsSchema', () => {
  const multipart = {
    ...valid,
    mehendiVarieties: JSON.stringify(valid.mehendiVarieties),
    availability: JSON.stringify(valid.availability),
  };

  function multipartErrors(overrides: Record<string, unknown>): Record<string, string> {
    const result = artistMultipartFieldsSchema.safeParse({ ...multipart, ...overrides });
    if (result.success) throw new Error('expected the fields to be rejected');
    return fieldErrors(result.error);
  }

  it('parses the JSON text fields into the application', () => {
    expect(artistMultipartFieldsSchema.parse(multipart)).toEqual(valid);
  });

  it('also takes already structured values', () => {
    expect(artistMultipartFieldsSchema.parse(valid)).toEqual(valid);
  });

  it('gives the field message for malformed JSON', () => {
    expect(multipartErrors({ mehendiVarieties: '["Bridal"', availability: '{timeRange:' })).toEqual({
      mehendiVarieties: MESSAGES.atLeastOneVariety,
      availability: MESSAGES.selectAvailableTime,
    });
  });

  it('gives the field message for well-formed JSON of the wrong shape', () => {
    expect(multipartErrors({ mehendiVarieties: '[]', availability: '{"timeRange":"Noon"}' })).toEqual({
      mehendiVarieties: MESSAGES.atLeastOneVariety,
      availability: MESSAGES.selectAvailableTime,
    });
    expect(multipartErrors({ mehendiVarieties: '"Bridal"', availability: 'null' })).toEqual({
      mehendiVarieties: MESSAGES.atLeastOneVariety,
      availability: MESSAGES.selectAvailableTime,
    });
  });

  it('checks the plain fields as the JSON schema does', () => {
    expect(multipartErrors({ pincode: '41100' })).toEqual({ pincode: MESSAGES.invalidPincode });
  });
});
