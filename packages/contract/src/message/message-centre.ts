import { z } from 'zod';
import { pagedSchema } from '../common/field-kit.js';
import { UNREAD_MESSAGE_PARAM } from '../common/constants.js';
import { integerIdParam, integerValue, pagingShape, plainDecimal } from '../common/validation.js';
import { messageCategorySchema } from './message-category.js';

/** Paths of the message-centre calls (spec "The calls the product makes"), under API_BASE_PATH. */
export const MESSAGE_PATHS = {
  unreadQuantity: '/api/messageCenter/unreadQuantity/:n',
  page: '/api/messageCenter/page/messages',
  detail: '/api/messageCenter/messageDetail/:a/:b/:c',
  // message centre
  readAll: '/api/messageCenter/readAll',
  stream: '/api/messageCenter/stream',
  preferences: '/api/messageCenter/preferences',
} as const;

/**
 * Kinds of message in the message centre. A system notice and news go to a whole company
 * (or to every company); a personal message goes to one member.
 */
export const MESSAGE_TYPE = { systemNotice: 1, news: 2, personal: 3 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];
export const messageTypeSchema = z.union(
  [
    z.literal(MESSAGE_TYPE.systemNotice),
    z.literal(MESSAGE_TYPE.news),
    z.literal(MESSAGE_TYPE.personal),
  ],
  { error: 'validation.invalidValue' },
);

/** Translation key of a message type's label (message namespace). */
export function messageTypeLabelKey(type: MessageType): string {
  return `message.type.${type}`;
}

/** Paging of the message list. */
export const MESSAGE_PAGE = { defaultSize: 10, maxSize: 100, maxPageNum: 10_000 } as const;
/** Characters of the body shown as a list entry's summary (an ellipsis follows when cut). */
export const MESSAGE_SUMMARY_CHARS = 120;

/** Third parameter of the detail call: 1 marks the message read, 0 only shows it. */
export const MESSAGE_DETAIL_MARK = { peek: 0, markRead: 1 } as const;

/**
 * `GET /api/messageCenter/unreadQuantity/:n`. The web always sends UNREAD_MESSAGE_PARAM (3);
 * it means "messages of every type the member can see". Any other value is refused (400).
 */
export const unreadQuantityParamsSchema = z.object({
  n: plainDecimal(
    integerValue().pipe(z.literal(UNREAD_MESSAGE_PARAM, { error: 'validation.invalidValue' })),
  ).describe('always 3: messages of every type'),
});
export type UnreadQuantityParams = z.infer<typeof unreadQuantityParamsSchema>;
export const unreadQuantitySchema = z.number().int().nonnegative();

/** `GET /api/messageCenter/page/messages?pageNum&pageSize&type`; no type lists every type. */
export const messagePageQuerySchema = z.object({
  ...pagingShape(MESSAGE_PAGE),
  type: plainDecimal(integerValue().pipe(messageTypeSchema)).optional(),
  /** only this category */
  category: messageCategorySchema.optional(),
});
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

export const messageSummarySchema = z.object({
  id: z.number().int(),
  type: messageTypeSchema,
  category: messageCategorySchema,
  title: z.string(),
  /** the start of the body, plain text */
  summary: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messagePageSchema = pagedSchema(messageSummarySchema, z.number().int().nonnegative());
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * `GET /api/messageCenter/messageDetail/:a/:b/:c`: a = message id, b = its type (as listed;
 * a mismatch answers notFound, like a message the member may not see), c = MESSAGE_DETAIL_MARK
 * (1 marks it read, 0 only shows it).
 */
export const messageDetailParamsSchema = z.object({
  a: integerIdParam.describe('message id'),
  b: plainDecimal(integerValue().pipe(messageTypeSchema)).describe(
    'message type as listed: 1 system notice, 2 news, 3 personal',
  ),
  c: plainDecimal(
    integerValue().pipe(
      z.union([z.literal(MESSAGE_DETAIL_MARK.peek), z.literal(MESSAGE_DETAIL_MARK.markRead)], {
        error: 'validation.invalidValue',
      }),
    ),
  ).describe('1 marks the message read, 0 only shows it'),
});
export type MessageDetailParams = z.infer<typeof messageDetailParamsSchema>;

export const messageDetailSchema = z.object({
  id: z.number().int(),
  type: messageTypeSchema,
  category: messageCategorySchema,
  title: z.string(),
  /** plain text; line breaks separate paragraphs */
  body: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;
