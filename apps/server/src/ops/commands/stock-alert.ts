import { sendStockAlerts } from '../../flows/stock-alert.flow.js';
import type { OpsCommand } from './ops-command.js';
import { opsMailer } from './ops-mailer.js';
import { parseOpsArgs } from './wallet-args.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `stock:alert --date YYYY-MM-DD`: the daily low-stock alert of that business day, now (the
 * stock as it is now). A company already alerted that day is sent nothing again.
 */
export const stockAlertCommand: OpsCommand = {
  name: 'stock:alert',
  usage: 'stock:alert --date YYYY-MM-DD',
  summary: "mail each company's low-stock alert of a business day now, as the daily job does",
  async run(ctx, args) {
    const date = parseOpsArgs(args).flags.date ?? '';
    if (!DAY.test(date) || Number.isNaN(Date.parse(date))) {
      ctx.out(`usage: npm run ops -- ${this.usage}`);
      return 2;
    }
    const deps = { db: ctx.db, config: ctx.config, mailer: opsMailer(ctx), now: () => new Date() };
    const results = await sendStockAlerts(deps, date);
    for (const r of results) {
      const what =
        r.outcome === 'sent'
          ? `mailed ${r.skus} low SKU(s) to ${r.to}`
          : r.outcome === 'alreadySent'
            ? 'already alerted that day, nothing sent'
            : 'nothing low, nothing sent';
      ctx.out(`${r.companyCode} ${date}: ${what}`);
    }
    ctx.out(`${results.filter((r) => r.outcome === 'sent').length} alert(s) sent for ${date}`);
    return 0;
  },
};
