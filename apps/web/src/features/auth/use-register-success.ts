import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { STORAGE } from '../../lib/session/cookies';
import { useFeedback } from '../../lib/feedback/feedback';

const FLAG = 'isRegisterSuccess';

/** `?isRegisterSuccess` shows its alert once and clears the stored registration form. */
export function useRegisterSuccess(): void {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [params, setParams] = useSearchParams();
  const flagged = params.has(FLAG);
  useEffect(() => {
    if (!flagged) return;
    try {
      localStorage.removeItem(STORAGE.registerForm);
    } catch {
      // storage disabled: nothing was kept
    }
    modal.success({
      title: t('web.register.successTitle'),
      content: t('web.register.successBody'),
      okText: t('web.common.ok'),
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FLAG);
        return next;
      },
      { replace: true },
    );
  }, [flagged, modal, setParams, t]);
}
