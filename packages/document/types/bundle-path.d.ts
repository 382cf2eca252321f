/** Absolute path of the bundled JSON document (resolved even when it has not been built). */
export const BUNDLE_PATH: string;
