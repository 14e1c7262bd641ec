import { Alert } from 'antd';
import type { ExchangeFailure, FailurePlace } from './exchange-failure';

/** The refusal, drawn only at its own place in the form (announced as it appears). */
export function FailureAlert({
  failure,
  place,
}: {
  failure: ExchangeFailure | null;
  place: FailurePlace;
}) {
  if (failure?.place !== place) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid={`exchange-failure-${place}`}
      title={failure.message}
    />
  );
}
