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
const ROW = {
  id: 5,
  code: 'SERUM',
  kind: 'normal',
  categoryId: 1,
  name: 'Night Serum',
  active: true,
  skuCount: 0,
  activeSkuCount: 0,
  imageUrl: '/products/serum.svg',
};
const PAGE = {
  data: {
    list: [ROW],
    total: 1,
    pageNum: 1,
    pageSize: 20,
    categories: [{ id: 1, name: 'Skin care' }],
    currency: 'USD',
  },
};
const PICTURES = [
  { id: 11, url: '/products/serum.svg' },
  { id: 12, url: '/frontend-server/omn/product/image/0123456789abcdef0123456789abcdef.png' },
];
const product = (pictures: unknown[]) => ({
  data: {
    id: 5,
    companyCode: 'US',
    platform: 'bzz',
    code: 'SERUM',
    kind: 'normal',
    categoryId: 1,
    active: true,
    packTotalQty: null,
    currency: 'USD',
    minorUnit: 2,
    texts: { en: { name: 'Night Serum', description: '' } },
    pictures,
    skus: [],
    orderTypes: [10],
  },
});
const answer = (pictures: unknown[]) => ({ data: { productId: 5, pictures } });
const sentTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));

afterEach(() => vi.unstubAllGlobals());

async function openDrawer() {
  await renderApp('/catalogue');
  fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByRole('heading', { name: 'Pictures' });
  return drawer;
}

describe('a product’s pictures in the catalogue', () => {
  it('says when a product has no picture', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': PAGE,
      '/catalogue/products/5': product([]),
    });
    const drawer = await openDrawer();
    expect(within(drawer).getByText('This product has no picture yet.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Upload a picture' })).toBeEnabled();
  });

  it('shows the pictures in order, the first as main, and moves one earlier', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': PAGE,
      '/catalogue/products/5': product(PICTURES),
      '/catalogue/products/5/pictures/order': answer([...PICTURES].reverse()),
    });
    const drawer = await openDrawer();
    expect(within(drawer).getByAltText('Picture 1 of SERUM')).toHaveAttribute(
      'src',
      PICTURES[0]!.url,
    );
    expect(within(drawer).getByText('Main picture')).toBeInTheDocument();
    // the first cannot move earlier, the last cannot move later
    expect(within(drawer).getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Move picture 2 later' })).toBeDisabled();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Move picture 2 earlier' }));
    await waitFor(() => expect(sentTo(fetchMock, '/pictures/order')).toBeDefined());
    expect(JSON.parse(String(sentTo(fetchMock, '/pictures/order')![1]!.body))).toEqual({
      ids: [12, 11],
    });
  });

  it('removes a picture after a confirmation', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': PAGE,
      '/catalogue/products/5': product(PICTURES),
      '/catalogue/pictures/12/remove': answer([PICTURES[0]]),
    });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove picture 2' }));
    expect(await screen.findByText(/Remove picture 2 from the product\?/)).toBeInTheDocument();
    expect(sentTo(fetchMock, '/remove')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sentTo(fetchMock, '/catalogue/pictures/12/remove')).toBeDefined());
  });

  it('uploads a picture as base64 and shows the server’s refusal, translated', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': PAGE,
      '/catalogue/products/5': product([]),
      '/catalogue/products/5/pictures': {
        code: 422,
        msg: 'The picture must be a PNG, JPEG, WebP or GIF file.',
        data: { error: 'cataloguePictureInvalid' },
      },
    });
    const drawer = await openDrawer();
    const input = drawer.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [file] } });
    expect(
      await within(drawer).findByText('The picture must be a PNG, JPEG, WebP or GIF file.'),
    ).toBeInTheDocument();
    const sent = sentTo(fetchMock, '/catalogue/products/5/pictures')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ image: 'iVBORw==' });
  });

  it('refuses a file over the limit without sending it', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': PAGE,
      '/catalogue/products/5': product([]),
    });
    const drawer = await openDrawer();
    const input = drawer.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await within(drawer).findByText('This file is larger than 2 MB: choose a smaller picture.'),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, '/pictures')).toBeUndefined();
  });
});
