// The generator's settings, kept in this browser only (SPEC §1): the provider, its address, the model,
// the output kind, and the key, which "Forget key" removes. Nothing of it goes to our server's storage.
import type { AiOutputKind, AiProtocol } from '@protolab/shared';

/** The provider: one the browser calls at an address the designer gives, or one the server relays to. */
export type AiProviderChoice = { via: 'direct'; protocol: AiProtocol } | { via: 'relay'; name: string };

export interface AiSettings {
  provider: AiProviderChoice;
  /** The address of a direct provider's API (".../v1" for OpenAI-compatible ones). */
  url: string;
  model: string;
  kind: AiOutputKind;
}

const SETTINGS = 'protolab.ai.settings';
const KEY = 'protolab.ai.key';

export const DEFAULT_URLS: Record<AiProtocol, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
};

const DEFAULTS: AiSettings = {
  provider: { via: 'direct', protocol: 'openai' },
  url: DEFAULT_URLS.openai,
  model: 'gpt-4o-mini',
  kind: 'html',
};

export function loadAiSettings(): AiSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(SETTINGS) ?? 'null') as Partial<AiSettings> | null;
    return { ...DEFAULTS, ...stored };
  } catch {
    return DEFAULTS;
  }
}

export function saveAiSettings(settings: AiSettings): void {
  localStorage.setItem(SETTINGS, JSON.stringify(settings));
}

export const loadAiKey = () => localStorage.getItem(KEY) ?? '';
export const saveAiKey = (key: string) => localStorage.setItem(KEY, key);
export const forgetAiKey = () => localStorage.removeItem(KEY);
