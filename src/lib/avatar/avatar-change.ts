import type { AvatarType } from './avatar-image-rules.ts';

/** What the user did with a picture field (a patient's profile image, a partner's logo). */
export type AvatarChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'replace'; blob: Blob; type: AvatarType };
