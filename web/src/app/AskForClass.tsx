import { lazy, Suspense, useState } from 'react';
import { readStored, writeStored } from '../api/storage';
import { storedToken } from '../api/token';
import { useSignedInUser } from '../lib/auth/useSignedInUser';

/* Only a Student without a class loads the prompt's code. */
const ClassPrompt = lazy(async () => ({
  default: (await import('../features/student/ClassPrompt')).ClassPrompt,
}));

/*
 * "Not now" lasts until the next login: it is remembered against this session's token, by a
 * short fingerprint (not the token itself), so a new login's token asks again.
 */
const SKIPPED_KEY = 'classPromptSkipped';
function fingerprint(token: string | null): string {
  let hash = 0x811c9dc5;
  for (const char of token ?? '') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Asks a signed-in Student who has no class yet for it, once a login (decision 16). */
export function AskForClass() {
  const user = useSignedInUser();
  const [, setSkipped] = useState(0);
  const skipped = readStored(SKIPPED_KEY) === fingerprint(storedToken());
  if (user?.role !== 'Student' || user.studentClass || skipped) return null;
  const later = () => {
    writeStored(SKIPPED_KEY, fingerprint(storedToken()));
    setSkipped((count) => count + 1);
  };
  return (
    <Suspense fallback={null}>
      <ClassPrompt onLater={later} />
    </Suspense>
  );
}
