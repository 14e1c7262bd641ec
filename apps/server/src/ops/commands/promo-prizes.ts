import {
  fulfilPrizeAudited,
  prizesForOps,
  settlePromotionAudited,
  SettleRefused,
} from '../../modules/promotion/index.js';
import type { OpsCommand } from './ops-command.js';

/** `promo:prizes [--pending]`: the prizes won, or only those still to hand out. */
export const promoPrizesCommand: OpsCommand = {
  name: 'promo:prizes',
  usage: 'promo:prizes [--pending]',
  summary: 'list promotion prizes (spins and tiers); --pending: only those to hand out',
  async run(ctx, args) {
    const rows = await prizesForOps(ctx.db, args.includes('--pending'));
    if (rows.length === 0) ctx.out('no prizes');
    for (const r of rows) {
      ctx.out(`${r.ref}\tpromotion ${r.promotionId}\t${r.member}\t${r.prize}\t${r.award}\t${r.at}`);
    }
    return 0;
  },
};

/**
 * `promo:fulfil <ref> [--note text]`: a pending product prize was handed out; one unit of its
 * SKU leaves the catalogue's stock when the catalogue holds that code. Audited.
 */
export const promoFulfilCommand: OpsCommand = {
  name: 'promo:fulfil',
  usage: 'promo:fulfil <spin:id|tier:id|spinId> [--note text]',
  summary:
    'mark a pending product prize handed out (shipped or given at a branch), taking one unit of its SKU from stock; audited',
  async run(ctx, args) {
    const [ref] = args;
    const at = args.indexOf('--note');
    const note = at >= 0 ? (args[at + 1] ?? null) : null;
    if (!ref || (at >= 0 && !note)) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    try {
      const stock = await fulfilPrizeAudited(ctx.db, ctx.operator, ref, note, new Date());
      ctx.out(`${ref} fulfilled (by ${ctx.operator})`);
      if (stock?.outcome === 'taken')
        ctx.out(`1 × ${stock.sku} taken from stock, ${stock.left} left`);
      if (stock?.outcome === 'notInCatalogue') {
        ctx.out(`${stock.sku} is not in the catalogue: no stock taken`);
      }
      return 0;
    } catch (error) {
      if (!(error instanceof SettleRefused)) throw error;
      ctx.out(`refused: ${error.message}`);
      return 1;
    }
  },
};

/** `promo:settle <id>`: pays an ended goal promotion's tier prizes now (as the job does). */
export const promoSettleCommand: OpsCommand = {
  name: 'promo:settle',
  usage: 'promo:settle <promotionId>',
  summary: "pay an ended specialPrize/quarter promotion's tier prizes, once each; audited",
  async run(ctx, args) {
    const id = Number(args[0]);
    if (!Number.isInteger(id) || id <= 0) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    try {
      const paid = await settlePromotionAudited(ctx.db, ctx.operator, id, new Date());
      for (const p of paid) ctx.out(`member ${p.memberId}\t${p.tier}\t${p.prize}\t${p.award}`);
      ctx.out(`promotion ${id} settled: ${paid.length} prize(s) paid by this run`);
      return 0;
    } catch (error) {
      if (!(error instanceof SettleRefused)) throw error;
      ctx.out(`refused: ${error.message}`);
      return 1;
    }
  },
};
