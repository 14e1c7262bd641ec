import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setCarousel } from '../../modules/activity/index.js';
import { fileStoreOf } from '../../lib/file-store/index.js';
import { ContentInputError, publishNews, splitTitle } from '../../modules/news/index.js';
import type { OpsCommand, OpsContext } from './ops-command.js';
import { parseOpsArgs } from './wallet-args.js';

// `npm run ops` runs in apps/server; a relative path means the operator's own directory
const resolveFile = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** A date (YYYY-MM-DD, UTC midnight) or a full ISO time; invalid stays an Invalid Date. */
function parseWhen(value: string | undefined): Date | null {
  if (value === undefined || value === '') return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

async function reportingInput(ctx: OpsContext, work: () => Promise<number>) {
  try {
    return await work();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof ContentInputError || code === 'ENOENT' || error instanceof SyntaxError) {
      ctx.out(`error: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
}

/** Publishes a markdown file as a news item of one company and language; audited. */
export const newsPublishCommand: OpsCommand = {
  name: 'news:publish',
  usage:
    'news:publish <file.md> --company <c> --lang <l> --from <date> [--to <date>] [--pinned] [--image <file>]',
  summary: 'publish a news item (first "# line" is its title; sanitized HTML); audited',
  async run(ctx, args) {
    // --pinned takes no value: turn it into one so the parser does not eat the next flag
    const { positional, flags } = parseOpsArgs(
      args.map((a) => (a === '--pinned' ? '--pinned=yes' : a)),
    );
    const [file] = positional;
    if (!file || !flags.company || !flags.lang || !flags.from) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    return reportingInput(ctx, async () => {
      const { title, body } = splitTitle(await readFile(resolveFile(file), 'utf8'));
      const id = await publishNews(ctx.db, fileStoreOf(ctx), ctx.operator, {
        companyCode: flags.company!,
        language: flags.lang!,
        title,
        markdown: body,
        publishAt: parseWhen(flags.from)!,
        expireAt: parseWhen(flags.to),
        pinned: flags.pinned === 'yes',
        image: flags.image ? await readFile(resolveFile(flags.image)) : null,
      });
      ctx.out(`published news item ${id} for ${flags.company} (${flags.lang}) by ${ctx.operator}`);
      return 0;
    });
  },
};

/** Replaces a company's dashboard slides with a JSON list; audited. */
export const carouselSetCommand: OpsCommand = {
  name: 'carousel:set',
  usage: 'carousel:set <file.json> --company <c>',
  summary: "replace a company's dashboard carousel slides (docs/news.md); audited",
  async run(ctx, args) {
    const { positional, flags } = parseOpsArgs(args);
    const [file] = positional;
    if (!file || !flags.company) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    return reportingInput(ctx, async () => {
      const slides: unknown = JSON.parse(await readFile(resolveFile(file), 'utf8'));
      const counts = await setCarousel(ctx.db, ctx.operator, flags.company!, slides);
      ctx.out(
        `carousel of ${flags.company}: ${counts.bzz} bzz and ${counts.wpm} wpm slides, set by ${ctx.operator}`,
      );
      return 0;
    });
  },
};

export const contentCommands: OpsCommand[] = [newsPublishCommand, carouselSetCommand];
