import { LOCALES, MESSAGE_CATEGORIES, type Locale, type MessageCategory } from '@portal/contract';
import {
  MessageSendError,
  sendMessage,
  useUnreadRedis,
  type SendInput,
  type SendTarget,
} from '../../modules/message/index.js';
import type { OpsCommand } from './ops-command.js';
import { parseOpsArgs } from './wallet-args.js';

type Texts = NonNullable<SendInput['texts']>;

/** `--title-<locale> … --body-<locale> …` pairs (a company message in further languages). */
function textsOf(flags: Record<string, string>): Texts | null {
  const texts: Texts = {};
  for (const locale of LOCALES as readonly Locale[]) {
    const title = flags[`title-${locale}`];
    const body = flags[`body-${locale}`];
    if (title === undefined && body === undefined) continue;
    if (title === undefined || body === undefined) return null;
    texts[locale] = { title, body };
  }
  return texts;
}

/** `message:send`: a message to a member, a company or a downline; audited. */
export const messageSendCommand: OpsCommand = {
  name: 'message:send',
  usage:
    'message:send --to <login> | --company <code> | --downline <login> --category <c> --title "…" --body "…" [--title-<locale> "…" --body-<locale> "…" (company)]',
  summary: `a message to a member, a company or a downline (category ${MESSAGE_CATEGORIES.join('|')}); audited`,
  async run(ctx, args) {
    const { flags } = parseOpsArgs(args);
    const targets: SendTarget[] = [
      ...(flags.to ? [{ to: flags.to }] : []),
      ...(flags.company ? [{ company: flags.company }] : []),
      ...(flags.downline ? [{ downline: flags.downline }] : []),
    ];
    const texts = textsOf(flags);
    if (targets.length !== 1 || !flags.category || !flags.title || !flags.body || !texts) {
      ctx.out(`usage: ${this.usage}`);
      return 2;
    }
    // the servers' badges hear of it through Redis when it is configured
    const release = ctx.config.redisUrl ? useUnreadRedis(ctx.config.redisUrl) : undefined;
    try {
      const done = await sendMessage(ctx.db, ctx.operator, {
        target: targets[0]!,
        category: flags.category as MessageCategory,
        title: flags.title,
        body: flags.body,
        texts,
      });
      ctx.out(`sent to ${done.target}: ${done.recipients} recipient(s), by ${ctx.operator}`);
      return 0;
    } catch (error) {
      if (!(error instanceof MessageSendError)) throw error;
      ctx.out(`error: ${error.message}`);
      return 2;
    } finally {
      await release?.();
    }
  },
};
