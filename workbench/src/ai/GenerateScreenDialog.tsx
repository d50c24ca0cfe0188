// "Generate screen…": a prompt, the output kind, the provider, model and key; the page shows as it
// streams (a sandboxed, script-less preview) with Cancel; the result becomes a new screen of the
// prototype, one undo step. "Try again" and "Refine" keep the history of prompts.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AI_MIN_PROMPT_LENGTH,
  AiFailure,
  aiMessages,
  aiPageOf,
  aiSystemPrompt,
  pasteInto,
  requireAiPage,
  type AiOutputKind,
  type AiProtocol,
  type AiRelayProvider,
  type AiTurn,
  type Editor,
} from '@protolab/shared';
import { screenFromHtml } from '../import/screenFromHtml';
import { screenFromYaml } from '../import/screenFromYaml';
import { PagePreview } from '../import/PagePreview';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import {
  DEFAULT_URLS,
  forgetAiKey,
  loadAiKey,
  loadAiSettings,
  saveAiKey,
  saveAiSettings,
  type AiSettings,
} from './aiSettings';
import { AiRefusal, generateAnswer, relayFor, type Target } from './generatePage';
import './ai.css';

type Phase =
  | { state: 'idle' }
  | { state: 'working'; text: string }
  | { state: 'done'; screen: string; unmapped: number }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string };

interface Props {
  editor: Editor;
  /** the providers the server relays to (/config.json) */
  relayed: readonly AiRelayProvider[];
  /** the prompts so far, kept while the editor is open */
  turns: AiTurn[];
  onTurns(turns: AiTurn[]): void;
  onClose(): void;
}

/** The public APIs need a key; a team's own model server (llama.cpp, Ollama, vLLM) may not. */
const needsKey = (url: string) => Object.values(DEFAULT_URLS).some((publicUrl) => url.startsWith(publicUrl));

/** Models to pick from (SPEC §9 names the OpenAI ones); any other name can be typed, e.g. a local server's. */
const MODELS: Record<AiProtocol, string[]> = {
  openai: ['gpt-4o-mini', 'gpt-4o', 'gpt-4-1106-preview', 'gpt-4', 'gpt-3.5-turbo'],
  anthropic: ['claude-sonnet-4-5', 'claude-haiku-4-5', 'claude-opus-4-1'],
};

/** How often the preview takes the page as it streams (it is written again in place each time). */
const PREVIEW_EVERY_MS = 250;

export function GenerateScreenDialog({ editor, relayed, turns, onTurns, onClose }: Props) {
  const { t } = useTranslation('ai');
  const [settings, setSettings] = useState(loadAiSettings);
  const [key, setKey] = useState(loadAiKey);
  const [prompt, setPrompt] = useState('');
  const [refinement, setRefinement] = useState('');
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const [problem, setProblem] = useState<string>();
  const running = useRef<AbortController>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const relay = settings.provider.via === 'relay' ? settings.provider.name : undefined;
  const relayedChoice = relayed.find((p) => p.name === relay);
  const target: Target | undefined = relayedChoice
    ? { protocol: relayedChoice.protocol, url: relayedChoice.url, relay: relayedChoice }
    : settings.provider.via === 'direct'
      ? {
          protocol: settings.provider.protocol,
          url: settings.url,
          relay: relayFor(relayed, settings.provider.protocol, settings.url),
        }
      : undefined;
  const size = editor.doc.screenSize;

  const change = (next: Partial<AiSettings>) => {
    const changed = { ...settings, ...next };
    setSettings(changed);
    saveAiSettings(changed);
  };

  /** Checks the settings; answers the problem's text, if any. */
  const check = (text: string): string | undefined => {
    if (text.trim().length < AI_MIN_PROMPT_LENGTH) return t('promptTooShort', { count: AI_MIN_PROMPT_LENGTH });
    if (!target || !target.url.trim()) return t('urlMissing');
    if (!settings.model.trim()) return t('modelMissing');
    if (!key.trim() && needsKey(target.url)) return t('keyMissing');
    return undefined;
  };

  async function run(next: AiTurn[]) {
    const last = next.at(-1)!;
    const trouble = check(last.prompt);
    setProblem(trouble);
    if (trouble || !target) return;
    onTurns(next);
    const controller = new AbortController();
    running.current = controller;
    setPhase({ state: 'working', text: '' });
    const kind = settings.kind;
    // the preview shows the latest text at most every PREVIEW_EVERY_MS, the last of it too
    const throttle: { shown: number; timer?: ReturnType<typeof setTimeout> } = { shown: 0 };
    let latest = '';
    const showLatest = () => {
      throttle.timer = undefined;
      throttle.shown = performance.now();
      setPhase({ state: 'working', text: latest });
    };
    try {
      const answer = await generateAnswer({
        target,
        key: key.trim(),
        payload: {
          model: settings.model.trim(),
          system: aiSystemPrompt(kind, size),
          messages: aiMessages(next),
          stream: true,
        },
        signal: controller.signal,
        onText: (text) => {
          latest = text;
          if (throttle.timer !== undefined) return;
          const wait = PREVIEW_EVERY_MS - (performance.now() - throttle.shown);
          if (wait <= 0) showLatest();
          else throttle.timer = setTimeout(showLatest, wait);
        },
      });
      const page = requireAiPage(kind, answer);
      onTurns([...next.slice(0, -1), { ...last, answer }]);
      const { clip, unmapped } = await convert(kind, page, size);
      const draft = pasteInto(editor.doc, clip, { type: 'generateScreen' });
      editor.run(draft);
      const name = clip.screens[0]?.name ?? '';
      setPhase({ state: 'done', screen: name, unmapped });
    } catch (err) {
      if (controller.signal.aborted) setPhase({ state: 'cancelled' });
      else setPhase({ state: 'failed', message: failureText(err) });
    } finally {
      clearTimeout(throttle.timer);
      running.current = undefined;
    }
  }

  function failureText(err: unknown): string {
    if (err instanceof AiFailure) return t(err.key);
    if (err instanceof AiRefusal) {
      if (err.code === 'signup_required') return t('signUp');
      if (err.code === 'unreachable') return t('unreachable');
      return err.message;
    }
    return t('convertFailed', { message: err instanceof Error ? err.message : String(err) });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run([{ prompt }]);
  };
  const answered = turns.some((turn) => turn.answer !== undefined);
  const tryAgain = () => {
    const last = turns.at(-1);
    if (last) void run([...turns.slice(0, -1), { prompt: last.prompt }]);
  };
  const refine = () => void run([...turns, { prompt: refinement }]).then(() => setRefinement(''));
  const working = phase.state === 'working';
  const preview = working ? aiPageOf(settings.kind, phase.text) : undefined;

  return (
    <Modal title={t('title')} onClose={() => !working && onClose()}>
      <form className="form ai-dialog" onSubmit={submit} noValidate>
        <p className="muted">{t('intro')}</p>
        {turns.length > 0 && (
          <div className="ai-history">
            <h3>{t('history')}</h3>
            <ol>
              {turns.map((turn, i) => (
                <li key={i}>{turn.prompt}</li>
              ))}
            </ol>
          </div>
        )}
        <div className="field">
          <label htmlFor="ai-prompt">{t('prompt')}</label>
          <textarea
            id="ai-prompt"
            rows={3}
            value={prompt}
            placeholder={t('promptPlaceholder')}
            disabled={working}
            onChange={(e) => setPrompt(e.target.value)}
          />
        </div>
        <div className="ai-settings">
          <div className="field">
            <label htmlFor="ai-kind">{t('kind')}</label>
            <select
              id="ai-kind"
              value={settings.kind}
              disabled={working}
              onChange={(e) => change({ kind: e.target.value as AiOutputKind })}
            >
              <option value="html">{t('kind.html')}</option>
              <option value="yaml">{t('kind.yaml')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="ai-provider">{t('provider')}</label>
            <select
              id="ai-provider"
              value={relay ? `relay:${relay}` : settings.provider.via === 'direct' ? settings.provider.protocol : ''}
              disabled={working}
              onChange={(e) => {
                const value = e.target.value;
                if (value.startsWith('relay:')) change({ provider: { via: 'relay', name: value.slice(6) } });
                else {
                  const protocol = value === 'anthropic' ? 'anthropic' : 'openai';
                  change({ provider: { via: 'direct', protocol }, url: DEFAULT_URLS[protocol] });
                }
              }}
            >
              <option value="openai">{t('provider.openai')}</option>
              <option value="anthropic">{t('provider.anthropic')}</option>
              {relayed.map((p) => (
                <option key={p.name} value={`relay:${p.name}`}>
                  {t('provider.relay', { name: p.name })}
                </option>
              ))}
            </select>
          </div>
          {settings.provider.via === 'direct' && (
            <TextField
              label={t('url')}
              value={settings.url}
              disabled={working}
              onChange={(e) => change({ url: e.target.value })}
            />
          )}
          <TextField
            label={t('model')}
            value={settings.model}
            list="ai-models"
            disabled={working}
            onChange={(e) => change({ model: e.target.value })}
          />
          <datalist id="ai-models">
            {(target ? MODELS[target.protocol] : []).map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
        </div>
        <div className="ai-key">
          <TextField
            label={t('key')}
            type="password"
            autoComplete="off"
            value={key}
            disabled={working}
            hint={t('keyNote')}
            onChange={(e) => {
              setKey(e.target.value);
              saveAiKey(e.target.value);
            }}
          />
          <button
            type="button"
            className="button ghost small"
            disabled={working || !key}
            onClick={() => {
              forgetAiKey();
              setKey('');
              setProblem(t('keyForgotten'));
            }}
          >
            {t('forgetKey')}
          </button>
        </div>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        {working && (
          <div className="ai-working" role="status">
            <p>{t('working')}</p>
            {settings.kind === 'html' ? (
              <PagePreview className="ai-preview" title={t('preview')} html={preview ?? ''} />
            ) : (
              <pre className="ai-preview">{preview}</pre>
            )}
          </div>
        )}
        {phase.state === 'done' && (
          <p className="ai-result" role="status">
            {t('added', { name: phase.screen })}
            {phase.unmapped > 0 && ` ${t('notMapped', { count: phase.unmapped })}`}
          </p>
        )}
        {phase.state === 'cancelled' && <p role="status">{t('cancelled')}</p>}
        {phase.state === 'failed' && (
          <p className="ai-failure" role="alert">
            {phase.message}
          </p>
        )}
        {answered && !working && (
          <div className="ai-refine">
            <TextField label={t('refinePrompt')} value={refinement} onChange={(e) => setRefinement(e.target.value)} />
            <button type="button" className="button" onClick={refine}>
              {t('refine')}
            </button>
          </div>
        )}
        <div className="modal-actions">
          {working ? (
            <button type="button" className="button" onClick={() => running.current?.abort()}>
              {t('cancel')}
            </button>
          ) : (
            <>
              <button type="button" className="button ghost" onClick={onClose}>
                {t('close')}
              </button>
              {turns.length > 0 && (
                <button type="button" className="button" onClick={tryAgain}>
                  {t('tryAgain')}
                </button>
              )}
              <button type="submit" className="button primary">
                {t('generate')}
              </button>
            </>
          )}
        </div>
      </form>
    </Modal>
  );
}

/** The page as screens, and how many of its parts could not be mapped (YAML names only our types). */
async function convert(kind: AiOutputKind, page: string, size: { w: number; h: number }) {
  if (kind === 'yaml') return { clip: (await screenFromYaml(page, size)).clip, unmapped: 0 };
  const { clip, report } = await screenFromHtml(page, size);
  return { clip, unmapped: report.unmapped.length };
}
