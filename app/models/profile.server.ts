import { DomainError } from "~/models/domain-error";
import {
  imageDimensions,
  isNonImageType,
  MAX_PICTURE_BYTES,
  sniffImageType,
  withinPictureBounds,
} from "~/models/image";
import { publicUserSelect, type PublicUser } from "~/models/user.server";
import {
  PICTURE_INVALID_TYPE,
  PICTURE_TOO_LARGE,
  PICTURE_TOO_MANY_PIXELS,
  type CharactersInput,
} from "~/schemas/profile";
import { prisma } from "~/server/db.server";

// The signed-in user's own profile: email, Slippi code, characters and picture. Inputs arrive
// validated by the zod schemas in ~/schemas/profile; the rules that need the bytes live here.

/** Where a picture is served; the version changes with every upload, so it can be cached forever. */
export function pictureUrl(userId: string, updatedAt: Date) {
  return `/users/${encodeURIComponent(userId)}/picture?v=${updatedAt.getTime()}`;
}

export function updateEmail(userId: string, email: string): Promise<PublicUser> {
  return prisma.user.update({
    where: { id: userId },
    data: { email: email.trim() },
    select: publicUserSelect,
  });
}

export function updateSlippiCode(userId: string, slippiCode: string): Promise<PublicUser> {
  return prisma.user.update({
    where: { id: userId },
    data: { slippiCode: slippiCode.trim() },
    select: publicUserSelect,
  });
}

/** Sets main and secondaries; a field left undefined is kept, null clears it. */
export function updateCharacters(userId: string, input: CharactersInput): Promise<PublicUser> {
  return prisma.user.update({
    where: { id: userId },
    data: { main: input.main, secondaries: input.secondaries },
    select: publicUserSelect,
  });
}

export type PictureUpload = {
  bytes: Uint8Array;
  /** The type the browser or the data URL claimed; the bytes decide what we store. */
  declaredType: string;
};

/**
 * Stores a new profile picture (PNG, JPEG, GIF or WebP, at most 2 MB, checked by its magic
 * number, whose header declares a size within MAX_PICTURE_SIDE and MAX_PICTURE_PIXELS) and
 * points User.profilePicture at its versioned URL.
 */
export async function setProfilePicture(
  userId: string,
  { bytes, declaredType }: PictureUpload,
): Promise<PublicUser> {
  if (bytes.byteLength > MAX_PICTURE_BYTES) {
    throw new DomainError(400, PICTURE_TOO_LARGE);
  }
  const mimeType = sniffImageType(bytes);
  if (!mimeType || isNonImageType(declaredType)) {
    throw new DomainError(400, PICTURE_INVALID_TYPE);
  }
  // The header's declared size: a few bytes can claim a picture no browser should decode.
  const size = imageDimensions(bytes, mimeType);
  if (!size || size.width === 0 || size.height === 0) {
    throw new DomainError(400, PICTURE_INVALID_TYPE);
  }
  if (!withinPictureBounds(size)) throw new DomainError(400, PICTURE_TOO_MANY_PIXELS);
  const updatedAt = new Date();
  const data = Uint8Array.from(bytes);
  const [, user] = await prisma.$transaction([
    prisma.profilePicture.upsert({
      where: { userId },
      create: { userId, mimeType, data, updatedAt },
      update: { mimeType, data, updatedAt },
    }),
    prisma.user.update({
      where: { id: userId },
      data: { profilePicture: pictureUrl(userId, updatedAt) },
      select: publicUserSelect,
    }),
  ]);
  return user;
}

/** The stored picture of a user, or null. Pictures are public, like the avatars that show them. */
export function getProfilePicture(userId: string) {
  return prisma.profilePicture.findUnique({
    where: { userId },
    select: { mimeType: true, data: true, updatedAt: true },
  });
}
