import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, REDACTED, redactUrl } from '../../src/lib/log-redaction.js';

describe('card data never reaches a log line', () => {
  it('redacts card fields in a logged URL', () => {
    expect(redactUrl('/a?cardNumber=4242424242424242&cvc=123&pan=4242&cvv=1&x=2')).toBe(
      `/a?cardNumber=${REDACTED}&cvc=${REDACTED}&pan=${REDACTED}&cvv=${REDACTED}&x=2`,
    );
  });

  it('redacts a whole card object wherever a body or an object is logged', () => {
    for (const path of [
      'body.card',
      'req.body.card',
      'card',
      '*.card',
      '*.cvc',
      'body.cardNumber',
    ]) {
      expect(REDACT_PATHS).toContain(path);
    }
  });
});
