import type { SetPinBody } from '@portal/contract';
import { useSetPin } from './api/set-pin';
import { NEW_PIN_LABELS } from './pin-fields';
import { PinSaveForm } from './pin-save-form';

/** The first PIN: 6 digits, typed twice. */
export function SetPinForm() {
  const mutation = useSetPin();
  return (
    <PinSaveForm<SetPinBody>
      name="setPin"
      titleKey="security.pin.setTitle"
      submitKey="security.pin.set"
      savedKey="security.pin.saved"
      labels={NEW_PIN_LABELS}
      mutation={mutation}
    />
  );
}
