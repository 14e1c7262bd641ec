import { describe, expect, it } from 'vitest';
import { addAddressBodySchema, updateAddressBodySchema } from './address.schemas.js';
import {
  isValidReceiveName,
  normalizePhone,
  phoneError,
  receiveNameError,
  zipError,
} from './address-rules.js';

describe('receiver name (spec "Validation rules")', () => {
  it.each(['Jane Doe', '_jd', '9 Lives', '李小龙', "Ng O'Brien-Lee", 'abc'])('accepts %s', (name) =>
    expect(isValidReceiveName(name)).toBe(true),
  );
  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(21)],
    ['a leading space only trims', '  ab  '],
    ['a leading mark', '-Jane'],
    ['a leading dot', '.Jane'],
    ['a symbol', 'Jane<script>'],
  ])('refuses %s', (_, name) => expect(isValidReceiveName(name)).toBe(false));
  it('names the missing and the bad', () => {
    expect(receiveNameError(' ')).toBe('validation.required');
    expect(receiveNameError('-x')).toBe('validation.address.receiveNameFormat');
    expect(receiveNameError('Jane')).toBeNull();
  });
});

describe('zip per country', () => {
  it.each([
    ['US', '90017'],
    ['US', '90017-1234'],
    ['CA', 'm5x 1c7'],
    ['IT', '00186'],
    ['MY', '50470'],
    ['ID', '10220'],
    ['NL', '1012 AB'],
    ['ZA', '2196'],
  ])('%s accepts %s', (country, zip) => expect(zipError(zip, country)).toBeNull());
  it.each([
    ['US', '9001'],
    ['US', 'ABCDE'],
    ['CA', '12345'],
    ['MY', '504700'],
    ['ZA', '#'],
  ])('%s refuses %s', (country, zip) =>
    expect(zipError(zip, country)).toBe('validation.address.zipFormat'),
  );
  it('requires one where codes are used, and none where they are not', () => {
    expect(zipError('', 'US')).toBe('validation.required');
    expect(zipError('', 'HK')).toBeNull();
    expect(zipError('999077', 'HK')).toBe('validation.address.zipNotUsed');
  });
});

describe('contact number per country (libphonenumber-js)', () => {
  it('accepts national and international forms, answering E.164', () => {
    expect(normalizePhone('012-345 6789', 'MY')).toBe('+60123456789');
    expect(normalizePhone('(213) 373-4253', 'US')).toBe('+12133734253');
    expect(normalizePhone('+60 12-345 6789', 'US')).toBe('+60123456789');
  });
  it('refuses numbers not valid there', () => {
    expect(phoneError('12345', 'US')).toBe('validation.address.phoneFormat');
    expect(phoneError('(213) 373-4253', 'MY')).toBe('validation.address.phoneFormat');
    expect(phoneError('', 'US')).toBe('validation.required');
    expect(phoneError('2133734253', 'XX')).toBe('validation.address.phoneFormat');
  });
});

describe('address bodies', () => {
  const base = {
    receiveName: 'Jane Doe',
    countryCode: 'us',
    stateId: 840005,
    city: 'Los Angeles',
    zip: ' 90017 ',
    address1: '800 West 6th Street',
    contactNumber: '(213) 373-4253',
  };
  it('normalises the country and zip', () => {
    const parsed = addAddressBodySchema.parse(base);
    expect(parsed.countryCode).toBe('US');
    expect(parsed.zip).toBe('90017');
  });
  it('names each bad field', () => {
    const bad = { ...base, receiveName: '-x', zip: '9001', contactNumber: '12' };
    const issues = addAddressBodySchema.safeParse(bad).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['receiveName', 'validation.address.receiveNameFormat'],
      ['zip', 'validation.address.zipFormat'],
      ['contactNumber', 'validation.address.phoneFormat'],
    ]);
  });
  it('an update carries the id', () => {
    expect(updateAddressBodySchema.safeParse(base).success).toBe(false);
    expect(updateAddressBodySchema.safeParse({ ...base, id: 3 }).success).toBe(true);
  });
});
