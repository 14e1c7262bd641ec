import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { renderPage } from '../../lib/test/render-page';
import { savedItemButtons } from './saved-item-buttons';
import { SavedItemsSection, type SavedItemsSectionProps } from './saved-items-section';
import { useSavedItemActions } from './use-saved-item-actions';

interface Item {
  id: number;
  name: string;
  isDefault: boolean;
}

const HOME: Item = { id: 1, name: 'Home', isDefault: true };
const WORK: Item = { id: 2, name: 'Work', isDefault: false };

type Query = SavedItemsSectionProps<Item>['query'];
const loaded = (data: Item[]): Query => ({ data, isPending: false, isError: false, error: null });

const failureText = (_error: unknown, t: TFunction, key: string) => `${t(key)}!`;

/** Both shared pieces wired as the address and bank pages wire them. */
function Harness({
  query,
  remove = vi.fn(),
  makeDefault = vi.fn(),
}: {
  query: Query;
  remove?: (id: number) => Promise<unknown>;
  makeDefault?: (id: number) => Promise<unknown>;
}) {
  const actions = useSavedItemActions<Item>({
    remove: { mutateAsync: remove },
    makeDefault: { mutateAsync: makeDefault },
    failureText,
    text: { deleted: 'Item deleted.', defaultSet: 'Default changed.', delete: 'Remove' },
    confirmText: (item) => ({ title: 'Remove this item?', content: `${item.name} goes.` }),
  });
  return (
    <SavedItemsSection
      query={query}
      max={2}
      text={{
        intro: 'Intro',
        add: 'Add item',
        atLimit: 'Two at most',
        empty: 'None yet',
        listLabel: 'Items',
      }}
      extra={<a href="/elsewhere">Elsewhere</a>}
      onAdd={vi.fn()}
      renderItem={(item) => (
        <div role="group" aria-label={item.name}>
          {savedItemButtons({
            isDefault: item.isDefault,
            busy: actions.busyFor(item.id),
            labels: { edit: 'Edit', delete: 'Remove', setDefault: 'Make default' },
            onEdit: vi.fn(),
            onDelete: () => actions.confirmDelete(item),
            onSetDefault: () => actions.setDefault(item),
          })}
        </div>
      )}
    />
  );
}

const render = (props: Parameters<typeof Harness>[0]) =>
  renderPage(<Harness {...props} />, '/items');

describe('saved items', { timeout: 30_000 }, () => {
  it('at the limit: the alert says so and adding is off; set default only on the others', () => {
    render({ query: loaded([HOME, WORK]) });
    expect(screen.getByText('Two at most')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add item/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const home = screen.getByRole('group', { name: 'Home' });
    expect(within(home).queryByRole('button', { name: /Make default/ })).toBeNull();
    const work = screen.getByRole('group', { name: 'Work' });
    expect(
      within(work)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make default', 'Edit', 'Remove']);
  });

  it('shows the wait, the failure and the empty list in place of the list', () => {
    const { unmount } = render({ query: { isPending: true, isError: false, error: null } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add item/ })).toBeDisabled();
    unmount();
    const error = new ApiError(500, null, 'Out of order');
    const failed = render({ query: { isPending: false, isError: true, error } });
    expect(screen.getByText('Out of order')).toBeInTheDocument();
    failed.unmount();
    render({ query: loaded([]) });
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.queryByText('Two at most')).toBeNull();
    expect(screen.getByRole('button', { name: /Add item/ })).toBeEnabled();
  });

  it('deletes after the confirmation, sets the default, and says how each went', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const makeDefault = vi.fn(() => Promise.reject(new Error('no')));
    render({ query: loaded([HOME, WORK]), remove, makeDefault });
    const work = screen.getByRole('group', { name: 'Work' });
    fireEvent.click(within(work).getByRole('button', { name: /Remove/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Work goes.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Item deleted.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(2);

    fireEvent.click(within(work).getByRole('button', { name: /Make default/ }));
    expect(await screen.findByText('Set as Default Failed!')).toBeInTheDocument();
    await waitFor(() => expect(makeDefault).toHaveBeenCalledWith(2));
  });
});
