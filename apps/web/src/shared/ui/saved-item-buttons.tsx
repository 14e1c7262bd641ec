import { DeleteOutlined, EditOutlined, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactElement } from 'react';
import { RelockButton } from './relock-button';

/** Which of a saved item's requests is on its way, if any. */
export type SavedItemBusy = 'setDefault' | 'delete' | null;

export interface SavedItemButtonsProps {
  isDefault: boolean;
  busy: SavedItemBusy;
  /** the buttons' translated texts, in the feature's own words */
  labels: { edit: string; delete: string; setDefault: string };
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/**
 * The actions of a saved address or bank account: set default (only on the others), edit,
 * delete. An array, not a component: a card's `actions` wants one element per slot. Delete
 * and set-default send a request, so a second click within the relock time is ignored.
 */
export function savedItemButtons({
  isDefault,
  busy,
  labels,
  onEdit,
  onDelete,
  onSetDefault,
}: SavedItemButtonsProps): ReactElement[] {
  const buttons = [
    <Button key="edit" type="link" icon={<EditOutlined />} onClick={onEdit}>
      {labels.edit}
    </Button>,
    <RelockButton
      key="delete"
      type="link"
      danger
      icon={<DeleteOutlined />}
      loading={busy === 'delete'}
      onClick={onDelete}
    >
      {labels.delete}
    </RelockButton>,
  ];
  if (isDefault) return buttons;
  return [
    <RelockButton
      key="default"
      type="link"
      icon={<StarOutlined />}
      loading={busy === 'setDefault'}
      onClick={onSetDefault}
    >
      {labels.setDefault}
    </RelockButton>,
    ...buttons,
  ];
}
