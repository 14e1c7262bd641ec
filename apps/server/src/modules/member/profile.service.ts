import {
  PICTURE_FILE_PATTERN,
  pictureUrl,
  type UpdateProfileValues,
  type UpdateProfileResult,
  type RemovePictureResult,
  type UploadPictureResult,
} from '@portal/contract';
import { randomBytes } from 'node:crypto';
import { inTransaction } from '../../db/transaction.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { isEmailUsedByOther } from './member.repository.js';
import { pictureBytes, processPicture } from './profile-picture.js';
import {
  deletePicture,
  findPicture,
  findProfileEmail,
  savePicture,
  updateProfileRow,
} from './profile.repository.js';

/**
 * Saves the signed-in member's details. An email another member of the company uses is
 * refused; a changed one must be verified again (the web then asks for the mail).
 */
export async function updateProfile(
  deps: DbClockDeps,
  auth: MemberContext,
  values: UpdateProfileValues,
): Promise<UpdateProfileResult> {
  if (await isEmailUsedByOther(deps.db, auth.companyCode, values.email, auth.memberId)) {
    throw new AppError('emailInUse');
  }
  return inTransaction(deps.db, async (trx) => {
    const current = await findProfileEmail(trx, auth.memberId);
    if (!current) throw new AppError('unauthorized');
    const emailChanged = (current.email ?? '').toLowerCase() !== values.email.toLowerCase();
    await updateProfileRow(trx, auth.memberId, values, emailChanged, deps.now());
    return { emailChanged };
  });
}

/** Checks, re-encodes and stores the picture; the member's avatar then points at it. */
export async function uploadPicture(
  deps: DbClockDeps,
  auth: MemberContext,
  image: string,
): Promise<UploadPictureResult> {
  const content = await processPicture(pictureBytes(image));
  const version = randomBytes(6).toString('hex');
  const url = pictureUrl(auth.memberId, version);
  await inTransaction(deps.db, (trx) =>
    savePicture(trx, auth.memberId, { version, content, url, at: deps.now() }),
  );
  return { avatarImgUrl: url };
}

/** The member's own picture only: the stored bytes go with the avatar address. */
export async function removePicture(
  deps: DbClockDeps,
  auth: MemberContext,
): Promise<RemovePictureResult> {
  const removed = await inTransaction(deps.db, (trx) =>
    deletePicture(trx, auth.memberId, deps.now()),
  );
  return { removed };
}

/** A stored picture by its file name; any other name is simply not found. */
export async function pictureFile(deps: DbDeps, file: string): Promise<Buffer> {
  const match = PICTURE_FILE_PATTERN.exec(file);
  const memberId = Number(match?.[1]);
  if (!match?.[2] || !Number.isSafeInteger(memberId) || memberId > 2_147_483_647) {
    throw new AppError('notFound');
  }
  const row = await findPicture(deps.db, memberId, match[2]);
  if (!row) throw new AppError('notFound');
  return Buffer.from(row.content);
}
