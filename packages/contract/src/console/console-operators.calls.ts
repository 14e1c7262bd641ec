import {
  operatorActionBodySchema,
  operatorCreateBodySchema,
  operatorIdAnswerSchema,
  operatorIdParamsSchema,
  operatorListQuerySchema,
  operatorPageSchema,
  operatorUpdateBodySchema,
  roleListSchema,
  roleSaveBodySchema,
  roleSchema,
} from './console-operators.schemas.js';
import { consoleCall } from './console-call.js';

const OPS = {
  access: 'operator',
  record: 'none',
  tags: ['console-operators'],
  permission: 'operator:manage',
} as const;
const ONE = { ...OPS, params: operatorIdParamsSchema, response: operatorIdAnswerSchema } as const;
/** What changing an operator can be refused for, besides not finding them. */
const CHANGE_ERRORS = ['totpInvalid', 'notFound', 'operatorSelf', 'unknownRole'] as const;

/** Operators and roles (admin): every change with a reason and a fresh code, audited. */
export const CONSOLE_OPERATOR_CALLS = {
  operators: consoleCall({
    ...OPS,
    method: 'GET',
    path: '/operators',
    query: operatorListQuerySchema,
    response: operatorPageSchema,
    summary: 'The operators, their roles, companies and whether they enrolled',
  }),
  operatorCreate: consoleCall({
    ...OPS,
    method: 'POST',
    path: '/operators',
    body: operatorCreateBodySchema,
    response: operatorIdAnswerSchema,
    summary: 'Adds an operator; they enrol their authenticator at their first sign-in',
    errors: ['totpInvalid', 'operatorExists', 'unknownRole'],
  }),
  operatorUpdate: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/operators/:id',
    body: operatorUpdateBodySchema,
    summary: "Changes an operator's roles and companies",
    errors: CHANGE_ERRORS,
  }),
  operatorDisable: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/operators/:id/disable',
    body: operatorActionBodySchema,
    summary: 'Disables an operator and ends their sessions',
    errors: CHANGE_ERRORS,
  }),
  operatorEnable: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/operators/:id/enable',
    body: operatorActionBodySchema,
    summary: 'Enables a disabled operator again',
    errors: CHANGE_ERRORS,
  }),
  operatorResetTotp: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/operators/:id/reset-2fa',
    body: operatorActionBodySchema,
    summary: "Clears an operator's authenticator: they enrol again at their next sign-in",
    errors: CHANGE_ERRORS,
  }),
  roles: consoleCall({
    ...OPS,
    method: 'GET',
    path: '/roles',
    response: roleListSchema,
    summary: 'The roles, built-in and composed, with their permissions',
  }),
  roleSave: consoleCall({
    ...OPS,
    method: 'POST',
    path: '/roles',
    body: roleSaveBodySchema,
    response: roleSchema,
    summary: 'Creates or changes a composed role (the built-in roles follow the contract)',
    errors: ['totpInvalid', 'roleBuiltIn'],
  }),
} as const;
