import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../lib/test/render-page';
import { Facts } from './facts';

const ITEMS = [
  { key: 'a', label: 'Amount', children: '$25.00' },
  { key: 'b', label: 'Fee', children: '$1.00' },
];

describe('Facts', () => {
  it('scopes each label of a horizontal list to its row', () => {
    renderPage(<Facts bordered column={1} items={ITEMS} />, '/');
    const labels = document.querySelectorAll('th');
    expect(labels).toHaveLength(2);
    labels.forEach((th) => expect(th).toHaveAttribute('scope', 'row'));
    expect(screen.getByRole('rowheader', { name: 'Amount' })).toBeTruthy();
  });

  it('scopes each label of a vertical list to its column', () => {
    renderPage(<Facts bordered layout="vertical" column={2} items={ITEMS} />, '/');
    document.querySelectorAll('th').forEach((th) => expect(th).toHaveAttribute('scope', 'col'));
    expect(screen.getByRole('columnheader', { name: 'Fee' })).toBeTruthy();
  });

  it('draws children-written items too', () => {
    renderPage(
      <Facts bordered column={1}>
        <Facts.Item label="Kind">Video</Facts.Item>
      </Facts>,
      '/',
    );
    expect(screen.getByRole('rowheader', { name: 'Kind' })).toBeTruthy();
  });
});
