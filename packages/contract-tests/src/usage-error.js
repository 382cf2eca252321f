// @ts-check
// Bad usage (a flag, a file, a setting): the commands say what and where, and exit 2. A module of its
// own so that what only checks its input (a shard, a worker count) loads none of the run's settings.

export class UsageError extends Error {}
