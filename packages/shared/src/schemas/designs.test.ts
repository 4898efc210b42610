import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import {
  cloudinaryDeleteSchema,
  designDeleteParamsSchema,
  designListParamsSchema,
  designUploadFieldsSchema,
  idParamsSchema,
  sidersTypeParamsSchema,
  sidersUploadFieldsSchema,
} from './designs';
import { fieldErrors } from './field-errors';

const UUID = '3f2c1a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b';

function errorsOf(result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) {
  if (result.success || !result.error) throw new Error('expected the input to be rejected');
  return fieldErrors(result.error);
}

describe('designUploadFieldsSchema', () => {
  it('accepts a variety with one of its price ranges', () => {
    expect(designUploadFieldsSchema.parse({ variety: 'Munj', priceRange: '2600-3500' })).toEqual({
      variety: 'Munj',
      priceRange: '2600-3500',
    });
  });

  it('rejects a price range of another variety', () => {
    expect(
      errorsOf(designUploadFieldsSchema.safeParse({ variety: 'Munj', priceRange: '4000-5000' })),
    ).toEqual({
      priceRange: MESSAGES.uploadFieldsMissing,
    });
  });

  it('says the same for every missing or unknown field', () => {
    expect(errorsOf(designUploadFieldsSchema.safeParse({}))).toEqual({
      variety: MESSAGES.uploadFieldsMissing,
      priceRange: MESSAGES.uploadFieldsMissing,
    });
    expect(
      errorsOf(designUploadFieldsSchema.safeParse({ variety: 'Siders', priceRange: '800-1500' })),
    ).toEqual({
      variety: MESSAGES.uploadFieldsMissing,
    });
    expect(designUploadFieldsSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      MESSAGES.uploadFieldsMissing,
    );
  });
});

describe('sidersUploadFieldsSchema', () => {
  it('needs arabic or indian', () => {
    expect(sidersUploadFieldsSchema.parse({ sidersType: 'arabic' })).toEqual({ sidersType: 'arabic' });
    for (const sidersType of ['Arabic', '', undefined]) {
      expect(errorsOf(sidersUploadFieldsSchema.safeParse({ sidersType }))).toEqual({
        sidersType: MESSAGES.sidersUploadFieldsMissing,
      });
    }
  });
});

describe('designListParamsSchema', () => {
  it('accepts catalogue groups, including the variety with brackets', () => {
    expect(
      designListParamsSchema.safeParse({ variety: 'Bridal (Engagement)', priceRange: '3100-4000' }).success,
    ).toBe(true);
  });

  it('rejects an unknown variety or a price range outside the variety', () => {
    expect(errorsOf(designListParamsSchema.safeParse({ variety: 'Bridal', priceRange: '800-1500' }))).toEqual(
      {
        priceRange: MESSAGES.unknownVarietyOrPriceRange,
      },
    );
    expect(
      errorsOf(designListParamsSchema.safeParse({ variety: 'Mehendi', priceRange: '800-1500' })),
    ).toEqual({
      variety: MESSAGES.unknownVarietyOrPriceRange,
    });
  });
});

describe('designDeleteParamsSchema', () => {
  it('needs a known variety and a uuid', () => {
    expect(designDeleteParamsSchema.parse({ variety: 'Bridal', designId: UUID })).toEqual({
      variety: 'Bridal',
      designId: UUID,
    });
    expect(errorsOf(designDeleteParamsSchema.safeParse({ variety: 'bridal', designId: '42' }))).toEqual({
      variety: MESSAGES.unknownVarietyOrPriceRange,
      designId: MESSAGES.notFound,
    });
  });
});

describe('sidersTypeParamsSchema', () => {
  it('needs arabic or indian', () => {
    expect(sidersTypeParamsSchema.parse({ type: 'indian' })).toEqual({ type: 'indian' });
    expect(errorsOf(sidersTypeParamsSchema.safeParse({ type: 'all' }))).toEqual({
      type: MESSAGES.selectSidersTypeToView,
    });
  });
});

describe('idParamsSchema', () => {
  it('needs a uuid', () => {
    expect(idParamsSchema.parse({ id: UUID })).toEqual({ id: UUID });
    for (const id of ['1', '', `${UUID}x`, "1' OR 1=1"]) {
      expect(errorsOf(idParamsSchema.safeParse({ id }))).toEqual({ id: MESSAGES.notFound });
    }
  });
});

describe('cloudinaryDeleteSchema', () => {
  it('needs a public id', () => {
    expect(cloudinaryDeleteSchema.parse({ publicId: 'designs/abc' })).toEqual({ publicId: 'designs/abc' });
    expect(errorsOf(cloudinaryDeleteSchema.safeParse({ publicId: ' ' }))).toEqual({
      publicId: MESSAGES.notFound,
    });
    expect(errorsOf(cloudinaryDeleteSchema.safeParse({}))).toEqual({ publicId: MESSAGES.notFound });
  });
});
