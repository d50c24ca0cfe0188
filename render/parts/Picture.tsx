import { useState } from 'react';
import { useRenderEnvironment } from '../RenderContext';

/**
 * A stored image filling its box; one that cannot load (deleted, or offline and never cached) shows
 * as the placeholder, or as nothing where the environment says so (the player).
 */
export function Picture({ url, fit = 'cover' }: { url: string; fit?: 'cover' | 'contain' | 'fill' }) {
  const environment = useRenderEnvironment();
  const src = environment.image(url);
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return environment.missingImage === 'nothing' ? null : <ImagePlaceholder missing />;
  return (
    <img
      className="pl-fill pl-bg"
      style={{ objectFit: fit }}
      src={src}
      alt=""
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}

/**
 * The empty image: a grey box crossed from corner to corner, as design tools draw it; `missing`: it
 * stands for a file that cannot load (the designer's mark).
 */
export function ImagePlaceholder({ missing = false }: { missing?: boolean }) {
  return (
    <svg
      className="pl-fill pl-placeholder"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden
      data-missing-image={missing || undefined}
    >
      <path d="M0 0L100 100M100 0L0 100" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
