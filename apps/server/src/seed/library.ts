import { COMPANY_CODES, type LibraryCategory, type Locale } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { AppDeps } from '../deps.js';
import {
  addLibraryDocument,
  countLibraryDocuments,
  libraryCompanyExists,
  sourceFromBytes,
} from '../modules/library/index.js';
import { WELCOME_VIDEO_FILE, WELCOME_VIDEO_WEBM } from './data/welcome-video.js';

interface SeedDoc {
  category: LibraryCategory;
  file: string;
  title: string;
  description: string;
  /** the PDF's paragraphs */
  body: string[];
  /** a stored file's bytes, instead of a PDF made of `body` (the demo video) */
  bytes?: Buffer;
}

const EN: SeedDoc[] = [
  {
    category: 'product',
    file: 'product-guide.pdf',
    title: 'Product guide',
    description: 'What each product of the mall is for, and how members use it.',
    body: [
      'This guide lists the product lines of the shopping mall.',
      'Prices, BV and stock are always the ones the mall shows when you order.',
    ],
  },
  {
    category: 'business',
    file: 'business-starter-kit.pdf',
    title: 'Business starter kit',
    description:
      'First steps for a new member: profile, security PIN, first order and enrolment link.',
    body: [
      '1. Complete your personal profile and set a 6-digit security PIN.',
      '2. Place your first order from the shopping mall.',
      '3. Share your registration link (Enroll) with the people you sponsor.',
    ],
  },
  {
    category: 'training',
    file: 'compensation-plan-overview.pdf',
    title: 'Compensation plan overview',
    description: 'How volumes, ranks and bonuses are computed each cycle.',
    body: [
      'Bonuses are computed at each cycle close from the volumes of paid orders.',
      'Your bonus report and estimated bonus pages show the figures for your account.',
    ],
  },
  {
    category: 'tools',
    file: 'member-tools-checklist.pdf',
    title: 'Member tools checklist',
    description: 'Using your vCard and your registration QR code to follow up with prospects.',
    body: [
      'Your vCard (My Account) shares your contact details in one scan.',
      'Your registration QR code (Enroll) opens the registration page with you as sponsor.',
    ],
  },
  {
    category: 'training',
    file: WELCOME_VIDEO_FILE,
    title: 'Welcome tour (video)',
    description: 'A short video that plays in the page; seek it, or download it.',
    body: [],
    bytes: WELCOME_VIDEO_WEBM,
  },
];

/** The same guides in the company's own language where one is spoken (Latin script only). */
const LOCAL: Partial<Record<Locale, SeedDoc[]>> = {
  id: [
    {
      category: 'business',
      file: 'panduan-memulai-bisnis.pdf',
      title: 'Panduan memulai bisnis',
      description: 'Langkah pertama anggota baru: profil, PIN keamanan, pesanan pertama.',
      body: ['1. Lengkapi profil Anda dan buat PIN keamanan 6 digit.', '2. Buat pesanan pertama.'],
    },
  ],
  ms: [
    {
      category: 'business',
      file: 'panduan-permulaan-perniagaan.pdf',
      title: 'Panduan permulaan perniagaan',
      description: 'Langkah pertama ahli baharu: profil, PIN keselamatan, pesanan pertama.',
      body: [
        '1. Lengkapkan profil anda dan tetapkan PIN keselamatan 6 digit.',
        '2. Buat pesanan pertama.',
      ],
    },
  ],
};

const LOCAL_LANG: Partial<Record<string, Locale>> = { ID: 'id', MY: 'ms', MA: 'ms' };

/** A small real PDF, made at seed time (no binary is kept in the repository). */
function pdfOf(company: string, doc: SeedDoc): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: doc.title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(20).text(doc.title);
  pdf.moveDown().font('Helvetica').fontSize(11).text(`${company} · ${doc.description}`);
  for (const p of doc.body) pdf.moveDown().text(p);
  pdf.end();
  return done;
}

/**
 * Each company's library, once: the English guides, plus its own language's where one is
 * spoken. Through the library's face, so files land in DATA_DIR/library like an operator's.
 */
export async function seedLibrary(deps: AppDeps): Promise<number> {
  let added = 0;
  for (const company of COMPANY_CODES) {
    if (!(await libraryCompanyExists(deps.db, company))) continue;
    if ((await countLibraryDocuments(deps.db, company)) > 0) continue;
    const local = LOCAL_LANG[company];
    const docs: Array<[Locale, SeedDoc]> = [
      ...EN.map((d): [Locale, SeedDoc] => ['en', d]),
      ...(local ? (LOCAL[local] ?? []).map((d): [Locale, SeedDoc] => [local, d]) : []),
    ];
    for (const [lang, doc] of docs) {
      await addLibraryDocument(
        deps.db,
        deps.config,
        { name: 'seed', command: 'seed' },
        {
          company,
          lang,
          category: doc.category,
          title: doc.title,
          description: doc.description,
          file: sourceFromBytes(doc.file, doc.bytes ?? (await pdfOf(company, doc))),
        },
      );
      added++;
    }
  }
  return added;
}
