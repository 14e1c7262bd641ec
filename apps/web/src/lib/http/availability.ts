import { create } from 'zustand';

/**
 * Whether the server said it cannot serve for now (code 503: its database is restarting or
 * failing over). The shell shows a calm retry banner while it is set; any successful answer
 * clears it. A 503 is the portal's state, never the member's session: no logout.
 */
export const useServiceAvailability = create<{ unavailable: boolean }>(() => ({
  unavailable: false,
}));

export function markServiceUnavailable(): void {
  if (!useServiceAvailability.getState().unavailable) {
    useServiceAvailability.setState({ unavailable: true });
  }
}

export function markServiceAvailable(): void {
  if (useServiceAvailability.getState().unavailable) {
    useServiceAvailability.setState({ unavailable: false });
  }
}
