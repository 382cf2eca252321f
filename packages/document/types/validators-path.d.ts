/** Absolute path of the folder of the validators' written code. */
export const VALIDATORS_DIR: string;
