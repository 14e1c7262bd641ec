import type { Address } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { initialAddressValues, toAddressBody } from './address-form-rules';
import { addressOneLine } from './address-format';
import { AddressSelect, defaultAddressOf } from './address-select';

const address = (over: Partial<Address>): Address => ({
  id: 1,
  receiveName: 'Siti Aminah',
  countryCode: 'MY',
  countryName: 'Malaysia',
  stateId: 458010,
  stateCode: 'MY-10',
  stateName: 'Selangor',
  city: 'Shah Alam',
  area: 'Seksyen 7',
  zip: '40000',
  address1: '12 Jalan Plumbum',
  address2: '',
  address3: '',
  contactNumber: '+60123456789',
  isDefault: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const HOME = address({});
const WORK = address({ id: 2, receiveName: 'Ahmad', isDefault: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address parts', () => {
  it('prints an address on one line, empty parts left out', () => {
    expect(addressOneLine(HOME)).toBe(
      '12 Jalan Plumbum, Seksyen 7, Shah Alam, Selangor 40000, Malaysia',
    );
  });

  it('the default is preselected by defaultAddressOf, else the first', () => {
    expect(defaultAddressOf([HOME, WORK])?.id).toBe(2);
    expect(defaultAddressOf([HOME])?.id).toBe(1);
    expect(defaultAddressOf([])).toBeUndefined();
  });

  it('a form sends the listed province, or the typed state without one', () => {
    const values = initialAddressValues(HOME);
    expect(toAddressBody(values)).toMatchObject({ stateId: 458010, stateName: undefined });
    const typed = { ...values, stateId: null, stateName: 'Dubai' };
    expect(toAddressBody(typed)).toMatchObject({ stateId: null, stateName: 'Dubai' });
  });

  it("AddressSelect reads the member's addresses and reports the chosen one", async () => {
    mockApi({ 'GET /mm/member/qry/consignee/address': () => ({ data: [WORK, HOME] }) });
    const onChange = vi.fn();
    renderPage(<AddressSelect value={2} onChange={onChange} />, '/shopping/confirmPay');
    const group = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    expect(group).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Siti Aminah/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(HOME));
  });

  it('AddressSelect with no address shows the empty notice and the action given', async () => {
    renderPage(
      <AddressSelect addresses={[]} onChange={vi.fn()} emptyAction={<button>Add one</button>} />,
      '/shopping/confirmPay',
    );
    expect(await screen.findByText('No saved address yet. Add one to continue.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add one' })).toBeInTheDocument();
  });
});
