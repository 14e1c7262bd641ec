import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileStoreOf, FileExists, isFileKey } from '../../lib/file-store/index.js';
import type { OpsCommand } from './ops-command.js';
import { parseOpsArgs } from './wallet-args.js';

/** The folders of a DATA_DIR the disk store kept files in, one per namespace. */
const NAMESPACES = ['news', 'products', 'library'];

/** Every file under the namespaces' folders of `root`, as a store key (`news/…`). */
async function keysUnder(root: string): Promise<string[]> {
  const keys: string[] = [];
  for (const namespace of NAMESPACES) {
    const entries = await readdir(path.join(root, namespace), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const relative = path.relative(root, path.join(entry.parentPath, entry.name));
      keys.push(relative.split(path.sep).join('/'));
    }
  }
  return keys.sort();
}

/**
 * `files:copy-to-store [--from <dir>]`: the files a server kept on its disk (news and product
 * pictures, library files) copied into the configured file store, so every server reads them.
 * Rows name files by key, so nothing else changes; a file already in the store is left as it is,
 * so the command may run again after an interruption. The disk's files are not deleted.
 */
export const filesCopyToStoreCommand: OpsCommand = {
  name: 'files:copy-to-store',
  usage: 'files:copy-to-store [--from <old DATA_DIR>]',
  summary: 'copy the files kept on this disk into the configured file store (FILE_STORE); audited',
  async run(ctx, args) {
    const { positional, flags } = parseOpsArgs(args);
    if (positional.length > 0) {
      ctx.out(`usage: npm run ops -- ${filesCopyToStoreCommand.usage}`);
      return 2;
    }
    const from = path.resolve(flags.from ?? ctx.config.dataDir);
    if (ctx.config.fileStore === 'disk' && from === path.resolve(ctx.config.dataDir)) {
      ctx.out('the file store is this disk already (FILE_STORE): nothing to copy');
      return 2;
    }
    const store = fileStoreOf(ctx);
    const count = { copied: 0, there: 0, foreign: 0 };
    for (const key of await keysUnder(from)) {
      if (!isFileKey(key)) {
        ctx.out(`skipped ${key}: not a file the portal stored`);
        count.foreign++;
        continue;
      }
      try {
        await store.put(key, createReadStream(path.join(from, ...key.split('/'))));
        count.copied++;
      } catch (error) {
        if (!(error instanceof FileExists)) throw error;
        count.there++;
      }
    }
    ctx.out(
      `copied ${count.copied} file(s) to the ${ctx.config.fileStore} store from ${from}; ` +
        `${count.there} already there, ${count.foreign} skipped`,
    );
    return 0;
  },
};
