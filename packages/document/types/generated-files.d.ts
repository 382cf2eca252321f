/**
 * @param {Record<string, string>} files contents by absolute path
 * @param {{ root: string, label: string, check?: boolean }} where `root` the package directory (paths
 *   are reported relative to it), `label` the package's name in messages
 * @returns {Promise<string[]>} one line per file: written, unchanged, or (checking) up to date
 * @throws {Error} when checking and a committed file is missing or differs
 */
export function writeGeneratedFiles(files: Record<string, string>, { root, label, check }: {
    root: string;
    label: string;
    check?: boolean;
}): Promise<string[]>;
