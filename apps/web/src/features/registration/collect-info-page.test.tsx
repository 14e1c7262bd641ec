import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../lib/test/render-page';
import CollectInfoPage from './collect-info-page';
import { saveDone } from './registration-draft';

const open = () =>
  renderPage(
    <CollectInfoPage titleKey="web.page.collectInfoSubmitSuccessful" />,
    '/collectInfo/submitSuccessful',
  );

afterEach(() => sessionStorage.clear());

describe('/collectInfo/submitSuccessful', () => {
  it('opened directly, claims no registration and shows the way on', async () => {
    open();
    expect(await screen.findByText('No registration to show')).toBeInTheDocument();
    expect(screen.queryByText('Registration submitted')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registration');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('ignores a stored answer that is not a registration', async () => {
    sessionStorage.setItem('collectInfo.done', JSON.stringify({ placement: null }));
    open();
    expect(await screen.findByText('No registration to show')).toBeInTheDocument();
  });

  it('confirms the registration this tab sent, with its login name', async () => {
    saveDone({ loginName: 'US000251', placement: null });
    open();
    expect(await screen.findAllByText('Registration submitted')).not.toHaveLength(0);
    expect(screen.getByText(/Your login name is US000251\./)).toBeInTheDocument();
    expect(screen.getByText('Your sponsor will place you in the network shortly.')).toBeVisible();
  });
});
