import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 5,
  loginName: 'content',
  displayName: 'Content Team',
  roles: ['content'],
  permissions: ['home:view', 'catalogue:edit'],
  companies: ['US'],
};
const SKIN = {
  id: 1,
  code: 'skin',
  names: { en: 'Skin care', ms: 'Penjagaan kulit' },
  position: 1,
  productCount: 3,
};
const GIFTS = { id: 2, code: 'category-2', names: { en: 'Gifts' }, position: 2, productCount: 0 };
const page = (categories: { id: number; name: string }[]) => ({
  data: { list: [], total: 0, pageNum: 1, pageSize: 20, categories, currency: 'USD' },
});
const posts = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

async function openCategories() {
  await renderApp('/catalogue');
  fireEvent.click(await screen.findByRole('button', { name: 'Categories' }));
  return screen.findByRole('dialog');
}

afterEach(() => vi.unstubAllGlobals());

describe("the catalogue's categories", () => {
  it('says when the platform has none', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([]),
      '/catalogue/categories': { data: { list: [] } },
    });
    const drawer = await openCategories();
    expect(within(drawer).getByText('Categories of US on bzz')).toBeInTheDocument();
    expect(
      await within(drawer).findByText('This company has no category on this platform yet.'),
    ).toBeInTheDocument();
  });

  it('shows the server refusal of the list', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([]),
      '/catalogue/categories': { code: 403, msg: 'You may not do this.', data: null },
    });
    const drawer = await openCategories();
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('You may not do this.');
  });

  it('lists names, product counts, and moves one later; only an empty one can be removed', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([]),
      '/catalogue/categories': { data: { list: [SKIN, GIFTS] } },
      '/catalogue/categories/1/move': { data: { id: 1 } },
    });
    const drawer = await openCategories();
    const skin = (await within(drawer).findByText('Skin care')).closest('tr')!;
    expect(within(skin).getByText('Malay: Penjagaan kulit')).toBeInTheDocument();
    expect(within(skin).getByText('3')).toBeInTheDocument();
    expect(within(skin).queryByRole('button', { name: 'Remove Skin care' })).toBeNull();
    expect(within(skin).getByRole('button', { name: 'Move Skin care earlier' })).toBeDisabled();
    const gifts = within(drawer).getByText('Gifts').closest('tr')!;
    expect(within(gifts).getByRole('button', { name: 'Remove Gifts' })).toBeEnabled();
    expect(within(gifts).getByRole('button', { name: 'Move Gifts later' })).toBeDisabled();
    fireEvent.click(within(skin).getByRole('button', { name: 'Move Skin care later' }));
    await waitFor(() =>
      expect(posts(fetchMock, '/catalogue/categories/1/move')).toEqual([{ position: 2 }]),
    );
  });

  it("adds one in several languages; the page's category select shows it at once", async () => {
    startSession('tok');
    let made = false;
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': () =>
        page(
          made
            ? [
                { id: 1, name: 'Skin care' },
                { id: 3, name: 'Hair' },
              ]
            : [{ id: 1, name: 'Skin care' }],
        ),
      '/catalogue/categories': (body) => {
        if (!body) return { data: { list: [SKIN] } };
        made = true;
        return { data: { id: 3 } };
      },
    });
    const drawer = await openCategories();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'New category' }));
    const modal = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Please fill this in.')).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('Name (English)'), {
      target: { value: ' Hair ' },
    });
    fireEvent.change(within(modal).getByLabelText('Name (Malay)'), {
      target: { value: 'Rambut' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(fetchMock, '/catalogue/categories')).toEqual([
        { companyCode: 'US', platform: 'bzz', names: { en: 'Hair', ms: 'Rambut' } },
      ]),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(screen.getByLabelText('Category'));
    expect(await screen.findByTitle('Hair')).toBeInTheDocument();
  });

  it('shows the refusal of a name already used, translated by the server', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([{ id: 1, name: 'Skin care' }]),
      '/catalogue/categories/1/names': {
        code: 409,
        msg: 'Another category of this company and platform is already named “Gifts”.',
        data: { error: 'catalogueCategoryNameTaken' },
      },
      '/catalogue/categories': { data: { list: [SKIN, GIFTS] } },
    });
    const drawer = await openCategories();
    const skin = (await within(drawer).findByText('Skin care')).closest('tr')!;
    fireEvent.click(within(skin).getByRole('button', { name: 'Rename Skin care' }));
    const modal = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(modal).getByLabelText('Name (Malay)')).toHaveValue('Penjagaan kulit');
    fireEvent.change(within(modal).getByLabelText('Name (English)'), {
      target: { value: 'Gifts' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(
      await within(modal).findByText(
        'Another category of this company and platform is already named “Gifts”.',
      ),
    ).toBeInTheDocument();
  });
});
