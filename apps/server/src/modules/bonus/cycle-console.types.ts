import type { z } from 'zod';
import type {
  CommissionRunState,
  consoleCycleDetailSchema,
  consoleCycleStepsSchema,
} from '@portal/contract';

export type { CommissionRunState };
export type ConsoleCycleStepsView = z.output<typeof consoleCycleStepsSchema>;
export type ConsoleCycleDetail = z.output<typeof consoleCycleDetailSchema>;
