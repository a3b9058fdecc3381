import type { LiveSessions } from '../lib/caller';
import { findLiveSession, findLiveSessionTogether } from './sessions';

/*
 * What every group's handler hands createGroupHandler to check a caller's session: the one read of
 * the sessions table each function makes, so no bundle carries the sessions' writes (decision 60).
 */
export const sessions: LiveSessions = { findLiveSession };

/** The same check read together with the caller's other reads of the turn (the dashboard's, decision 64). */
export const sessionsTogether: LiveSessions = { findLiveSession: findLiveSessionTogether };
