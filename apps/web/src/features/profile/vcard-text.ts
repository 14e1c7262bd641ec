/**
 * A contact card as a vCard 3.0 file (RFC 2426), what phones' contact apps read from a file
 * or a scanned QR code: name, the member's public number, email, phone and their
 * registration link. Lines end in CRLF and are folded at 75 octets; text values are escaped.
 */
export interface VcardFields {
  firstName: string;
  lastName: string;
  /** the name shown: "Dana Morgan" */
  fullName: string;
  /** the public member number (the login name, e.g. US000061) */
  memberNo: string;
  /** "Member no." in the member's language */
  memberNoLabel: string;
  email: string | null;
  /** E.164-like, "+12125550117", or null */
  phone: string | null;
  /** the member's registration link */
  url: string;
}

/** RFC 2426 text value: backslash, comma, semicolon and new lines escaped. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/[,;]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function vcardText(f: VcardFields): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(f.lastName)};${escapeText(f.firstName)};;;`,
    `FN:${escapeText(f.fullName)}`,
    `NOTE:${escapeText(`${f.memberNoLabel}: ${f.memberNo}`)}`,
    ...(f.email ? [`EMAIL;TYPE=INTERNET:${escapeText(f.email)}`] : []),
    ...(f.phone ? [`TEL;TYPE=CELL:${escapeText(f.phone)}`] : []),
    `URL:${f.url}`,
    'END:VCARD',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The member's phone in international form, from the profile's calling code and number. */
export function internationalPhone(mobileCode: string | null, phone: string | null) {
  if (!phone) return null;
  const digits = phone.replace(/[^\d]/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  const code = (mobileCode ?? '').replace(/[^\d]/g, '');
  return code ? `+${code}${digits}` : digits;
}

/** A file name for the card: the member number, kept to safe characters. */
export const vcardFileName = (memberNo: string) =>
  `${memberNo.replace(/[^\w.-]/g, '_') || 'contact'}.vcf`;
