import { defineCall } from '../common/define-call.js';
import {
  notificationPreferencesSchema,
  preferencesBodySchema,
  readAllBodySchema,
  readAllSchema,
  unreadEventSchema,
} from './message-category.js';
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

/** The message centre (spec "The calls the product makes"). */
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
  // message centre
  readAll: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'POST',
    path: MESSAGE_PATHS.readAll,
    body: readAllBodySchema,
    response: readAllSchema,
    summary: 'Marks every message of the member read (or every one of a category)',
  }),
  stream: defineCall({
    access: 'member',
    record: 'self',
    stream: true,
    tags,
    method: 'GET',
    path: MESSAGE_PATHS.stream,
    response: unreadEventSchema,
    summary: 'Server-sent events: the unread count on connect and whenever it changes',
  }),
  preferences: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: MESSAGE_PATHS.preferences,
    response: notificationPreferencesSchema,
    summary: 'Per event kind, whether a notice also goes by mail',
  }),
  savePreferences: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'PUT',
    path: MESSAGE_PATHS.preferences,
    body: preferencesBodySchema,
    response: notificationPreferencesSchema,
    summary: 'Changes whether notices of some kinds also go by mail',
  }),
} as const;
