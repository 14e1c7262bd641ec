import {
  AUTH_CALLS,
  MEMBER_CALLS,
  PROFILE_CALLS,
  type ChangePasswordBody,
  type UpdateProfileBody,
} from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { clearPasswordFlags, saveMemberInfo, saveToken } from '../../../lib/session/member-session';
import { useSession } from '../../../lib/session/session-store';
import { profileKeys } from './keys';

/** GET /sys/user/{id}: the member's own account with every profile field. */
export function useOwnAccount() {
  const memberId = useSession((state) => state.memberId);
  return useQuery({
    queryKey: profileKeys.account(memberId),
    queryFn: () => callApi(MEMBER_CALLS.sysUser, { params: { id: String(memberId) } }),
    enabled: memberId !== null,
  });
}

/** GET /ewallet/gender in the member's language. */
export function useGenders() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: profileKeys.genders(i18n.language),
    queryFn: () => callApi(MEMBER_CALLS.genders),
  });
}

/** The header reads the session cookies: re-read member info so name and avatar follow. */
async function refreshSessionInfo() {
  saveMemberInfo(await callApi(MEMBER_CALLS.currentUserInfo));
}

function useAfterProfileChange() {
  const queryClient = useQueryClient();
  return async () => {
    await refreshSessionInfo().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: profileKeys.accounts() });
  };
}

export function useUpdateProfile() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi(PROFILE_CALLS.update, { body }),
    onSuccess: after,
  });
}

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

export const useSendEmailVerify = () =>
  useMutation({ mutationFn: () => callApi(AUTH_CALLS.sendEmailVerify) });

/** POST /sys/user/password: this device gets the new session; every other one is closed. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      const result = await callApi(AUTH_CALLS.changePassword, { body });
      saveToken(result.token);
      clearPasswordFlags();
      return result;
    },
  });
}
