import { readFile } from 'node:fs/promises';
import { createPromotionAudited, PromotionConfigError } from '../../modules/promotion/index.js';
import type { OpsCommand } from './ops-command.js';

/** `promo:create <file.json>`: a promotion from a JSON file (docs/promotions.md); audited. */
export const promoCreateCommand: OpsCommand = {
  name: 'promo:create',
  usage: 'promo:create <file.json>',
  summary:
    'create a promotion (alphaspin, specialPrize, quarter) from a validated JSON file; audited',
  async run(ctx, args) {
    const [file] = args;
    if (!file) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      ctx.out(`error: cannot read ${file}: ${(error as Error).message}`);
      return 2;
    }
    try {
      const id = await createPromotionAudited(ctx.db, ctx.operator, file, text);
      ctx.out(`promotion ${id} created from ${file} (by ${ctx.operator})`);
      return 0;
    } catch (error) {
      if (!(error instanceof PromotionConfigError)) throw error;
      ctx.out(`refused: ${error.message}`);
      return 1;
    }
  },
};
