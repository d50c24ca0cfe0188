// A page shown as the converter lays it out: inert, in a sandboxed frame without scripts, its
// styles applied through the CSSOM (the workbench's policy forbids inline styles in markup, which
// a frame of markup would inherit). Written again in place as the page changes.
import { useEffect, useRef, useState } from 'react';
import { FRAME_PAGE, writePage } from './measureHtml';

export function PagePreview({ html, title, className }: { html: string; title: string; className?: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded && frame.current) writePage(frame.current, html);
  }, [loaded, html]);
  return (
    <iframe
      ref={frame}
      className={className}
      title={title}
      sandbox="allow-same-origin"
      srcDoc={FRAME_PAGE}
      onLoad={() => setLoaded(true)}
    />
  );
}
