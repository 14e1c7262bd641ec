import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { failureText } from './use-bank-account-actions';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  initAsync: false,
  showSupportNotice: false,
  keySeparator: false,
  resources: {
    en: {
      translation: {
        'error.deletionFailed': 'Deletion failed',
        'error.setDefaultFailed': 'Set as Default Failed',
        'validation.bank.expiryPast': 'The card has expired',
      },
    },
  },
});
const t = i18n.t;

describe('failureText (spec "The error catalogue" catalogue messages with the reason)', () => {
  it('keeps a server message that already starts with the headline', () => {
    const error = new ApiError(409, { error: 'bankAccountInUse' }, 'Deletion failed: in use.');
    expect(failureText(error, t, 'error.deletionFailed')).toBe('Deletion failed: in use.');
  });

  it('adds the reason of a field error', () => {
    const error = new ApiError(
      422,
      {
        error: 'setDefaultFailed',
        fields: [{ path: 'expiry', key: 'validation.bank.expiryPast' }],
      },
      'Set as Default Failed',
    );
    expect(failureText(error, t, 'error.setDefaultFailed')).toBe(
      'Set as Default Failed: The card has expired',
    );
  });

  it('prefixes other server messages, and stands alone for lost requests', () => {
    const notFound = new ApiError(404, { error: 'notFound' }, 'Not found');
    expect(failureText(notFound, t, 'error.deletionFailed')).toBe('Deletion failed: Not found');
    expect(failureText(new Error('offline'), t, 'error.setDefaultFailed')).toBe(
      'Set as Default Failed',
    );
  });
});
