import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/http/api-error';
import { formErrorsOf } from '../../shared/ui/field-errors';
import type { FieldErrorOf } from '../../shared/ui/form-error-summary';

/** The server's field paths (below `body.`) and the label each is named by in a message. */
const LABELS = {
  'card.number': 'payment.card.number',
  'card.expiry': 'payment.card.expiry',
  'card.cvc': 'payment.card.cvc',
  'card.holder': 'payment.card.holder',
  schedule: 'autoship.form.schedule',
  'schedule.day': 'autoship.form.day',
  'schedule.weeks': 'autoship.form.weeks',
} as const;

/** The form field each server path is shown under (the card fields as the payment page names them). */
const FORM_FIELD: Record<keyof typeof LABELS, string> = {
  'card.number': 'cardNumber',
  'card.expiry': 'cardExpiry',
  'card.cvc': 'cardCvc',
  'card.holder': 'cardHolder',
  schedule: 'scheduleKind',
  'schedule.day': 'day',
  'schedule.weeks': 'weeks',
};

/** Refusals that are about one field, though the server names none: shown under it too. */
const FIELD_OF_ERROR: Record<string, string> = {
  cardExpired: 'cardExpiry',
  cardDeclined: 'cardNumber',
};

/**
 * The errors of an autoship form (set-up, change of card or schedule) under their fields: the
 * server's field errors, and a card refusal under the card field it is about. The translated
 * message itself goes in the alert above the form, so nothing is said only by colour or place.
 */
export function autoshipFieldErrors(error: unknown, t: TFunction): FieldErrorOf[] {
  const fields: FieldErrorOf[] = formErrorsOf(error, t, LABELS).map((f) => ({
    name: FORM_FIELD[f.name],
    errors: f.errors,
  }));
  const field = isApiError(error) && error.errorKey ? FIELD_OF_ERROR[error.errorKey] : undefined;
  if (field && isApiError(error) && !fields.some((f) => f.name === field)) {
    fields.push({ name: field, errors: [error.msg || t('error.server')] });
  }
  return fields;
}
