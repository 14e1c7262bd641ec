import { existsSync } from 'node:fs';
import type { AppConfig } from '../../config.js';

/** A font pdfkit embeds: a file, and the face's PostScript name inside a collection (.ttc). */
export interface FontFace {
  file: string;
  face?: string;
}

/** Debian's fonts-noto-cjk (installed with the browser by scripts/ensure-tools.sh). */
const NOTO_CJK: { regular: FontFace; bold: FontFace } = {
  regular: {
    file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    face: 'NotoSansCJKsc-Regular',
  },
  bold: { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', face: 'NotoSansCJKsc-Bold' },
};

/** `INVOICE_CJK_FONT=/path/font.ttc#PostScriptName` (the name only for a collection). */
function configured(spec: string): FontFace {
  const [file = spec, face] = spec.split('#');
  return face ? { file, face } : { file };
}

export interface InvoiceFonts {
  regular: FontFace;
  bold: FontFace;
}

/**
 * The Unicode (CJK-capable) fonts for invoices that need more than Latin-1, or undefined when
 * none is installed: the PDF then uses the built-in Helvetica and English labels.
 */
export function unicodeFonts(config: Pick<AppConfig, 'invoiceCjkFont'>): InvoiceFonts | undefined {
  if (config.invoiceCjkFont) {
    const face = configured(config.invoiceCjkFont);
    return existsSync(face.file) ? { regular: face, bold: face } : undefined;
  }
  if (!existsSync(NOTO_CJK.regular.file)) return undefined;
  return {
    regular: NOTO_CJK.regular,
    bold: existsSync(NOTO_CJK.bold.file) ? NOTO_CJK.bold : NOTO_CJK.regular,
  };
}

/** Text the built-in fonts print (WinAnsi, roughly Latin-1): English, Indonesian, Malay. */
export const fitsLatin1 = (text: string) => !/[^\t\n\r\x20-\xff]/.test(text);

/** What Helvetica cannot print becomes '?', rather than a wrong glyph. */
export const toLatin1 = (text: string) => text.replace(/[^\t\n\r\x20-\xff]/g, '?');
