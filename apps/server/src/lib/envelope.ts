import { API_CODE, type Envelope } from '@portal/contract';

export const SUCCESS_MSG = 'success';

/** The success envelope every route answers with. */
export function ok<T>(data: T): Envelope<T> {
  return { code: API_CODE.OK, data, msg: SUCCESS_MSG };
}
