import { PROFILE_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { useAfterProfileChange } from './after-profile-change';

/** A file's bytes through FileReader (older browsers' Blob has no arrayBuffer()). */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads the file as base64 and uploads it; the server checks its content. */
export function useUploadPicture() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: async (file: File) => {
      const bytes = await readBytes(file);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return callApi(PROFILE_CALLS.uploadPicture, { body: { image: btoa(binary) } });
    },
    onSuccess: after,
  });
}

/** POST removePicture: the stored file and the avatar go; the header shows the initial again. */
export function useRemovePicture() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: () => callApi(PROFILE_CALLS.removePicture, { quiet: true }),
    onSuccess: after,
  });
}
