import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 5,
  loginName: 'content',
  displayName: 'Content Team',
  roles: ['content'],
  permissions: ['home:view', 'content:publish'],
  companies: ['US'],
};
const slide = (title: string) => ({
  title,
  imageUrl: `/img/${title}.png`,
  linkUrl: null,
  platform: 'bzz',
  startsAt: null,
  endsAt: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the carousel page', () => {
  it('moves a slide up, removes one, and saves the list', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/carousel': (body) =>
        body
          ? { data: body }
          : { data: { companyCode: 'US', slides: [slide('a'), slide('b'), slide('c')] } },
    });
    await renderApp('/carousel');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard carousel' }),
    ).toBeVisible();
    const rowB = (await screen.findByText('b')).closest('tr')!;
    fireEvent.click(within(rowB).getByRole('button', { name: 'Up' }));
    const rowC = screen.getByText('c').closest('tr')!;
    fireEvent.click(within(rowC).getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the carousel' }));
    expect(await screen.findByText('Carousel saved.')).toBeInTheDocument();
    const saved = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(saved![1]!.body))).toEqual({
      companyCode: 'US',
      slides: [slide('b'), slide('a')],
    });
  });
});
