import type { LiveSessions } from '../lib/caller';
import { findLiveSession } from './sessions';

/*
 * What every group's handler hands createGroupHandler to check a caller's session: the one read of
 * the sessions table each function makes, so no bundle carries the sessions' writes (decision 60).
 */
export const sessions: LiveSessions = { findLiveSession };
