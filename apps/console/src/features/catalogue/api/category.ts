import { CONSOLE_CATALOGUE_PACK_CALLS } from '@portal/contract';
import { callConsole } from '../../../lib/api';

/** Lists a product under another category of its company and platform. */
export const setProductCategory = (id: number, categoryId: number) =>
  callConsole(CONSOLE_CATALOGUE_PACK_CALLS.productCategory, {
    params: { id },
    body: { categoryId },
  });
