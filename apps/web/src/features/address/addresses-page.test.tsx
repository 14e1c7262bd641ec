import type { Address } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import AddressesPage from './addresses-page';

const address = (over: Partial<Address>): Address => ({
  id: 1,
  receiveName: 'Jane Doe',
  countryCode: 'US',
  countryName: 'United States of America',
  stateId: 840005,
  stateCode: 'US-CA',
  stateName: 'California',
  city: 'Los Angeles',
  area: '',
  zip: '90017',
  address1: '800 West 6th Street',
  address2: '',
  address3: '',
  contactNumber: '+12133734253',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const HOME = address({});
const OFFICE = address({ id: 2, receiveName: 'John Roe', city: 'San Diego', isDefault: false });

function api(list: Address[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /mm/member/qry/consignee/address': () => ({ data: list }),
    'GET /ca/area/qry/all/country/custom': () => ({
      data: [{ id: 840, code: 'US', name: 'United States of America' }],
    }),
    'GET /ca/area/qry/all/province': () => ({
      data: [{ id: 840005, code: 'US-CA', name: 'California' }],
    }),
    'GET /ca/area/qry/all/city': () => ({
      data: [{ id: 840005001, code: 'US-CA-01', name: 'Los Angeles' }],
    }),
    ...extra,
  });
}

const render = () =>
  renderPage(
    <AddressesPage titleKey="web.page.Logisticmanagerment" />,
    '/myAccount/Logisticmanagerment',
  );
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const group = (name: string) => screen.findByRole('group', { name });
const unlocked = (name: string) =>
  waitFor(
    () => expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled', 'true'),
    { timeout: 5_000 },
  );

/** Opens the add dialog and fills every field but the zip. */
async function fillNewAddress() {
  fireEvent.click(screen.getByRole('button', { name: /Add address/ }));
  await screen.findByLabelText('Receiver name');
  // the company's own country is chosen for a new address; its provinces load
  await screen.findByText('United States of America');
  type('Receiver name', 'Jane Doe');
  type('Contact number', '(213) 373-4253');
  fireEvent.mouseDown(await screen.findByLabelText('State / province'));
  fireEvent.click(await screen.findByTitle('California'));
  type('City', 'Los Angeles');
  type('Address line 1', '800 West 6th Street');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Logisticmanagerment', { timeout: 60_000 }, () => {
  it('lists the addresses, the default one marked', async () => {
    api([HOME, OFFICE]);
    render();
    const home = await group('Jane Doe, Los Angeles');
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).getByText('Phone: +1 213 373 4253')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: /Set as default/ })).toBeNull();
    const office = await group('John Roe, San Diego');
    expect(within(office).getByRole('button', { name: /Set as default/ })).toBeEnabled();
  });

  it('says so when there is no address yet, and when the list cannot be read', async () => {
    api([]);
    const { unmount } = render();
    expect(await screen.findByText('You have not added a shipping address yet.')).toBeVisible();
    unmount();
    vi.unstubAllGlobals();
    api([], {
      'GET /mm/member/qry/consignee/address': () => ({ code: 500, msg: 'System Error!' }),
    });
    render();
    expect(await screen.findByText('System Error!')).toBeInTheDocument();
  });

  it('adding: a bad zip is refused in the form, then the fixed address is sent', async () => {
    const mock = api([], {
      'POST /mm/member/save/consignee/address': () => ({ data: HOME }),
    });
    render();
    await screen.findByText('You have not added a shipping address yet.');
    await fillNewAddress();
    type('Zip code', '9001');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText("The zip code is not in this country's format"),
    ).toBeInTheDocument();
    expect(mock.sent('POST /mm/member/save/consignee/address')).toHaveLength(0);

    type('Zip code', '90017');
    await unlocked('Save address');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(mock.sent('POST /mm/member/save/consignee/address')).toHaveLength(1),
    );
    expect(mock.sent('POST /mm/member/save/consignee/address')[0]?.body).toMatchObject({
      receiveName: 'Jane Doe',
      countryCode: 'US',
      stateId: 840005,
      city: 'Los Angeles',
      zip: '90017',
      address1: '800 West 6th Street',
      contactNumber: '(213) 373-4253',
      isDefault: false,
    });
    await waitFor(() => expect(screen.queryByLabelText('Receiver name')).toBeNull());
  });

  it("the server's 'Checking address failed' shows above the form and under the zip", async () => {
    api([], {
      'POST /mm/member/save/consignee/address': () => ({
        code: 422,
        data: {
          error: 'addressCheckFailed',
          fields: [{ path: 'body.zip', key: 'validation.address.zipStateMismatch' }],
        },
        msg: 'Checking address failed',
      }),
    });
    render();
    await screen.findByText('You have not added a shipping address yet.');
    await fillNewAddress();
    type('Zip code', '10118');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Checking address failed')).toBeInTheDocument();
    expect(
      await screen.findByText('The ZIP code does not belong to this state'),
    ).toBeInTheDocument();
  });

  it('deleting asks first; a refusal says Deletion failed and why', async () => {
    const mock = api([HOME, OFFICE], {
      'GET /mm/member/delete/consignee/address/2': () => ({
        code: 409,
        data: { error: 'addressInUse' },
        msg: 'Deletion failed: this address is used by an order that has not shipped yet.',
      }),
    });
    render();
    fireEvent.click(
      within(await group('John Roe, San Diego')).getByRole('button', { name: /Delete/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/John Roe in San Diego will be removed/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/this address is used by an order that has not shipped yet/),
    ).toBeInTheDocument();
    expect(mock.sent('GET /mm/member/delete/consignee/address/2')).toHaveLength(1);
  });

  it('setting the default calls setDefault; a failure says Set as Default Failed', async () => {
    const mock = api([HOME, OFFICE], {
      'POST /mm/member/setDefault/2': () => ({
        code: 422,
        data: { error: 'setDefaultFailed' },
        msg: 'Set as Default Failed',
      }),
    });
    render();
    fireEvent.click(
      within(await group('John Roe, San Diego')).getByRole('button', { name: /Set as default/ }),
    );
    expect(await screen.findByText('Set as Default Failed')).toBeInTheDocument();
    expect(mock.sent('POST /mm/member/setDefault/2')).toHaveLength(1);
  });

  it('editing starts from the stored address and sends its id', async () => {
    const mock = api([OFFICE], {
      'GET /mm/member/qry/address/2': () => ({ data: OFFICE }),
      'POST /mm/member/update/consignee/address': () => ({ data: OFFICE }),
    });
    render();
    fireEvent.click(
      within(await group('John Roe, San Diego')).getByRole('button', { name: /Edit/ }),
    );
    expect(await screen.findByDisplayValue('John Roe')).toBeInTheDocument();
    // the province shows once the country's list has loaded (slow on a loaded machine)
    expect(await screen.findByTitle('California')).toBeInTheDocument();
    type('Address line 2 (optional)', 'Suite 5');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(mock.sent('POST /mm/member/update/consignee/address')).toHaveLength(1),
    );
    expect(mock.sent('POST /mm/member/update/consignee/address')[0]?.body).toMatchObject({
      id: 2,
      receiveName: 'John Roe',
      stateId: 840005,
      address2: 'Suite 5',
      contactNumber: '+12133734253',
    });
  });
});
