import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  const schema = z.object({
    name: z
      .string('name is text')
      .min(2, 'name too short')
      .regex(/^[a-z]+$/, 'name has letters only'),
    tags: z.array(z.string('tag is text')),
    nested: z.object({ inner: z.number('inner is a number') }),
  });

  it('keeps the first message of each top-level field, nested paths included', () => {
    const result = schema.safeParse({ name: '1', tags: ['a', 2, 3], nested: { inner: 'x' } });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'name too short',
      tags: 'tag is text',
      nested: 'inner is a number',
    });
  });

  it('leaves out issues about the whole payload', () => {
    expect(fieldErrors(schema.safeParse(null).error!)).toEqual({});
  });

  it('does not let a field called __proto__ or constructor reach the prototype', () => {
    const issues: z.core.$ZodIssue[] = [
      { code: 'custom', path: ['__proto__'], message: 'p', input: 1 },
      { code: 'custom', path: ['constructor'], message: 'c', input: 1 },
    ];
    const fields = fieldErrors(new z.ZodError(issues));
    expect(fields).toEqual({ constructor: 'c' });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});
