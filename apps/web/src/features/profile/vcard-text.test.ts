import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, internationalPhone, vcardFileName, vcardText } from './vcard-text';

const FIELDS = {
  firstName: 'Dana',
  lastName: 'Morgan',
  fullName: 'Dana Morgan',
  memberNo: 'US000061',
  memberNoLabel: 'Member no.',
  email: 'dana@example.com',
  phone: '+12125550117',
  url: 'https://portal.example/collectInfo/application?sponsor=US000061&lang=en',
};

describe('vCard 3.0', () => {
  it('is a contact card: name, member number, email, phone and link, CRLF lines', () => {
    const text = vcardText(FIELDS);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Morgan;Dana;;;',
      'FN:Dana Morgan',
      'NOTE:Member no.: US000061',
      'EMAIL;TYPE=INTERNET:dana@example.com',
      'TEL;TYPE=CELL:+12125550117',
      `URL:${FIELDS.url}`,
      'END:VCARD',
      '',
    ]);
    // never the portal's internal id
    expect(text).not.toMatch(/\b311\b/);
  });

  it('leaves out what the member has not given, and escapes text', () => {
    const text = vcardText({ ...FIELDS, email: null, phone: null, fullName: 'Tan, Wei; Jr' });
    expect(text).not.toContain('EMAIL');
    expect(text).not.toContain('TEL');
    expect(text).toContain('FN:Tan\\, Wei\\; Jr\r\n');
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`NOTE:${'会员'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`NOTE:${'会员'.repeat(40)}`);
  });

  it('writes the phone internationally and names the file by the member number', () => {
    expect(internationalPhone('60', '12-345 6789')).toBe('+60123456789');
    expect(internationalPhone(null, '+1 212 555 0117')).toBe('+12125550117');
    expect(internationalPhone('1', null)).toBeNull();
    expect(vcardFileName('US000061')).toBe('US000061.vcf');
  });
});
