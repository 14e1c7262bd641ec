import { useTranslation } from 'react-i18next';
import {
  MemberSearchSelect,
  type MemberSearchSelectProps,
} from '../../shared/member-search-select';

type Props = Omit<MemberSearchSelectProps, 'placeholder' | 'notFound'>;

/** The member of an adjustment, by login name or id. */
export function MemberPicker(props: Props) {
  const { t } = useTranslation();
  return (
    <MemberSearchSelect
      {...props}
      placeholder={t('consoleAdjustments.form.memberHint')}
      notFound={t('consoleAdjustments.form.memberNone')}
    />
  );
}
