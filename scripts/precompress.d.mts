import type { Plugin } from 'vite';

/** Writes `<file>.br` and `<file>.gz` for every text file in the folder that gets smaller. */
export function precompressFolder(folder: string): Promise<void>;

/** The vite plugin: compresses the output folder after every other plugin. */
export function precompress(): Plugin;
