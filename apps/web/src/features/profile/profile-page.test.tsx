import type { MemberDetail } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { readBytes } from './api/profile-picture';
import ProfilePage from './profile-page';

const ACCOUNT: MemberDetail = {
  memberId: 7,
  loginName: 'mydemo',
  userName: 'Aisyah Rahman',
  firstName: 'Aisyah',
  lastName: 'Rahman',
  companyCode: 'MY',
  memberType: 'D',
  avatarImgUrl: '',
  status: 10,
  rankCode: '10',
  email: 'mydemo@portal.local',
  isWorldPlan: false,
  isFirstSetup: false,
  isInitSet: true,
  isNeedPwdPopup: false,
  mustRebuyBV4Active: 0,
  gender: 0,
  mobileCode: '60',
  phone: '123456789',
  emailVerified: false,
  sponsorId: null,
  placementId: null,
  placementSide: null,
  birthDate: '1990-05-01',
  joinedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  useSession.setState({ memberId: 7, loginName: 'mydemo', companyCode: 'MY' });
  mockApi({
    'GET /sys/user/7': () => ({ data: ACCOUNT }),
    'GET /ewallet/gender': () => ({
      data: [
        { value: 1, label: 'Male' },
        { value: 0, label: 'Female' },
      ],
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// the first render loads antd's form and the lazy catalogue: slow on a shared machine
describe('ProfilePage', { timeout: 30_000 }, () => {
  it('shows the details filled in, the set-up hint and the unverified email', async () => {
    renderPage(<ProfilePage titleKey="profile.title" />, '/myAccount/PersonalProfile');
    expect(await screen.findByDisplayValue('Aisyah', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByDisplayValue('mydemo@portal.local')).toBeTruthy();
    expect(screen.getByText(/finish setting up your account/)).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
  });

  it('refuses a GIF by its content before sending it', async () => {
    const { container } = renderPage(
      <ProfilePage titleKey="profile.title" />,
      '/myAccount/PersonalProfile',
    );
    await screen.findByDisplayValue('Aisyah', {}, { timeout: 20_000 });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const gif = new File([new TextEncoder().encode('GIF89a' + ' '.repeat(40))], 'cat.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(input, { target: { files: [gif] } });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('must be a JPG, PNG or BMP image'),
      ),
    );
  });

  it('the vCard is a contact card: member number, QR of the card itself, a .vcf download', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved.push(blob);
          return 'blob:vcard';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    // the browser's download itself is not jsdom's to do
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<ProfilePage titleKey="profile.title" />, '/myAccount/vCard');
    expect(await screen.findByText('Aisyah Rahman')).toBeTruthy();
    // the public member number, never the internal id (7)
    expect(screen.getByTestId('vcard-member-no')).toHaveTextContent('mydemo');
    expect(screen.queryByText('Member ID')).toBeNull();
    const qr = screen.getByRole('img', { name: /QR code of your contact card/ });
    const card = qr.getAttribute('data-vcard')!;
    expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(card).toContain('FN:Aisyah Rahman\r\n');
    expect(card).toContain('NOTE:Member no.: mydemo\r\n');
    expect(card).toContain('EMAIL;TYPE=INTERNET:mydemo@portal.local\r\n');
    expect(card).toContain('TEL;TYPE=CELL:+60123456789\r\n');
    expect(card).toMatch(/URL:.*sponsor=mydemo/);
    fireEvent.click(screen.getByRole('button', { name: 'Download contact card (.vcf)' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.type).toBe('text/vcard;charset=utf-8');
    expect(new TextDecoder().decode(await readBytes(saved[0]!))).toBe(card);
    expect(screen.getByRole('link', { name: 'Edit my details' })).toHaveAttribute(
      'href',
      '/myAccount/PersonalProfile',
    );
  });
});
