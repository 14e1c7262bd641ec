import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import { mockApi, renderPage } from '../../lib/test/render-page';
import PasswordSetupDialog from './password-setup-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ isFirstSetup: false, isNeedPwdPopup: false });
});

describe('PasswordSetupDialog', { timeout: 30_000 }, () => {
  it('an empty save focuses the first field to fix and announces the count', async () => {
    mockApi({});
    useSession.setState({ isFirstSetup: true });
    renderPage(<PasswordSetupDialog />, '/dashboard/SystemIndex');
    fireEvent.click(await screen.findByRole('button', { name: 'Save password' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('aria-invalid', 'true');
    // the live region is drawn empty first and filled after the focus moves: wait for the words
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '3 fields need your attention. The first one has the focus.',
      ),
    );
  });
});
