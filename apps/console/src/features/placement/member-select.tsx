import { useTranslation } from 'react-i18next';
import {
  MemberSearchSelect,
  type MemberSearchSelectProps,
} from '../../shared/member-search-select';

type Props = Omit<MemberSearchSelectProps, 'placeholder' | 'notFound'>;

/** The member to move, or their new parent, by login name or id. */
export function MemberSelect(props: Props) {
  const { t } = useTranslation();
  return (
    <MemberSearchSelect
      {...props}
      placeholder={t('consolePlacement.form.searchHint')}
      notFound={t('consolePlacement.form.none')}
    />
  );
}
