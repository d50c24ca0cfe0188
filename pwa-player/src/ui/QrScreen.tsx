import { useEffect, useState } from 'react';
import { useTexts } from './texts';

/** Offers a desktop tester to take the test on a phone: the phone link as a QR code (drawn by a lazily loaded encoder). */
export function QrScreen({ link, onStay }: { link: string; onStay: () => void }) {
  const t = useTexts();
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
