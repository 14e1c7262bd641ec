import { defineCall } from '../common/define-call.js';
import {
  MESSAGE_PATHS,
  messageDetailParamsSchema,
  messageDetailSchema,
  messagePageQuerySchema,
  messagePageSchema,
  unreadQuantityParamsSchema,
  unreadQuantitySchema,
} from './message-centre.js';

const tags = ['message'] as const;

/** The message centre (spec 7). */
export const MESSAGE_CALLS = {
  unreadQuantity: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: MESSAGE_PATHS.unreadQuantity,
    params: unreadQuantityParamsSchema,
    response: unreadQuantitySchema,
    summary: "How many of the member's messages are unread",
  }),
  page: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: MESSAGE_PATHS.page,
    query: messagePageQuerySchema,
    response: messagePageSchema,
    summary: "A page of the member's messages",
  }),
  detail: defineCall({
    access: 'member',
    record: 'message',
    tags,
    method: 'GET',
    path: MESSAGE_PATHS.detail,
    params: messageDetailParamsSchema,
    response: messageDetailSchema,
    summary: 'One message, optionally marking it read',
  }),
} as const;
