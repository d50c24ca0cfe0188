import { useRef, useState } from 'react';
import { IconGlyph } from '../../parts/IconGlyph';
import { colorOf, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { fontPx, isRecord, PLAIN_BUTTON, webAddress } from './mediaProps';
import { finite } from './vectorData';

const PLAY = 'M8 5.5V18.5L18.5 12Z';
const PAUSE = 'M7 5H10.5V19H7ZM13.5 5H17V19H13.5Z';

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** `props.url`, else the upload `props.file.url`, when it is an absolute web address. */
function source(props: Record<string, unknown>): string | undefined {
  return webAddress(props.url) ?? (isRecord(props.file) ? webAddress(props.file.url) : undefined);
}

/**
 * A player bar in the styled box: a round play / pause button (`colorButton`), the progress and
 * the time. Played, a real audio element plays the source; display-only it is the bar at rest
 * (at 0:00, of `props.duration` seconds when known).
 */
export default function AudioPlayer({ view, style, scale, interactive }: WidgetRendererProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(finite(view.props.duration) ?? 0);
  const src = interactive ? source(view.props) : undefined;
  const font = fontPx(style, scale, view.box.h);
  const button = Math.min(view.box.h * 0.75 * scale, font * 3);
  const ink = colorOf(style, 'colorButton', 'color') ?? '#333333';
  const glyphColor = /^(#|rgb|hsl)/.test(str(style.background) ?? '') ? str(style.background) : '#ffffff';
  const icon = str(playing ? style.stopIcon : style.playIcon);
  const glyph = icon ? (
    <IconGlyph icon={icon} size={button * 0.6} style={{ width: button * 0.6, height: button * 0.6, margin: 0 }} />
  ) : (
    <svg width={button * 0.6} height={button * 0.6} viewBox="0 0 24 24" aria-hidden>
      <path d={playing ? PAUSE : PLAY} fill="currentColor" />
    </svg>
  );
  const toggle = () => {
    const player = audio.current;
    if (!player) return setPlaying((p) => !p);
    if (player.paused) player.play().catch(() => setPlaying(false));
    else player.pause();
  };
  const seek = (fraction: number) => {
    if (audio.current && duration > 0) audio.current.currentTime = fraction * duration;
  };
  const share = duration > 0 ? Math.min(1, time / duration) : 0;
  const bar = Math.max(2, 4 * scale);
  const round = {
    ...PLAIN_BUTTON,
    flex: 'none',
    width: button,
    height: button,
    borderRadius: '50%',
    background: ink,
    color: glyphColor,
    display: 'grid',
    placeItems: 'center',
  };
  return (
    <span className="pl-row" style={{ width: '100%', gap: font * 0.75 }}>
      {src && (
        <audio
          ref={audio}
          src={src}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
          onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        />
      )}
      {interactive ? (
        <button
          type="button"
          aria-label={playing ? 'Pause' : 'Play'}
          aria-pressed={playing}
          style={round}
          onClick={toggle}
        >
          {glyph}
        </button>
      ) : (
        <span data-playing={false} style={round}>
          {glyph}
        </span>
      )}
      <span
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(time)}
        onClick={
          src
            ? (e) => {
                const box = e.currentTarget.getBoundingClientRect();
                if (box.width > 0) seek((e.clientX - box.left) / box.width);
              }
            : undefined
        }
        style={{
          flex: 1,
          minWidth: 0,
          alignSelf: 'stretch',
          display: 'flex',
          alignItems: 'center',
          cursor: src ? 'pointer' : undefined,
        }}
      >
        <span style={{ position: 'relative', width: '100%', height: bar, borderRadius: bar / 2 }}>
          <span className="pl-fill" style={{ background: ink, opacity: 0.25, borderRadius: 'inherit' }} />
          <span
            data-played={share}
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              bottom: 0,
              width: `${share * 100}%`,
              background: ink,
              borderRadius: 'inherit',
            }}
          />
        </span>
      </span>
      <span style={{ flex: 'none', fontVariantNumeric: 'tabular-nums' }}>
        {duration > 0 ? `${clock(time)} / ${clock(duration)}` : clock(time)}
      </span>
    </span>
  );
}
