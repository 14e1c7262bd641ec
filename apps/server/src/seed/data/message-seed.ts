import type { MessageType } from '@portal/contract';

export interface MessageSeed {
  type: MessageType;
  title: string;
  body: string;
  /** how long before the seed run the message was sent */
  daysAgo: number;
}

/** What a text names: the company, its phone, the member, and a menu path in this language. */
export interface MessageContext {
  company: string;
  tel: string;
  firstName: string;
  /** "My Account > Security Settings": the menu's own names, so texts follow the menu */
  menu: (...keys: string[]) => string;
}

/** One language's demo messages, written for members (no feature that is not there). */
export interface MessageTexts {
  /** system notices, to every member of a company */
  notices: (c: MessageContext) => MessageSeed[];
  /** company news and notices */
  company: (c: MessageContext) => MessageSeed[];
  /** personal messages to a demo login */
  personal: (c: MessageContext) => MessageSeed[];
}
