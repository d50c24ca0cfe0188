import { useEffect, useState } from 'react';
import { shareOrigin } from '@protolab/shared';
import type { InvitationClient } from '../api';
import { mobileLink, type PlayerRoute } from '../route';
import { useTexts } from './texts';

/**
 * The origin a phone can open: the server's public address (config.json), else this page's, as the
 * designer's share dialog does. Offline or without an answer, this page's.
 */
function usePhoneOrigin(client: InvitationClient): string {
  const [origin, setOrigin] = useState(location.origin);
  useEffect(() => {
    let cancelled = false;
    client.config
      .get()
      .then((config) => !cancelled && setOrigin(shareOrigin(location.origin, config.publicAddress)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [client]);
  return origin;
}

/** Offers a desktop tester to take the test on a phone: the phone link as a QR code (drawn by a lazily loaded encoder). */
export function QrScreen({
  route,
  client,
  onStay,
}: {
  route: PlayerRoute;
  client: InvitationClient;
  onStay: () => void;
}) {
  const t = useTexts();
  const link = mobileLink(usePhoneOrigin(client), route);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ toString }) =>
      toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((code) => !cancelled && setSvg(code)),
    );
    return () => {
      cancelled = true;
    };
  }, [link]);
  return (
    <main className="pl-page pl-qr">
      <h1>{t('qr.title')}</h1>
      <p>{t('qr.hint')}</p>
      {/* the encoder's own SVG markup: made from the link, no outside input */}
      <div
        className="pl-qrcode"
        role="img"
        aria-label={link}
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      />
      <p className="pl-link">{link}</p>
      <button type="button" onClick={onStay}>
        {t('qr.stay')}
      </button>
    </main>
  );
}
