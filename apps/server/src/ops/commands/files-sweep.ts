import { sweepUnnamedPictures } from '../../flows/picture-sweep.flow.js';
import type { SweepCounts } from '../../lib/file-store/index.js';
import type { OpsCommand } from './ops-command.js';

const line = (namespace: string, c: SweepCounts) =>
  `${namespace}: ${c.deleted} deleted, ${c.waiting} unnamed and waiting a day, ` +
  `${c.named} named, ${c.fresh} stored within the day`;

/**
 * `files:sweep`: the daily sweep of uploaded pictures no row names, now. A picture is deleted
 * only when an earlier sweep, a day or more before, found it unnamed too.
 */
export const filesSweepCommand: OpsCommand = {
  name: 'files:sweep',
  usage: 'files:sweep',
  summary: 'delete the uploaded pictures no product, order or news item has named for a day',
  async run(ctx, args) {
    if (args.length > 0) {
      ctx.out(`usage: npm run ops -- ${filesSweepCommand.usage}`);
      return 2;
    }
    const { products, news } = await sweepUnnamedPictures({ ...ctx, now: () => new Date() });
    ctx.out(line('products', products));
    ctx.out(line('news', news));
    return 0;
  },
};
