import { buildSnapshot } from '../../functions/gpt/index-store/snapshot';

/*
 * What the index's scheduled upkeep does after a burst of uploads, alone in this process (the
 * bench runs it as a child, with the test stack's environment): the snapshot's shards rebuilt
 * from every note's passages. Prints its time and peak resident memory as JSON, then exits.
 */
const started = Date.now();
const build = await buildSnapshot();
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ ...build, ms: Date.now() - started, peakMb }));
process.exit(0);
