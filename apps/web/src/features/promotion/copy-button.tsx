import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies one proof value; says so (or that it could not) next to the button. */
export function CopyButton({ value, name }: { value: string; name: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // no clipboard outside a secure context: the value stays on screen to select by hand
      setState('failed');
    }
  };
  return (
    <span className="promotion-copy">
      <Button
        size="small"
        icon={<CopyOutlined aria-hidden />}
        aria-label={t('promotion.verify.copyNamed', { name })}
        onClick={() => void copy()}
      >
        {t('promotion.verify.copy')}
      </Button>
      <span role="status">
        {state === 'copied' && t('promotion.verify.copied')}
        {state === 'failed' && t('promotion.verify.copyFailed')}
      </span>
    </span>
  );
}
