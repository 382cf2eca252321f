/**
 * @param {{ directory: string, host?: string, port?: number }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function serveDocs({ directory, host, port }: {
    directory: string;
    host?: string;
    port?: number;
}): Promise<{
    url: string;
    close(): Promise<void>;
}>;
