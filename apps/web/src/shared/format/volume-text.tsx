import { formatVolume } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** BV (exact hundredths) in the member's locale, with the same decimal separator as money. */
export function Volume({ bv }: { bv: string }) {
  const { i18n } = useTranslation();
  return <>{formatVolume(bv, i18n.language)}</>;
}
