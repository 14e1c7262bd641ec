import path from 'node:path';
import {
  addLibraryDocument,
  LibraryInputError,
  removeLibraryDocument,
  sourceFromPath,
} from '../../modules/library/index.js';
import type { OpsCommand, OpsContext } from './ops-command.js';
import { parseOpsArgs } from './wallet-args.js';

/** Prints an operator's input refusal (exit 2) instead of a stack. */
async function refusing(ctx: OpsContext, work: () => Promise<number>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LibraryInputError)) throw error;
    ctx.out(`error: ${error.message}`);
    return 2;
  }
}

/** `library:add`: a file (or a video link) into a company's library, audited. */
export const libraryAddCommand: OpsCommand = {
  name: 'library:add',
  usage:
    'library:add <file> --company <c> --lang <l> --category <cat> --title "…" [--description "…"] | library:add --video-url https://… --company … (same flags)',
  summary:
    'add a document, PDF or video to a company library (file kept in the file store); audited',
  async run(ctx, args) {
    const { positional, flags } = parseOpsArgs(args);
    const [file] = positional;
    const videoUrl = flags['video-url'];
    if ((!file && !videoUrl) || !flags.company || !flags.lang || !flags.category || !flags.title) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    // the command may run inside the running portal (ops socket), whose working directory
    // is not the operator's: a relative path would silently name another file
    if (file && !path.isAbsolute(file)) {
      ctx.out(`error: give the file's absolute path, e.g. "$PWD/${file}"`);
      return 2;
    }
    return refusing(ctx, async () => {
      const doc = await addLibraryDocument(
        ctx.db,
        ctx.config,
        { name: ctx.operator, command: 'library:add' },
        {
          company: flags.company!.toUpperCase(),
          lang: flags.lang!,
          category: flags.category!,
          title: flags.title!,
          description: flags.description,
          ...(file ? { file: await sourceFromPath(file) } : { videoUrl }),
        },
      );
      ctx.out(
        `library document ${doc.id} added: ${doc.kind} "${doc.title}" (${doc.fileName ?? doc.videoUrl}), by ${ctx.operator}`,
      );
      return 0;
    });
  },
};

/** `library:remove <id>`: the document and its stored file, audited. */
export const libraryRemoveCommand: OpsCommand = {
  name: 'library:remove',
  usage: 'library:remove <id>',
  summary: 'remove a library document and its stored file; audited',
  async run(ctx, args) {
    const id = Number(args[0]);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    const gone = await removeLibraryDocument(
      ctx.db,
      ctx.config,
      { name: ctx.operator, command: 'library:remove' },
      id,
    );
    if (!gone) {
      ctx.out(`error: no library document ${id}`);
      return 1;
    }
    ctx.out(`library document ${id} removed ("${gone.title}"), by ${ctx.operator}`);
    return 0;
  },
};

export const libraryCommands = [libraryAddCommand, libraryRemoveCommand];
