import type { Db } from '../../db/client.js';
import { insertMessageTexts as writeTexts, type MessageText } from './message-send.repository.js';

export type { MessageText };

/**
 * A company's notices and news in further languages, each member reading their own (the seed
 * writes the demo's translations through this); a text already there is replaced.
 */
export function insertMessageTexts(db: Db, texts: MessageText[]): Promise<void> {
  return writeTexts(db, texts);
}
