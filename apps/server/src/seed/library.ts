import type { Locale } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { AppDeps } from '../deps.js';
import { toLocale } from '../lib/i18n.js';
import { fitsLatin1, unicodeFonts, type InvoiceFonts } from '../modules/invoice/index.js';
import {
  addLibraryDocument,
  countLibraryDocuments,
  sourceFromBytes,
} from '../modules/library/index.js';
import { LIBRARY_TEXTS, type LibraryText } from './data/library-texts.js';
import { WELCOME_VIDEO_WEBM } from './data/welcome-video.js';

/**
 * A small real PDF, made at seed time (no binary is kept in the repository). Text beyond
 * Latin-1 (Chinese) is printed with the installed CJK fonts; without them the PDF carries the
 * English document instead, rather than boxes.
 */
function pdfOf(company: string, doc: LibraryText, english: LibraryText, fonts?: InvoiceFonts) {
  const text = [doc.title, doc.description, ...doc.body].join('\n');
  const latin = fitsLatin1(text);
  const shown = latin || fonts ? doc : english;
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: shown.title } });
  const regular = !latin && fonts ? 'unicode' : 'Helvetica';
  const bold = !latin && fonts ? 'unicode-bold' : 'Helvetica-Bold';
  if (!latin && fonts) {
    pdf.registerFont('unicode', fonts.regular.file, fonts.regular.face);
    pdf.registerFont('unicode-bold', fonts.bold.file, fonts.bold.face);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font(bold).fontSize(20).text(shown.title);
  pdf.moveDown().font(regular).fontSize(11).text(`${company} · ${shown.description}`);
  for (const p of shown.body) pdf.moveDown().text(p);
  pdf.end();
  return done;
}

/**
 * Each company's library, once: every document in English and in the company's own language
 * (character_coding: Indonesian for ID, Malay for MY and MA, Chinese for HJ). Through the
 * library's face, so files land in the file store like an operator's.
 */
export async function seedLibrary(deps: AppDeps): Promise<number> {
  const companies = await deps.db
    .selectFrom('company')
    .select(['code', 'character_coding'])
    .orderBy('code')
    .execute();
  const fonts = unicodeFonts(deps.config);
  let added = 0;
  for (const company of companies) {
    if ((await countLibraryDocuments(deps.db, company.code)) > 0) continue;
    const local = toLocale(company.character_coding) ?? 'en';
    const languages: Locale[] = local === 'en' ? ['en'] : ['en', local];
    for (const lang of languages) {
      for (const [i, doc] of LIBRARY_TEXTS[lang].entries()) {
        const english = LIBRARY_TEXTS.en[i]!;
        const bytes = doc.video
          ? WELCOME_VIDEO_WEBM
          : await pdfOf(company.code, doc, english, fonts);
        await addLibraryDocument(
          deps.db,
          deps.config,
          { name: 'seed', command: 'seed' },
          {
            company: company.code,
            lang,
            category: doc.category,
            title: doc.title,
            description: doc.description,
            file: sourceFromBytes(doc.file, bytes),
          },
        );
        added++;
      }
    }
  }
  return added;
}
