import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentTeam, openPage } from '../../lib/test/open-page';

const ME = contentTeam('content:publish');
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
    const { fetchMock } = await openPage('/carousel', ME, {
      '/carousel': (body) =>
        body
          ? { data: body }
          : { data: { companyCode: 'US', slides: [slide('a'), slide('b'), slide('c')] } },
    });
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
